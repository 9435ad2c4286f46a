// Whether 65 bytes are an uncompressed point on the NIST P-256 curve (SEC 1, section 2.3.4): 0x04,
// then x and y below the field prime with y² = x³ − 3x + b (mod p). What a browser's push
// subscription key must be; checked synchronously, so a request schema can refuse anything else.

const P = 0xffffffff00000001000000000000000000000000ffffffffffffffffffffffffn;
const B = 0x5ac635d8aa3a93e7b3ebbd55769886bc651d06b0cc53b0f63bce3c3e27d2604bn;

const bigIntOf = (bytes: Uint8Array) => bytes.reduce((value, byte) => (value << 8n) | BigInt(byte), 0n);

export function isP256Point(bytes: Uint8Array): boolean {
  if (bytes.length !== 65 || bytes[0] !== 4) return false;
  const x = bigIntOf(bytes.subarray(1, 33));
  const y = bigIntOf(bytes.subarray(33, 65));
  if (x >= P || y >= P) return false;
  return (y * y - (x * x * x - 3n * x + B)) % P === 0n;
}

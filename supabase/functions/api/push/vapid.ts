// VAPID (RFC 8292): the server proves to a push service who sends, with an ES256 JWT for the
// endpoint's origin signed by the application server key whose public half the browser subscribed with.
import { fromBase64url, toBase64url } from "@shared/format/base64url.ts";
import { importJWK, SignJWT } from "jose";

export interface VapidKeys {
  /** Uncompressed P-256 public key (65 bytes), base64url: what browsers take as applicationServerKey. */
  publicKey: string;
  /** The private scalar d (32 bytes), base64url. */
  privateKey: string;
  /** mailto: or https: contact for the push service's operators. */
  subject: string;
}

/** The keys from the function's secrets, or undefined when they are not all set. */
export function vapidKeysFromEnv(get: (name: string) => string | undefined): VapidKeys | undefined {
  const publicKey = get("VAPID_PUBLIC_KEY");
  const privateKey = get("VAPID_PRIVATE_KEY");
  const subject = get("VAPID_SUBJECT");
  if (!publicKey || !privateKey || !subject) return undefined;
  return { publicKey, privateKey, subject };
}

/** 12 hours: well under the 24 hours RFC 8292 allows. */
const TOKEN_SECONDS = 12 * 60 * 60;

export function createVapidSigner(keys: VapidKeys) {
  const raw = fromBase64url(keys.publicKey);
  if (raw.length !== 65 || raw[0] !== 4)
    throw new Error("VAPID_PUBLIC_KEY must be an uncompressed P-256 key");
  const privateKey = importJWK(
    {
      kty: "EC",
      crv: "P-256",
      x: toBase64url(raw.slice(1, 33)),
      y: toBase64url(raw.slice(33, 65)),
      d: keys.privateKey,
    },
    "ES256",
  );
  const tokens = new Map<string, { value: string; expires: number }>();

  return {
    /** The Authorization header for a request to `endpoint`. */
    async authorization(endpoint: string): Promise<string> {
      const audience = new URL(endpoint).origin;
      // The real clock, even when a job runs as of another instant: push services check exp against theirs.
      const nowSeconds = Math.floor(Date.now() / 1000);
      let token = tokens.get(audience);
      // Reused while it has an hour left: one signature per push service, not per device.
      if (!token || token.expires - nowSeconds < 3600) {
        const expires = nowSeconds + TOKEN_SECONDS;
        const value = await new SignJWT({ sub: keys.subject })
          .setProtectedHeader({ typ: "JWT", alg: "ES256" })
          .setAudience(audience)
          .setExpirationTime(expires)
          .sign(await privateKey);
        token = { value, expires };
        tokens.set(audience, token);
      }
      return `vapid t=${token.value}, k=${keys.publicKey}`;
    },
  };
}
export type VapidSigner = ReturnType<typeof createVapidSigner>;

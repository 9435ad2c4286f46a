import { createECDH } from "node:crypto";
import { describe, expect, it } from "vitest";
import { fromBase64url, toBase64url } from "../format/base64url.ts";
import { isP256Point } from "./p256.ts";
import { isPushServiceEndpoint, pushSubscriptionSchema } from "./push-subscriptions.ts";

const browserKey = () => {
  const ecdh = createECDH("prime256v1");
  ecdh.generateKeys();
  return new Uint8Array(ecdh.getPublicKey());
};
const p256dh = toBase64url(browserKey());
const auth = toBase64url(new Uint8Array(16).fill(7));
const hosted = pushSubscriptionSchema({ allowLocalHttp: false });
const local = pushSubscriptionSchema({ allowLocalHttp: true });
const messageOf = (schema: typeof hosted, input: unknown) => {
  const result = schema.safeParse(input);
  return result.success ? "ok" : result.error.issues[0]?.message;
};

describe("base64url", () => {
  it("round-trips bytes and takes padded input", () => {
    const bytes = Uint8Array.from([251, 255, 0, 62, 63]);
    expect(toBase64url(bytes)).toBe("-_8APj8");
    expect(Array.from(fromBase64url("-_8APj8="))).toEqual(Array.from(bytes));
    expect(() => fromBase64url("a+b/")).toThrow("not base64url");
  });
});

describe("pushSubscriptionSchema", () => {
  it("takes what PushSubscription.toJSON() gives, padding stripped", () => {
    const parsed = hosted.parse({
      endpoint: "https://fcm.googleapis.com/fcm/send/abc",
      expirationTime: null,
      keys: { p256dh: `${p256dh}=`, auth: `${auth}==` },
    });
    expect(parsed.keys).toEqual({ p256dh, auth });
  });

  it("takes http endpoints on this machine only when allowed", () => {
    const input = { endpoint: "http://127.0.0.1:4000/push/x", keys: { p256dh, auth } };
    expect(messageOf(hosted, input)).toBe("endpoint must be an https URL of a push service");
    expect(messageOf(local, input)).toBe("ok");
    expect(messageOf(local, { ...input, endpoint: "http://10.0.0.1/push" })).toBe(
      "endpoint must be an https URL of a push service",
    );
  });

  it("takes only the browsers' push services, so the server never posts elsewhere", () => {
    const keys = { p256dh, auth };
    for (const endpoint of [
      "https://fcm.googleapis.com/fcm/send/abc",
      "https://updates.push.services.mozilla.com/wpush/v2/abc",
      "https://wns2-pn1p.notify.windows.com/w/?token=abc",
      "https://web.push.apple.com/abc",
    ]) {
      expect(messageOf(hosted, { endpoint, keys })).toBe("ok");
    }
    for (const endpoint of [
      "https://push.example.com/x",
      "https://evilfcm.googleapis.com.attacker.net/x",
      "https://notfcm.googleapis.com/x",
      "https://fcm.googleapis.com:8443/x",
      "https://user:secret@fcm.googleapis.com/x",
      "https://169.254.169.254/latest/meta-data",
    ]) {
      expect(messageOf(hosted, { endpoint, keys })).toBe("endpoint must be an https URL of a push service");
    }
  });

  it("stores keys in the one spelling the database takes", () => {
    const endpoint = "https://fcm.googleapis.com/fcm/send/abc";
    // The last character of a 16-byte secret carries 4 unused bits: "B" sets one, "A" does not.
    const loose = `${"A".repeat(21)}B`;
    expect(hosted.parse({ endpoint, keys: { p256dh, auth: loose } }).keys.auth).toBe("A".repeat(22));
  });

  it("refuses keys of the wrong length or kind", () => {
    const endpoint = "https://updates.push.services.mozilla.com/wpush/v2/x";
    const compressed = toBase64url(Uint8Array.from({ length: 65 }, () => 3));
    expect(messageOf(hosted, { endpoint, keys: { p256dh: compressed, auth } })).toBe(
      "keys.p256dh must be an uncompressed P-256 public key (65 bytes), base64url",
    );
    const offCurve = toBase64url(Uint8Array.from({ length: 65 }, (_, index) => (index === 0 ? 4 : index)));
    expect(messageOf(hosted, { endpoint, keys: { p256dh: offCurve, auth } })).toBe(
      "keys.p256dh must be an uncompressed P-256 public key (65 bytes), base64url",
    );
    expect(messageOf(hosted, { endpoint, keys: { p256dh, auth: toBase64url(new Uint8Array(15)) } })).toBe(
      "keys.auth must be 16 bytes, base64url",
    );
  });
});

describe("isPushServiceEndpoint", () => {
  it("is the check the sender repeats before each post", () => {
    const local = "http://127.0.0.1:4000/push/x";
    expect(isPushServiceEndpoint(local, { allowLocalHttp: true })).toBe(true);
    expect(isPushServiceEndpoint(local, { allowLocalHttp: false })).toBe(false);
    expect(isPushServiceEndpoint("http://127.0.0.1:4000@10.0.0.1/x", { allowLocalHttp: true })).toBe(false);
    expect(isPushServiceEndpoint("not a url", { allowLocalHttp: true })).toBe(false);
  });
});

describe("isP256Point", () => {
  it("takes browsers' keys and nothing else of their shape", () => {
    for (let round = 0; round < 20; round += 1) expect(isP256Point(browserKey())).toBe(true);
    const key = browserKey();
    const moved = Uint8Array.from(key);
    moved[64] = (moved[64] ?? 0) ^ 1;
    expect(isP256Point(moved)).toBe(false);
    expect(isP256Point(Uint8Array.from([3, ...key.subarray(1)]))).toBe(false);
    expect(isP256Point(key.subarray(0, 64))).toBe(false);
    // x and y at or above the field prime are no coordinates, whatever the equation says modulo p.
    expect(isP256Point(Uint8Array.from([4, ...new Array(64).fill(0xff)]))).toBe(false);
  });
});

// One-click unsubscribe links (docs/product.md §4.25): `<payload>.<signature>`, the payload naming the
// user and the e-mail kind, signed with HMAC-SHA-256 under a key derived from the service role key.
// Works signed out, for that user and that kind only; it never expires (a link in an old e-mail
// must still work) and can do nothing but turn a switch off.

import { toBase64url as base64url, fromBase64url } from "@shared/format/base64url.ts";

export const UNSUBSCRIBE_KINDS = ["daily_reminders", "weekly_reports"] as const;
export type UnsubscribeKind = (typeof UNSUBSCRIBE_KINDS)[number];

const encoder = new TextEncoder();

export interface UnsubscribeSigner {
  sign(userId: string, kind: UnsubscribeKind): Promise<string>;
  /** The user and kind of a genuine token, or null. */
  verify(token: string): Promise<{ userId: string; kind: UnsubscribeKind } | null>;
}

export function createUnsubscribeSigner(serviceRoleKey: string): UnsubscribeSigner {
  // A key of its own, so a signature here is worth nothing anywhere else.
  const key = crypto.subtle.importKey(
    "raw",
    encoder.encode(`paisa-coach unsubscribe links:${serviceRoleKey}`),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign", "verify"],
  );
  return {
    async sign(userId, kind) {
      const payload = encoder.encode(`${userId}:${kind}`);
      const signature = new Uint8Array(await crypto.subtle.sign("HMAC", await key, payload));
      return `${base64url(payload)}.${base64url(signature)}`;
    },
    async verify(token) {
      const [payloadPart, signaturePart, extra] = token.split(".");
      if (!payloadPart || !signaturePart || extra !== undefined || token.length > 300) return null;
      try {
        const payload = fromBase64url(payloadPart);
        const valid = await crypto.subtle.verify("HMAC", await key, fromBase64url(signaturePart), payload);
        if (!valid) return null;
        const [userId, kind] = new TextDecoder().decode(payload).split(":");
        if (!userId || !UNSUBSCRIBE_KINDS.includes(kind as UnsubscribeKind)) return null;
        return { userId, kind: kind as UnsubscribeKind };
      } catch {
        return null; // not base64url
      }
    },
  };
}

// Sends one Web Push message (docs/product.md §4.28): the payload encrypted for the device (RFC 8291)
// and a VAPID Authorization (RFC 8292), POSTed to the device's endpoint at its push service.
import { encryptPayload } from "./encrypt.ts";
import { createVapidSigner, type VapidKeys } from "./vapid.ts";

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** What the service worker shows (public/push-handler.js). */
export interface PushMessage {
  title: string;
  body: string;
  /** Opened when the notification is tapped; a path of the web app. */
  url: string;
}

/** A reminder is useless tomorrow: the push service may hold it for 12 hours at most. */
const TTL_SECONDS = 12 * 60 * 60;

export function createPushSender(keys: VapidKeys, fetchImpl: typeof fetch = fetch) {
  const vapid = createVapidSigner(keys);
  return {
    publicKey: keys.publicKey,
    /** The push service's HTTP status (201 when accepted; 404/410: the subscription is gone). */
    async send(target: PushTarget, message: PushMessage): Promise<number> {
      const body = await encryptPayload(new TextEncoder().encode(JSON.stringify(message)), target);
      const response = await fetchImpl(target.endpoint, {
        method: "POST",
        headers: {
          Authorization: await vapid.authorization(target.endpoint),
          "Content-Encoding": "aes128gcm",
          "Content-Type": "application/octet-stream",
          TTL: String(TTL_SECONDS),
          Urgency: "normal",
        },
        body,
        signal: AbortSignal.timeout(10_000),
      });
      await response.body?.cancel();
      return response.status;
    },
  };
}
export type PushSender = ReturnType<typeof createPushSender>;

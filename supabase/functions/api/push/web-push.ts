// Sends one Web Push message (docs/product.md §4.28): the payload encrypted for the device (RFC 8291)
// and a VAPID Authorization (RFC 8292), POSTed to the device's endpoint at its push service.
import { isPushServiceEndpoint } from "@shared/push/push-subscriptions.ts";
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
  /** The notification it replaces on the device (the service worker's default: the daily reminder's). */
  tag?: string;
}

/** A reminder is useless tomorrow: the push service may hold it for 12 hours at most. */
const TTL_SECONDS = 12 * 60 * 60;

/** Push services answer in well under a second; one that does not must not hold the job. */
const SEND_TIMEOUT_MS = 5_000;

export interface PushSenderOptions {
  /** Outgoing HTTP (default: the global fetch). */
  fetch?: typeof fetch;
  /** Also post to http://127.0.0.1 and localhost (the local stack's tests serve the push service). */
  allowLocalHttp?: boolean;
}

export function createPushSender(keys: VapidKeys, options: PushSenderOptions = {}) {
  const { fetch: fetchImpl = fetch, allowLocalHttp = false } = options;
  const vapid = createVapidSigner(keys);
  return {
    publicKey: keys.publicKey,
    /**
     * The push service's HTTP status (201 when accepted; 404/410: the subscription is gone). A
     * redirect is not followed: its status is the answer.
     */
    async send(target: PushTarget, message: PushMessage): Promise<number> {
      // Checked again here: a stored endpoint is only as good as whatever wrote it.
      if (!isPushServiceEndpoint(target.endpoint, { allowLocalHttp })) {
        throw new Error("not a push service endpoint");
      }
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
        // A push service never sends us elsewhere: following would post wherever it (or a row) says.
        redirect: "manual",
        signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
      });
      await response.body?.cancel();
      return response.status;
    },
  };
}
export type PushSender = ReturnType<typeof createPushSender>;

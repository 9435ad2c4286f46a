// Web Push subscriptions (docs/product.md §4.28): what a browser's PushSubscription.toJSON() gives,
// checked before the server ever posts to it.
import { z } from "zod";
import { fromBase64url, toBase64url } from "../format/base64url.ts";
import { isP256Point } from "./p256.ts";

const LOCAL_HOSTS = new Set(["127.0.0.1", "localhost", "[::1]"]);

/**
 * The browsers' push services (Chrome/Edge on Android and desktop, Firefox, Edge on Windows, Safari).
 * The server posts to a subscription's endpoint, so an endpoint anywhere else would let a signed-in
 * user make the function call hosts of their choosing (server-side request forgery). The database
 * holds the same list (private.push_endpoint_allowed, 20261126000300_push_endpoint_allowed.sql).
 */
export const PUSH_SERVICE_DOMAINS = [
  "fcm.googleapis.com",
  "push.services.mozilla.com",
  "notify.windows.com",
  "push.apple.com",
];

const isPushService = (hostname: string) =>
  PUSH_SERVICE_DOMAINS.some((domain) => hostname === domain || hostname.endsWith(`.${domain}`));

/** Bytes of a base64url key, or null when it is not base64url. */
const keyBytes = (text: string) => {
  try {
    return fromBase64url(text);
  } catch {
    return null;
  }
};

// Stored in the one spelling the database takes: no padding, unused bits zero.
const base64urlKey = (label: string, check: (bytes: Uint8Array) => boolean, what: string) =>
  z
    .string({ error: `${label} is required` })
    .refine((text) => {
      const bytes = keyBytes(text);
      return bytes !== null && check(bytes);
    }, `${label} must be ${what}, base64url`)
    .transform((text) => toBase64url(fromBase64url(text)));

/**
 * Whether the server may post to `endpoint`: an https URL of a browser's push service on the default
 * port, without credentials; with `allowLocalHttp` (the local stack and its tests, which serve the
 * push service themselves) also http://127.0.0.1 and localhost. Checked when a subscription is saved
 * and again before each send.
 */
export function isPushServiceEndpoint(endpoint: string, { allowLocalHttp }: { allowLocalHttp: boolean }) {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username !== "" || url.password !== "") return false;
  if (url.protocol === "https:" && url.port === "" && isPushService(url.hostname)) return true;
  return allowLocalHttp && url.protocol === "http:" && LOCAL_HOSTS.has(url.hostname);
}

/** The subscription a browser gives; its endpoint must pass isPushServiceEndpoint. */
export function pushSubscriptionSchema({ allowLocalHttp }: { allowLocalHttp: boolean }) {
  const endpoint = z
    .string({ error: "endpoint is required" })
    .max(2000, "endpoint must be at most 2000 characters")
    .refine(
      (text) => isPushServiceEndpoint(text, { allowLocalHttp }),
      "endpoint must be an https URL of a push service",
    );
  return z.strictObject(
    {
      endpoint,
      expirationTime: z.number().nullable().optional(),
      keys: z.strictObject(
        {
          p256dh: base64urlKey("keys.p256dh", isP256Point, "an uncompressed P-256 public key (65 bytes)"),
          auth: base64urlKey("keys.auth", (bytes) => bytes.length === 16, "16 bytes"),
        },
        { error: "keys must be an object with p256dh and auth" },
      ),
      userAgent: z.string().trim().max(200, "userAgent must be at most 200 characters").optional(),
    },
    {
      error: (issue) =>
        issue.code === "unrecognized_keys" ? `Unknown field: ${issue.keys.join(", ")}` : undefined,
    },
  );
}
export type PushSubscriptionInput = z.output<ReturnType<typeof pushSubscriptionSchema>>;

export const pushUnsubscribeSchema = z.strictObject({
  endpoint: z.string({ error: "endpoint is required" }).min(1, "endpoint is required").max(2000),
});

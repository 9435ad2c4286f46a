// The app's one Realtime socket (docs/product.md §7.3): every channel the app joins — the user's live
// updates, an open household's private channel — rides on the same RealtimeClient, so a screen that
// listens to more adds a channel, not a WebSocket. The socket closes when the last user lets go.
import type { RealtimeClient } from "@supabase/realtime-js";

export interface RealtimeSocketOptions {
  /** `<Supabase URL>/realtime/v1`. */
  realtimeUrl: string;
  apiKey: string;
  /** The current access token; realtime-js asks again on every heartbeat and sends a refreshed one. */
  accessToken: () => Promise<string | null>;
}

export interface RealtimeLease {
  client: RealtimeClient;
  /** Lets go of the socket; the last lease to go disconnects it. Call once. */
  release: () => void;
}

let shared: { url: string; client: Promise<RealtimeClient>; leases: number } | undefined;

/** The socket for `options.realtimeUrl`, made on first use and shared by every caller after. */
export function leaseRealtimeSocket(options: RealtimeSocketOptions): Promise<RealtimeLease> {
  if (!shared || shared.url !== options.realtimeUrl) {
    shared = {
      url: options.realtimeUrl,
      leases: 0,
      client: import("@supabase/realtime-js").then(
        ({ RealtimeClient }) =>
          new RealtimeClient(options.realtimeUrl, {
            params: { apikey: options.apiKey },
            accessToken: options.accessToken,
          }),
      ),
    };
  }
  const current = shared;
  current.leases += 1;
  return current.client.then((client) => {
    let released = false;
    return {
      client,
      release: () => {
        if (released) return;
        released = true;
        current.leases -= 1;
        if (current.leases > 0 || shared !== current) return;
        shared = undefined;
        void client.disconnect();
      },
    };
  });
}

// This device's Web Push subscription for the daily reminder (docs/product.md §4.28): the browser's
// PushManager through the service worker, and /api/push to store or drop it on the server.
import { fromBase64url } from "@shared/format/base64url.ts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, apiErrorOf } from "../../lib/api";
import { deviceLabel } from "./device-label";

/** Whether this browser can take push messages at all (no PushManager: the switch is not shown). */
export const pushSupported = (): boolean =>
  typeof window !== "undefined" &&
  "PushManager" in window &&
  "Notification" in window &&
  "serviceWorker" in navigator;

export interface PushDeviceState {
  permission: NotificationPermission;
  subscribed: boolean;
}

/** The error texts the switch shows (docs/product.md §4.28). */
export const PUSH_ERRORS = {
  blocked: "Notifications are blocked for this site.",
  notConfigured: "Notifications aren't set up on this server yet.",
  noWorker: "The app isn't fully loaded yet. Reload the page and try again.",
  noPushService: "This browser couldn't turn on notifications. Try again later.",
} as const;

/** The service worker's registration; it registers after the page loads, so wait for it a little. */
async function registration(): Promise<ServiceWorkerRegistration> {
  const ready = navigator.serviceWorker.ready;
  const late = new Promise<never>((_, reject) =>
    setTimeout(() => reject(new Error(PUSH_ERRORS.noWorker)), 15_000),
  );
  return Promise.race([ready, late]);
}

async function currentSubscription(): Promise<PushSubscription | null> {
  const existing = await navigator.serviceWorker.getRegistration();
  return existing ? existing.pushManager.getSubscription() : null;
}

async function readState(): Promise<PushDeviceState> {
  return { permission: Notification.permission, subscribed: (await currentSubscription()) !== null };
}

async function switchOn(): Promise<void> {
  const permission = await Notification.requestPermission();
  if (permission !== "granted") throw new Error(PUSH_ERRORS.blocked);
  let publicKey: string;
  try {
    ({ publicKey } = await api.get<{ publicKey: string }>("/push/public-key"));
  } catch (error) {
    throw apiErrorOf(error)?.status === 404 ? new Error(PUSH_ERRORS.notConfigured) : error;
  }
  const { pushManager } = await registration();
  let subscription: PushSubscription;
  try {
    subscription = await pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: fromBase64url(publicKey),
    });
  } catch (error) {
    // No push service behind the browser (some builds, or offline): say so instead of a DOMException.
    throw new Error(PUSH_ERRORS.noPushService, { cause: error });
  }
  await api.post("/push/subscriptions", {
    ...subscription.toJSON(),
    userAgent: deviceLabel(navigator.userAgent),
  });
}

async function switchOff(): Promise<void> {
  const subscription = await currentSubscription();
  if (!subscription) return;
  try {
    await api.request("DELETE", "/push/subscriptions", { endpoint: subscription.endpoint });
  } catch (error) {
    // Already gone on the server (another account took the device): still unsubscribe here.
    if (apiErrorOf(error)?.status !== 404) throw error;
  }
  await subscription.unsubscribe();
}

const key = ["push-device"] as const;

export const usePushDevice = () => useQuery({ queryKey: key, queryFn: readState, enabled: pushSupported() });

export function useSwitchPushDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (on: boolean) => (on ? switchOn() : switchOff()),
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}

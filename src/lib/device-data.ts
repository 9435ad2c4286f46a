// Everything this browser keeps of a user, erased when the account is deleted (docs/product.md §4.22):
// the last-synced data and the changes waiting to sync (IndexedDB), the per-user keys (localStorage)
// and the service worker's caches. Sign-out forgets only the synced copy (docs/offline.md); a deleted
// account leaves nothing to sync and nothing to come back to.
import { userStorage } from "./user-storage";

/** The service worker's caches hold the app, not data, but a deleted account leaves nothing behind. */
async function clearServiceWorker(): Promise<void> {
  if (typeof caches !== "undefined") {
    await Promise.all((await caches.keys()).map((name) => caches.delete(name)));
  }
  // The next visit installs it afresh (with empty caches) instead of running on half-emptied ones.
  if ("serviceWorker" in navigator) {
    const registrations = await navigator.serviceWorker.getRegistrations();
    await Promise.all(registrations.map((registration) => registration.unregister()));
  }
}

export async function eraseUserFromDevice(userId: string, email: string): Promise<void> {
  userStorage.forgetUser(email);
  userStorage.clearSignupEmail();
  // Loaded here: IndexedDB's code is no part of a signed-out visitor's first load.
  const [{ forgetQueryCache }, { offlineDb }] = await Promise.all([
    import("./query-persistence"),
    import("./offline-db"),
  ]);
  await forgetQueryCache(userId); // stops writing the cache first
  await Promise.all([offlineDb.removeUser(userId).catch(() => {}), clearServiceWorker().catch(() => {})]);
}

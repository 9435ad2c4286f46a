// What runs for as long as a user is signed in: live updates and the offline queue and cache
// (docs/offline.md). A chunk of its own, loaded by RequireAuth once there is a user, so a signed-out
// visitor never downloads realtime, IndexedDB or the queue's code.
import { useLiveUpdates } from "../lib/live-updates";
import { useNewDayRefresh } from "../lib/use-indian-today";
import { useOfflineSupport } from "../lib/use-offline";

export default function SignedInSync({ userId }: { userId: string }) {
  useLiveUpdates(userId);
  useOfflineSupport(userId);
  useNewDayRefresh();
  return null;
}

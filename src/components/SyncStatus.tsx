// The header's count of changes waiting on this device; a tap opens the sheet listing them
// (SyncSheet.tsx, docs/offline.md).
import { Button } from "@chakra-ui/react";
import { CircleAlert, CloudUpload } from "lucide-react";
import { lazy, Suspense, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useOfflineQueue } from "../lib/offline-queue-store";
import { useMountedForExit } from "../lib/use-mounted-for-exit";
import { useIsOnline } from "../lib/use-offline";

const loadSyncSheet = () => import("./SyncSheet");
const SyncSheet = lazy(loadSyncSheet);

export function SyncStatus() {
  const { items, signedOut } = useOfflineQueue();
  const online = useIsOnline();
  const [open, setOpen] = useState(false);
  const opened = useMountedForExit(open);
  const { t } = useTranslation();
  const shown = items.filter((item) => item.status !== "sent");
  const visible = shown.length > 0;
  // The sheet's code is fetched when the count first shows, so the tap never waits for it (and it is in
  // the service worker's cache for an offline start).
  useEffect(() => {
    if (visible) void loadSyncSheet();
  }, [visible]);
  if (!visible) return null;
  const refused = shown.filter((item) => item.status === "refused").length;
  const waiting = shown.length - refused;
  const summary =
    refused > 0 ? t("sync.notSavedCount", { count: refused }) : t("sync.toSyncCount", { count: waiting });
  const explanation = !online ? t("sync.offline") : signedOut ? t("sync.signInAgain") : t("sync.sending");
  return (
    <>
      <Button
        size="xs"
        variant="subtle"
        colorPalette={refused > 0 ? "red" : "orange"}
        onClick={() => setOpen(true)}
        aria-label={[
          waiting > 0 ? t("sync.waitingCount", { count: waiting }) : "",
          refused > 0 ? t("sync.notSavedCount", { count: refused }) : "",
        ]
          .filter(Boolean)
          .join(", ")}
        data-testid="sync-status"
      >
        {refused > 0 ? <CircleAlert aria-hidden="true" /> : <CloudUpload aria-hidden="true" />}
        <span data-testid="sync-count">{summary}</span>
      </Button>
      {/* Loaded once the count shows (a tap then opens it at once), mounted while open and while it closes. */}
      {opened ? (
        <Suspense fallback={null}>
          <SyncSheet
            open={open}
            onOpenChange={setOpen}
            shown={shown}
            explanation={waiting > 0 ? explanation : null}
          />
        </Suspense>
      ) : null}
    </>
  );
}

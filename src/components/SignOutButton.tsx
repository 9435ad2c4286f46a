import { Button, type ButtonProps } from "@chakra-ui/react";
import { useQueryClient } from "@tanstack/react-query";
import { LogOut, MonitorSmartphone } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router-dom";
import { snapshot } from "../lib/offline-queue-store";
import { signOutAllDevices, signOutEverywhere } from "../lib/sign-out";
import { showToast } from "./ui/toaster";

/** Sign out (docs/product.md §4.3, §8.5): toast, then home on success or failure. */
export function useSignOut() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);
  const { t } = useTranslation();

  async function signOut() {
    setPending(true);
    const waiting = snapshot().items.filter((item) => item.status !== "sent").length;
    const ok = await signOutEverywhere();
    // Another user may sign in next on this device: nothing of this one may stay in the cache.
    queryClient.clear();
    setPending(false);
    if (ok) {
      showToast({
        title: t("signOut.doneTitle"),
        // Changes waiting to sync stay for this user and are never sent as anyone else (docs/offline.md).
        description: t("signOut.done") + (waiting === 0 ? "" : t("signOut.waiting", { count: waiting })),
        type: "success",
      });
    } else {
      showToast({ title: t("error"), description: t("signOut.failed"), type: "error" });
    }
    navigate("/", { replace: true });
  }

  return { signOut, pending };
}

export function SignOutButton(props: ButtonProps) {
  const { signOut, pending } = useSignOut();
  const { t } = useTranslation();
  return (
    <Button variant="outline" size="sm" onClick={signOut} loading={pending} {...props}>
      <LogOut aria-hidden="true" />
      {t("signOut.button")}
    </Button>
  );
}

/**
 * "Sign out of all devices" (docs/product.md §4.3): Auth ends every session of the account, this one
 * included; the others learn it on their next screen and show sign-in with the reason.
 */
export function SignOutAllDevicesButton(props: ButtonProps) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);
  const { t } = useTranslation();

  async function signOutAll() {
    setPending(true);
    const waiting = snapshot().items.filter((item) => item.status !== "sent").length;
    const ok = await signOutAllDevices();
    setPending(false);
    if (!ok) {
      showToast({ title: t("error"), description: t("signOut.everywhereFailed"), type: "error" });
      return;
    }
    queryClient.clear();
    showToast({
      title: t("signOut.everywhereTitle"),
      description:
        t("signOut.everywhereDone") + (waiting === 0 ? "" : t("signOut.waiting", { count: waiting })),
      type: "success",
    });
    navigate("/", { replace: true });
  }

  return (
    <Button variant="outline" size="sm" onClick={signOutAll} loading={pending} {...props}>
      <MonitorSmartphone aria-hidden="true" />
      {t("signOut.everywhereButton")}
    </Button>
  );
}

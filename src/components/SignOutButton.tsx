import { Button, type ButtonProps } from "@chakra-ui/react";
import { useQueryClient } from "@tanstack/react-query";
import { LogOut } from "lucide-react";
import { useState } from "react";
import { useNavigate } from "react-router-dom";
import { snapshot } from "../lib/offline-queue-store";
import { signOutEverywhere } from "../lib/session";
import { showToast } from "./ui/toaster";

const waitingNote = (waiting: number) =>
  waiting === 0
    ? ""
    : ` ${waiting === 1 ? "1 change stays" : `${waiting} changes stay`} on this device and will be sent when you sign in again.`;

/** Sign out (docs/product.md §4.3, §8.5): toast, then home on success or failure. */
export function useSignOut() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);

  async function signOut() {
    setPending(true);
    const waiting = snapshot().items.filter((item) => item.status !== "sent").length;
    const ok = await signOutEverywhere();
    // Another user may sign in next on this device: nothing of this one may stay in the cache.
    queryClient.clear();
    setPending(false);
    if (ok) {
      showToast({
        title: "Signed Out",
        // Changes waiting to sync stay for this user and are never sent as anyone else (docs/offline.md).
        description: `You have been successfully signed out.${waitingNote(waiting)}`,
        type: "success",
      });
    } else {
      showToast({ title: "Error", description: "Failed to sign out. Please try again.", type: "error" });
    }
    navigate("/", { replace: true });
  }

  return { signOut, pending };
}

export function SignOutButton(props: ButtonProps) {
  const { signOut, pending } = useSignOut();
  return (
    <Button variant="outline" size="sm" onClick={signOut} loading={pending} {...props}>
      <LogOut aria-hidden="true" />
      Sign out
    </Button>
  );
}

// The app's toasts (docs/product.md §9.6): one visible at a time, 5 s by default, 3 s for plain expense-flow toasts,
// 4 s for streak milestones and mission completion, 5 s with Undo after a delete; F8 moves focus to the
// toast region. They sit at the top, over the header's band (docs/product.md §9.6): clear of the
// Save buttons at the bottom of the forms and the navigation bar, and of the Amount field and the back
// arrow under the header.
import { type CreateToasterReturn, createToaster } from "@chakra-ui/react";
import { i18n } from "../../i18n/i18n";
import { translateMessage } from "../../i18n/messages";

export const TOAST_DURATION_MS = 5000;
export const EXPENSE_TOAST_DURATION_MS = 3000;
export const MILESTONE_TOAST_DURATION_MS = 4000;
export const UNDO_TOAST_DURATION_MS = 5000;

/** Below the phone's status bar or notch, over the header (3.5rem high). */
const OVER_HEADER = "calc(0.25rem + env(safe-area-inset-top))";

/** The store the toast region renders (toaster-view.tsx, loaded after first paint). */
export const toastStore = createToaster({
  placement: "top",
  offsets: { top: OVER_HEADER, right: "1rem", bottom: "1rem", left: "1rem" },
  max: 1,
  duration: TOAST_DURATION_MS,
  hotkey: ["F8"],
  pauseOnPageIdle: true,
});

type ToastData = Parameters<typeof toastStore.create>[0];

// With max 1 the store would queue a new toast behind the visible one; the newest message is the one
// that matters (a failure after a "saving" note, say), so it replaces whatever is showing.
function replacing(show: (data: ToastData) => unknown) {
  return (data: ToastData) => {
    toastStore.remove();
    return show(data);
  };
}

/**
 * Use like Chakra's toaster: `toaster.create({ title, description, type })`, `toaster.success(...)`.
 * Every create replaces the toast on screen.
 */
export const toaster: CreateToasterReturn = {
  ...toastStore,
  create: (data) => {
    toastStore.remove();
    return toastStore.create(data);
  },
  success: replacing(toastStore.success),
  error: replacing(toastStore.error),
  info: replacing(toastStore.info),
  warning: replacing(toastStore.warning),
  loading: replacing(toastStore.loading),
};

export type ToastType = "success" | "error" | "info" | "warning";

export interface AppToast {
  title: string;
  description?: string;
  type?: ToastType;
  /** An error that explains the navigation it comes with (e.g. "Not logged in" before going home). */
  keepOnScreenChange?: boolean;
}

const metaOf = (toast: AppToast) => (toast.keepOnScreenChange ? { keepOnScreenChange: true } : undefined);

/** A toast with the default 5 s duration. */
export function showToast(toast: AppToast): string {
  const { title, type = "info" } = toast;
  const description = translateMessage(toast.description);
  return toaster.create({ title, description, type, closable: true, meta: metaOf(toast) });
}

/** A plain toast on the expense flow (3 s). */
export function showExpenseToast(toast: AppToast): string {
  const { title, description, type = "success" } = toast;
  return toaster.create({
    title,
    description,
    type,
    closable: true,
    duration: EXPENSE_TOAST_DURATION_MS,
    meta: metaOf(toast),
  });
}

/** A streak milestone or mission-complete celebration (4 s). */
export function showMilestoneToast({ title, description, type = "success" }: AppToast): string {
  return toaster.create({ title, description, type, closable: true, duration: MILESTONE_TOAST_DURATION_MS });
}

/**
 * Dismisses the error toasts on screen: they are about the screen the user has just left (a failed
 * sign-in, say), so they must not linger over the next one. Successes ("Expense Added!") stay.
 */
export function dismissErrorToasts(): void {
  for (const toast of toastStore.getVisibleToasts()) {
    if (toast.type === "error" && toast.id && !toast.meta?.keepOnScreenChange) toastStore.dismiss(toast.id);
  }
}

/** A success toast with an Undo button, for 5 s (e.g. after a delete). */
export function showUndoToast({ title, description, onUndo }: AppToast & { onUndo: () => void }): string {
  return toaster.create({
    title,
    description,
    type: "success",
    closable: true,
    duration: UNDO_TOAST_DURATION_MS,
    action: { label: i18n.t("undo"), onClick: onUndo },
  });
}

// The app's toasts (spec §9): one visible at a time, 5 s by default, 3 s for plain expense-flow toasts,
// 4 s for streak milestones and mission completion; F8 moves focus to the toast region.
import {
  Toaster as ChakraToaster,
  type CreateToasterReturn,
  createToaster,
  Portal,
  Spinner,
  Stack,
  Toast,
} from "@chakra-ui/react";

export const TOAST_DURATION_MS = 5000;
export const EXPENSE_TOAST_DURATION_MS = 3000;
export const MILESTONE_TOAST_DURATION_MS = 4000;

const store = createToaster({
  placement: "top",
  max: 1,
  duration: TOAST_DURATION_MS,
  hotkey: ["F8"],
  pauseOnPageIdle: true,
});

type ToastData = Parameters<typeof store.create>[0];

// With max 1 the store would queue a new toast behind the visible one; the newest message is the one
// that matters (a failure after a "saving" note, say), so it replaces whatever is showing.
function replacing(show: (data: ToastData) => unknown) {
  return (data: ToastData) => {
    store.remove();
    return show(data);
  };
}

/**
 * Use like Chakra's toaster: `toaster.create({ title, description, type })`, `toaster.success(...)`.
 * Every create replaces the toast on screen.
 */
export const toaster: CreateToasterReturn = {
  ...store,
  create: (data) => {
    store.remove();
    return store.create(data);
  },
  success: replacing(store.success),
  error: replacing(store.error),
  info: replacing(store.info),
  warning: replacing(store.warning),
  loading: replacing(store.loading),
};

export type ToastType = "success" | "error" | "info" | "warning";

export interface AppToast {
  title: string;
  description?: string;
  type?: ToastType;
}

/** A toast with the default 5 s duration. */
export function showToast({ title, description, type = "info" }: AppToast): string {
  return toaster.create({ title, description, type, closable: true });
}

/** A plain toast on the expense flow (3 s). */
export function showExpenseToast({ title, description, type = "success" }: AppToast): string {
  return toaster.create({ title, description, type, closable: true, duration: EXPENSE_TOAST_DURATION_MS });
}

/** A streak milestone or mission-complete celebration (4 s). */
export function showMilestoneToast({ title, description, type = "success" }: AppToast): string {
  return toaster.create({ title, description, type, closable: true, duration: MILESTONE_TOAST_DURATION_MS });
}

/** Renders the toasts; mounted once by the app providers. */
export function Toaster() {
  return (
    <Portal>
      <ChakraToaster toaster={store} insetInline={{ mdDown: "4" }}>
        {(toast) => (
          <Toast.Root width={{ md: "sm" }} data-testid="toast">
            {toast.type === "loading" ? <Spinner size="sm" color="blue.solid" /> : <Toast.Indicator />}
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title ? <Toast.Title>{toast.title}</Toast.Title> : null}
              {toast.description ? (
                <Toast.Description opacity={1}>{toast.description}</Toast.Description>
              ) : null}
            </Stack>
            {toast.action ? <Toast.ActionTrigger>{toast.action.label}</Toast.ActionTrigger> : null}
            {toast.closable ? <Toast.CloseTrigger /> : null}
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}

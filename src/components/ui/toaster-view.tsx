// The toast region. Kept apart from `toaster` so the toast machinery loads after the first paint:
// screens can create toasts at any time, the store holds them until this view mounts.
import { Toaster as ChakraToaster, Portal, Spinner, Stack, Toast } from "@chakra-ui/react";
import { toastStore } from "./toaster";

export default function ToasterView() {
  return (
    <Portal>
      <ChakraToaster toaster={toastStore} insetInline={{ mdDown: "4" }}>
        {(toast) => (
          // Compact (py 3): a title and a one-line description stay within the header's band and the
          // screen title's row, off the back arrow.
          <Toast.Root width={{ md: "sm" }} py="3" data-testid="toast">
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

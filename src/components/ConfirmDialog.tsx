import { Button, CloseButton, Dialog, Portal, Stack } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";

/**
 * Asks before an action that cannot be taken back with one tap (docs/product.md §8.6): a title, what
 * will happen, Cancel and the action. `children` may hold a choice the action needs (e.g. where a
 * deleted category's expenses go).
 */
export function ConfirmDialog(props: {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  /** red for a delete; the brand colour otherwise. */
  destructive?: boolean;
  busy?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation("common");
  return (
    <Dialog.Root
      open={props.open}
      onOpenChange={(details) => {
        if (!details.open) props.onClose();
      }}
      placement="center"
      role="alertdialog"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content data-testid="confirm-dialog">
            <Dialog.Header>
              <Dialog.Title>{props.title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="3">{props.children}</Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={props.onClose}>
                {t("cancel")}
              </Button>
              <Button
                colorPalette={props.destructive ? "red" : "teal"}
                loading={props.busy}
                onClick={props.onConfirm}
              >
                {props.confirmLabel}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t("close")} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

import { Button, Dialog, Portal, Text } from "@chakra-ui/react";
import { useCallback, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useBlocker } from "react-router-dom";

/**
 * Asks "Discard changes?" before a form with unsaved edits is left by the back arrow, the phone's Back
 * or any other link (docs/product.md §2.13, §2.14). `allowLeave` lets the form's own navigation after a
 * save through: it is read when the navigation starts, before the saved state has rendered.
 */
export function useDiscardChangesGuard(dirty: boolean) {
  const dirtyNow = useRef(dirty);
  dirtyNow.current = dirty;
  const leaving = useRef(false);
  const blocker = useBlocker(
    useCallback(
      ({
        currentLocation,
        nextLocation,
      }: {
        currentLocation: { pathname: string };
        nextLocation: { pathname: string };
      }) => dirtyNow.current && !leaving.current && currentLocation.pathname !== nextLocation.pathname,
      [],
    ),
  );
  const allowLeave = useCallback(() => {
    leaving.current = true;
  }, []);
  const dialog = <DiscardChangesDialog blocker={blocker} />;
  return { allowLeave, dialog };
}

function DiscardChangesDialog({ blocker }: { blocker: ReturnType<typeof useBlocker> }) {
  const { t } = useTranslation();
  const open = blocker.state === "blocked";
  return (
    <Dialog.Root
      open={open}
      role="alertdialog"
      placement="center"
      onOpenChange={(details) => {
        if (!details.open && blocker.state === "blocked") blocker.reset();
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content data-testid="discard-changes">
            <Dialog.Header>
              <Dialog.Title>{t("discard.title")}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>{t("discard.text")}</Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={() => blocker.reset?.()}>
                {t("discard.keep")}
              </Button>
              <Button colorPalette="red" onClick={() => blocker.proceed?.()}>
                {t("discard.confirm")}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

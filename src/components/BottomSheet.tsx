import { CloseButton, Drawer, Portal } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";

interface Props {
  open: boolean;
  onClose: () => void;
  title: string;
  /** The actions along the bottom (above the phone's home indicator). */
  footer: ReactNode;
  children: ReactNode;
  "data-testid"?: string;
}

/** A sheet rising from the bottom of a phone's screen (Chakra Drawer), phone-width on larger screens. */
export function BottomSheet({ open, onClose, title, footer, children, "data-testid": testId }: Props) {
  const { t } = useTranslation();
  return (
    <Drawer.Root open={open} placement="bottom" onOpenChange={(details) => (details.open ? null : onClose())}>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content roundedTop="2xl" maxH="92dvh" maxW="lg" mx="auto" data-testid={testId}>
            <Drawer.Header>
              <Drawer.Title>{title}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>{children}</Drawer.Body>
            <Drawer.Footer pb="calc(1rem + env(safe-area-inset-bottom))">{footer}</Drawer.Footer>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t("close")} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}

// The bell's popover with the notifications (a chunk of its own: the popover machine and its
// positioning library are no part of a signed-in screen's first load). Rendered from the first tap on
// the bell, already open; from then on it opens and closes itself.
import { Popover, Portal, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import type { BudgetNotification } from "../../features/dashboard/dashboard-api";
import { NotificationItems } from "../../features/dashboard/NotificationsList";
import { BellButton } from "./BellButton";

export default function NotificationPopover({ items }: { items: BudgetNotification[] }) {
  const { t } = useTranslation();
  const { t: tHome } = useTranslation("dashboard");
  const unread = items.length;
  return (
    <Popover.Root defaultOpen lazyMount unmountOnExit positioning={{ placement: "bottom-end" }}>
      <Popover.Trigger asChild>
        <BellButton unread={unread} />
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content
            width="min(24rem, calc(100vw - 2rem))"
            aria-label={tHome("notifications.title")}
            data-testid="notification-panel"
          >
            <Popover.Arrow />
            <Popover.Body p="3" maxH="70dvh" overflowY="auto">
              <Popover.Title fontWeight="semibold" mb="2">
                {tHome("notifications.title")}
              </Popover.Title>
              {unread > 0 ? (
                <NotificationItems items={items} />
              ) : (
                <Text fontSize="sm" color="fg.secondary">
                  {t("bell.none")}
                </Text>
              )}
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}

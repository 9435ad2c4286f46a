// The header's bell (docs/product.md §2.8): how many budget notifications are unread, and the list
// itself one tap away on every screen with the header, not only halfway down home.
import { Box, Float, IconButton, Popover, Portal, Text } from "@chakra-ui/react";
import { Bell } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useNotifications } from "../../features/dashboard/dashboard-api";
import { NotificationItems } from "../../features/dashboard/NotificationsList";
import { formatNumber } from "../../i18n/format";

/** More than this shows as "9+": the badge stays a small dot on the bell. */
const BADGE_MAX = 9;

/** The count in the reader's digits (Devanagari when chosen). */
function badgeText(count: number): string {
  return count > BADGE_MAX ? `${formatNumber(BADGE_MAX)}+` : formatNumber(count);
}

export function NotificationBell() {
  const { t } = useTranslation();
  const { t: tHome } = useTranslation("dashboard");
  const items = useNotifications().data ?? [];
  const unread = items.length;
  return (
    <Popover.Root lazyMount unmountOnExit positioning={{ placement: "bottom-end" }}>
      <Popover.Trigger asChild>
        <IconButton
          variant="ghost"
          size="sm"
          position="relative"
          aria-label={unread > 0 ? t("bell.label", { count: unread }) : t("bell.labelNone")}
          data-testid="notification-bell"
        >
          <Bell aria-hidden="true" />
          {unread > 0 ? (
            <Float placement="top-end" offset="2">
              <Box
                aria-hidden="true"
                data-testid="notification-badge"
                display="flex"
                alignItems="center"
                justifyContent="center"
                minW="4.5"
                h="4.5"
                px="1"
                rounded="full"
                bg="red.solid"
                color="red.contrast"
                fontSize="2xs"
                fontWeight="bold"
                lineHeight="1"
              >
                {badgeText(unread)}
              </Box>
            </Float>
          ) : null}
        </IconButton>
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

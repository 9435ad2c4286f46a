import { Box, Card, CloseButton, Heading, HStack, Stack, Text } from "@chakra-ui/react";

import { Bell } from "lucide-react";
import { useTranslation } from "react-i18next";
import { formatIstDateTime, formatRupees } from "../../i18n/format.ts";
import { type BudgetNotification, useDismissNotification, useNotifications } from "./dashboard-api.ts";
import { notificationView } from "./notification-view.ts";

/** Unread notifications with dismiss (docs/product.md §4.10: dismiss marks read, then the list refreshes). */
export function NotificationsList() {
  const notifications = useNotifications();
  const { t } = useTranslation("dashboard");
  const items = notifications.data ?? [];
  if (items.length === 0) return null;
  return (
    <Card.Root data-testid="notifications">
      <Card.Body gap="2" p="4">
        <HStack>
          <Bell size={18} aria-hidden="true" />
          <Heading as="h2" fontSize="md" fontWeight="semibold">
            {t("notifications.title")}
          </Heading>
        </HStack>
        <NotificationItems items={items} />
      </Card.Body>
    </Card.Root>
  );
}

/** The notifications themselves, each with its dismiss button: on home's card and under the header's bell. */
export function NotificationItems({ items }: { items: BudgetNotification[] }) {
  const dismiss = useDismissNotification();
  const { t } = useTranslation("dashboard");
  return (
    <Stack gap="2">
      {items.map((item: BudgetNotification) => {
        const view = notificationView(item, formatRupees);
        return (
          <HStack
            key={item.id}
            align="start"
            p="2"
            rounded="md"
            borderLeftWidth="4px"
            borderColor={`${view.colorPalette}.solid`}
            bg="bg.muted"
            data-testid="notification"
            data-type={item.notificationType}
          >
            <Box flex="1" minW="0">
              <Text fontSize="sm" fontWeight="semibold" data-testid="notification-title">
                {view.title}
              </Text>
              <Text fontSize="sm" data-testid="notification-message">
                {view.message}
              </Text>
              {/* When it was raised, on the Indian clock. */}
              <Text fontSize="xs" color="fg.muted" data-testid="notification-time">
                {formatIstDateTime(item.createdAt)}
              </Text>
            </Box>
            <CloseButton
              size="xs"
              aria-label={t("notifications.dismiss")}
              disabled={dismiss.isPending && dismiss.variables === item.id}
              onClick={() => dismiss.mutate(item.id)}
            />
          </HStack>
        );
      })}
    </Stack>
  );
}

import { Box, Card, CloseButton, HStack, Stack, Text } from "@chakra-ui/react";
import { Bell } from "lucide-react";
import { formatIstDateTime } from "../../lib/ist-format.ts";
import { type BudgetNotification, useDismissNotification, useNotifications } from "./dashboard-api.ts";

const TITLES: Record<string, string> = {
  budget_50: "Half your budget used",
  budget_80: "80% of budget used",
  "80_percent": "80% of budget used",
  budget_100: "Budget exceeded",
  "100_percent": "Budget exceeded",
  daily_limit: "Daily limit reached",
};

const paletteOf = (type: string) =>
  type.includes("100") ? "red" : type.includes("80") || type === "daily_limit" ? "orange" : "blue";

/** Unread notifications with dismiss (docs/product.md §4.10: dismiss marks read, then the list refreshes). */
export function NotificationsList() {
  const notifications = useNotifications();
  const dismiss = useDismissNotification();
  const items = notifications.data ?? [];
  if (items.length === 0) return null;
  return (
    <Card.Root data-testid="notifications">
      <Card.Body gap="2" p="4">
        <HStack>
          <Bell size={18} aria-hidden="true" />
          <Text fontWeight="semibold">Notifications</Text>
        </HStack>
        <Stack gap="2">
          {items.map((item: BudgetNotification) => (
            <HStack
              key={item.id}
              align="start"
              p="2"
              rounded="md"
              borderLeftWidth="4px"
              borderColor={`${paletteOf(item.notificationType)}.solid`}
              bg="bg.muted"
              data-testid="notification"
              data-type={item.notificationType}
            >
              <Box flex="1" minW="0">
                <Text fontSize="sm" fontWeight="semibold">
                  {TITLES[item.notificationType] ?? "Budget update"}
                </Text>
                <Text fontSize="sm">{item.message}</Text>
                <Text fontSize="xs" color="fg.muted">
                  {formatIstDateTime(item.triggerDate)}
                </Text>
              </Box>
              <CloseButton
                size="xs"
                aria-label="Dismiss notification"
                disabled={dismiss.isPending && dismiss.variables === item.id}
                onClick={() => dismiss.mutate(item.id)}
              />
            </HStack>
          ))}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

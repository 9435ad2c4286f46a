import { Button, Field, HStack, Input, Skeleton, Stack, Switch, Text } from "@chakra-ui/react";
import type { NotificationSettingsRow } from "@shared/api-rows.ts";
import { useState } from "react";
import { LoadError } from "../../components/LoadError";
import { showToast } from "../../components/ui/toaster";
import { serverMessage } from "../../lib/api";
import { useChangeNotificationSettings, useNotificationSettings } from "./notification-settings-api";

const SWITCHES: ReadonlyArray<{
  field: "dailyReminders" | "budgetAlerts" | "weeklyReports";
  label: string;
  hint: string;
}> = [
  {
    field: "dailyReminders",
    label: "Daily reminder",
    hint: "An e-mail at your reminder time if you haven't logged anything that day",
  },
  {
    field: "budgetAlerts",
    label: "Budget alerts",
    hint: "Alerts at 50%, 80% and 100% of your budget and above the daily limit",
  },
  {
    field: "weeklyReports",
    label: "Weekly report",
    hint: "A summary of your week by e-mail on Sunday evening",
  },
];

/** Profile's "Reminders" (docs/product.md §2.16, §4.25): three switches and the reminder time. */
export function NotificationSettings() {
  const settings = useNotificationSettings();
  if (settings.isPending) return <Skeleton height="40" />;
  if (settings.isError) {
    return (
      <LoadError
        message="Couldn't load your reminders."
        onRetry={() => void settings.refetch()}
        retrying={settings.isFetching}
      />
    );
  }
  return <SettingsForm saved={settings.data} />;
}

function SettingsForm({ saved }: { saved: NotificationSettingsRow }) {
  const change = useChangeNotificationSettings();
  const [time, setTime] = useState(saved.reminderTime);
  const failed = (error: unknown) =>
    showToast({
      title: "Couldn't save",
      description: serverMessage(error) ?? "Please try again.",
      type: "error",
    });

  return (
    <Stack gap="4" data-testid="notification-settings">
      <Text fontWeight="semibold">Reminders</Text>
      {SWITCHES.map(({ field, label, hint }) => (
        <Switch.Root
          key={field}
          checked={saved[field]}
          disabled={change.isPending}
          onCheckedChange={(details) => change.mutate({ [field]: details.checked }, { onError: failed })}
          colorPalette="teal"
          width="full"
          justifyContent="space-between"
        >
          <Switch.HiddenInput />
          <Switch.Label>
            <Stack gap="0">
              <Text fontWeight="semibold">{label}</Text>
              <Text fontSize="sm" color="fg.secondary" fontWeight="normal">
                {hint}
              </Text>
            </Stack>
          </Switch.Label>
          <Switch.Control />
        </Switch.Root>
      ))}
      <form
        onSubmit={(event) => {
          event.preventDefault();
          change.mutate(
            { reminderTime: time },
            {
              onSuccess: (row) =>
                showToast({
                  title: "Reminder time saved",
                  description: `Daily reminder at ${row.reminderTime} (IST).`,
                  type: "success",
                }),
              onError: failed,
            },
          );
        }}
      >
        <Field.Root>
          <Field.Label>Reminder time (IST)</Field.Label>
          <HStack gap="3" width="full">
            <Input
              type="time"
              value={time}
              required
              onChange={(event) => setTime(event.target.value)}
              flex="1"
            />
            <Button
              type="submit"
              variant="outline"
              loading={change.isPending}
              disabled={time === saved.reminderTime}
            >
              Save time
            </Button>
          </HStack>
        </Field.Root>
      </form>
    </Stack>
  );
}

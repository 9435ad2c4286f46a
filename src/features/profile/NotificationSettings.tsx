import { Button, Field, HStack, Input, Skeleton, Stack, Text } from "@chakra-ui/react";
import type { NotificationSettingsRow } from "@shared/contract/api-rows.ts";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { LoadError } from "../../components/LoadError";
import { showToast } from "../../components/ui/toaster";
import { serverMessage } from "../../lib/api";
import { useChangeNotificationSettings, useNotificationSettings } from "./notification-settings-api";
import { PushNotificationsSwitch } from "./PushNotificationsSwitch";
import { SettingSwitch } from "./SettingSwitch";

/** The three switches; their label and hint are `reminders.<field>` and `reminders.<field>Hint`. */
const SWITCHES = ["dailyReminders", "budgetAlerts", "weeklyReports"] as const;

/** Profile's "Reminders" (docs/product.md §2.16, §4.25): three switches and the reminder time. */
export function NotificationSettings() {
  const settings = useNotificationSettings();
  const { t } = useTranslation("recurring");
  if (settings.isPending) return <Skeleton height="40" />;
  if (settings.isError) {
    return (
      <LoadError
        message={t("reminders.loadFailed")}
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
  const { t } = useTranslation(["recurring", "auth"]);
  const failed = (error: unknown) =>
    showToast({
      title: t("reminders.saveFailed"),
      description: serverMessage(error) ?? t("tryAgain"),
      type: "error",
    });

  return (
    <Stack gap="5" data-testid="notification-settings">
      <Text fontWeight="semibold">{t("reminders.title")}</Text>
      {SWITCHES.map((field) => (
        <SettingSwitch
          key={field}
          label={t(`reminders.${field}`)}
          hint={t(`reminders.${field}Hint`)}
          checked={saved[field]}
          disabled={change.isPending}
          onChange={(checked) => change.mutate({ [field]: checked }, { onError: failed })}
        />
      ))}
      <PushNotificationsSwitch />
      <form
        onSubmit={(event) => {
          event.preventDefault();
          change.mutate(
            { reminderTime: time },
            {
              onSuccess: (row) =>
                showToast({
                  title: t("reminders.timeSavedTitle"),
                  description: t("reminders.timeSaved", { time: row.reminderTime }),
                  type: "success",
                }),
              onError: failed,
            },
          );
        }}
      >
        <Field.Root>
          <Field.Label>{t("reminders.time")}</Field.Label>
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
              {t("reminders.saveTime")}
            </Button>
          </HStack>
        </Field.Root>
      </form>
    </Stack>
  );
}

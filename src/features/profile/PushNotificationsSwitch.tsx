import { Stack, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { i18n } from "../../i18n/i18n";
import { serverMessage } from "../../lib/api";
import { PUSH_ERRORS, pushSupported, usePushDevice, useSwitchPushDevice } from "./push-device";
import { SettingSwitch } from "./SettingSwitch";

const errorText = (error: unknown) => {
  const known = Object.values(PUSH_ERRORS) as string[];
  if (error instanceof Error && known.includes(error.message)) return error.message;
  return serverMessage(error) ?? i18n.t("recurring:reminders.pushFailed");
};

/**
 * "Notifications on this device" in Profile's Reminders (docs/product.md §4.28): the daily reminder as
 * a Web Push notification too. Not shown where the browser has no PushManager.
 */
export function PushNotificationsSwitch() {
  const state = usePushDevice();
  const change = useSwitchPushDevice();
  const { t } = useTranslation("recurring");
  if (!pushSupported()) return null;
  const blocked = state.data?.permission === "denied";
  return (
    <Stack gap="1" data-testid="push-notifications">
      <SettingSwitch
        label={t("reminders.push")}
        hint={t("reminders.pushHint")}
        // While switching, the state asked for; then what the browser says (so a failed switch-on goes back off).
        checked={change.isPending ? change.variables : (state.data?.subscribed ?? false)}
        disabled={state.isPending || change.isPending || (blocked && !state.data?.subscribed)}
        onChange={(on) => change.mutate(on)}
      />
      {blocked ? (
        <Text fontSize="sm" color="fg.secondary">
          {t("reminders.pushBlocked")}
        </Text>
      ) : change.isError ? (
        <Text fontSize="sm" color="fg.error" role="alert">
          {errorText(change.error)}
        </Text>
      ) : null}
    </Stack>
  );
}

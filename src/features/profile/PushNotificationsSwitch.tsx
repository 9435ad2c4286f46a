import { Stack, Text } from "@chakra-ui/react";
import { serverMessage } from "../../lib/api";
import { PUSH_ERRORS, pushSupported, usePushDevice, useSwitchPushDevice } from "./push-device";
import { SettingSwitch } from "./SettingSwitch";

const BLOCKED_HELP =
  "Notifications are blocked for this site. To allow them, open your browser's site settings (the icon beside the address), allow notifications, then switch this on.";

const errorText = (error: unknown) => {
  const known = Object.values(PUSH_ERRORS) as string[];
  if (error instanceof Error && known.includes(error.message)) return error.message;
  return serverMessage(error) ?? "Couldn't change notifications on this device. Please try again.";
};

/**
 * "Notifications on this device" in Profile's Reminders (docs/product.md §4.28): the daily reminder as
 * a Web Push notification too. Not shown where the browser has no PushManager.
 */
export function PushNotificationsSwitch() {
  const state = usePushDevice();
  const change = useSwitchPushDevice();
  if (!pushSupported()) return null;
  const blocked = state.data?.permission === "denied";
  return (
    <Stack gap="1" data-testid="push-notifications">
      <SettingSwitch
        label="Notifications on this device"
        hint="The daily reminder as a notification on this phone or computer as well"
        // While switching, the state asked for; then what the browser says (so a failed switch-on goes back off).
        checked={change.isPending ? change.variables : (state.data?.subscribed ?? false)}
        disabled={state.isPending || change.isPending || (blocked && !state.data?.subscribed)}
        onChange={(on) => change.mutate(on)}
      />
      {blocked ? (
        <Text fontSize="sm" color="fg.secondary">
          {BLOCKED_HELP}
        </Text>
      ) : change.isError ? (
        <Text fontSize="sm" color="fg.error" role="alert">
          {errorText(change.error)}
        </Text>
      ) : null}
    </Stack>
  );
}

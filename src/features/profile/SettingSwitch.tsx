import { Stack, Switch, Text } from "@chakra-ui/react";

/** One of Profile's Reminders switches: a bold label with a hint under it, the switch on the right. */
export function SettingSwitch(props: {
  label: string;
  hint: string;
  checked: boolean;
  disabled: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <Switch.Root
      checked={props.checked}
      disabled={props.disabled}
      onCheckedChange={(details) => props.onChange(details.checked)}
      colorPalette="teal"
      width="full"
      justifyContent="space-between"
    >
      <Switch.HiddenInput />
      <Switch.Label>
        <Stack gap="0">
          <Text fontWeight="semibold">{props.label}</Text>
          <Text fontSize="sm" color="fg.secondary" fontWeight="normal">
            {props.hint}
          </Text>
        </Stack>
      </Switch.Label>
      <Switch.Control />
    </Switch.Root>
  );
}

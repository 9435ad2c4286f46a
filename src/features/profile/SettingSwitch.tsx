import { HStack, Stack, Switch, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";

/** A Profile switch: an optional icon, a bold label with a hint under it, the switch on the right. */
export function SettingSwitch(props: {
  label: string;
  hint: string;
  icon?: ReactNode;
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
        <HStack gap="2">
          {props.icon}
          <Stack gap="0">
            <Text fontWeight="semibold">{props.label}</Text>
            <Text fontSize="sm" color="fg.secondary" fontWeight="normal">
              {props.hint}
            </Text>
          </Stack>
        </HStack>
      </Switch.Label>
      <Switch.Control />
    </Switch.Root>
  );
}

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
      // Room between the text and the switch, and lines that breathe at 390 px (they sat cramped).
      gap="4"
    >
      <Switch.HiddenInput />
      <Switch.Label flex="1">
        <HStack gap="3" align="start">
          {props.icon}
          <Stack gap="1">
            <Text fontWeight="semibold" lineHeight="short">
              {props.label}
            </Text>
            <Text fontSize="sm" color="fg.secondary" fontWeight="normal" lineHeight="1.45">
              {props.hint}
            </Text>
          </Stack>
        </HStack>
      </Switch.Label>
      <Switch.Control />
    </Switch.Root>
  );
}

import { Heading, SegmentGroup, Stack, Text } from "@chakra-ui/react";
import { COLOR_MODE_CHOICES, type ColorModeChoice, useColorMode } from "../../lib/color-mode";

const LABELS: Record<ColorModeChoice, string> = { system: "System", light: "Light", dark: "Dark" };

/** Light, dark, or following the device's setting (the default); kept on this device. */
export function AppearanceSetting() {
  const { choice, setChoice } = useColorMode();
  return (
    <Stack gap="2" data-testid="appearance">
      <Heading as="h2" fontSize="md" fontWeight="semibold" id="appearance-label">
        Appearance
      </Heading>
      <Text fontSize="sm" color="fg.secondary">
        Dark mode follows your phone's setting unless you choose here.
      </Text>
      <SegmentGroup.Root
        value={choice}
        onValueChange={(details) => {
          if (details.value) setChoice(details.value as ColorModeChoice);
        }}
        aria-labelledby="appearance-label"
        size="sm"
      >
        <SegmentGroup.Indicator />
        <SegmentGroup.Items items={COLOR_MODE_CHOICES.map((value) => ({ value, label: LABELS[value] }))} />
      </SegmentGroup.Root>
    </Stack>
  );
}

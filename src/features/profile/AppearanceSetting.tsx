import { Heading, SegmentGroup, Stack, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { COLOR_MODE_CHOICES, type ColorModeChoice, useColorMode } from "../../lib/color-mode";

/** Light, dark, or following the device's setting (the default); kept on this device. */
export function AppearanceSetting() {
  const { choice, setChoice } = useColorMode();
  const { t } = useTranslation("profile");
  return (
    <Stack gap="2" data-testid="appearance">
      <Heading as="h2" fontSize="md" fontWeight="semibold" id="appearance-label">
        {t("appearance.title")}
      </Heading>
      <Text fontSize="sm" color="fg.secondary">
        {t("appearance.hint")}
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
        <SegmentGroup.Items
          items={COLOR_MODE_CHOICES.map((value) => ({ value, label: t(`appearance.${value}`) }))}
        />
      </SegmentGroup.Root>
    </Stack>
  );
}

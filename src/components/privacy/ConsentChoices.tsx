import { Checkbox, Stack, Text } from "@chakra-ui/react";
import { OPTIONAL_PURPOSES, type OptionalPurpose } from "@shared/contract/consents.ts";
import { useTranslation } from "react-i18next";

export type OptionalChoices = Record<OptionalPurpose, boolean>;

/** Nothing ticked: each optional purpose is the person's own affirmative choice. */
export const NO_OPTIONAL_CHOICES: OptionalChoices = {
  analytics: false,
  reminders: false,
  weekly_report: false,
};

/** The optional purposes of the notice as boxes, each with what it means. */
export function ConsentChoices({
  value,
  onChange,
  disabled,
}: {
  value: OptionalChoices;
  onChange: (next: OptionalChoices) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Stack as="fieldset" gap="3" data-testid="consent-choices">
      <Stack as="legend" gap="0" mb="2">
        <Text fontWeight="semibold">{t("privacyNotice.optionalHeading")}</Text>
        <Text fontSize="sm" color="fg.secondary">
          {t("privacyNotice.optionalHint")}
        </Text>
      </Stack>
      {OPTIONAL_PURPOSES.map((purpose) => (
        <Checkbox.Root
          key={purpose}
          checked={value[purpose]}
          disabled={disabled}
          onCheckedChange={(details) => onChange({ ...value, [purpose]: details.checked === true })}
          alignItems="start"
        >
          <Checkbox.HiddenInput name={`consent-${purpose}`} />
          <Checkbox.Control mt="0.5" />
          <Checkbox.Label>
            <Text as="span" display="block" fontWeight="semibold">
              {t(`privacyNotice.purposes.${purpose}`)}
            </Text>
            <Text as="span" display="block" fontSize="sm" color="fg.secondary" fontWeight="normal">
              {t(`privacyNotice.purposes.${purpose}Hint`)}
            </Text>
          </Checkbox.Label>
        </Checkbox.Root>
      ))}
    </Stack>
  );
}

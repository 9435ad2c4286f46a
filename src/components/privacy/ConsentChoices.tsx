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
        // The label is the purpose's name; what it means describes the box (a label holding the whole
        // sentence would also answer to the form's own labels, "E-mail" among them).
        <Stack key={purpose} gap="0.5">
          <Checkbox.Root
            checked={value[purpose]}
            disabled={disabled}
            onCheckedChange={(details) => onChange({ ...value, [purpose]: details.checked === true })}
          >
            <Checkbox.HiddenInput name={`consent-${purpose}`} aria-describedby={`consent-${purpose}-hint`} />
            <Checkbox.Control />
            <Checkbox.Label fontWeight="semibold">{t(`privacyNotice.purposes.${purpose}`)}</Checkbox.Label>
          </Checkbox.Root>
          <Text id={`consent-${purpose}-hint`} fontSize="sm" color="fg.secondary" ps="7">
            {t(`privacyNotice.purposes.${purpose}Hint`)}
          </Text>
        </Stack>
      ))}
    </Stack>
  );
}

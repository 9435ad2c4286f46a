import { Field, NativeSelect, Stack, type StackProps } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";

/**
 * The place "Shared with" takes, kept while its chunk and the households load: the section's own
 * "Just me" field, hidden and inert, so the section replaces it at the same height and Save does not
 * move (docs/web.md "/expense: Shared with on demand").
 */
export function SharedWithSpace(props: StackProps) {
  const { t } = useTranslation("expenses");
  return (
    <Stack gap="3" aria-hidden="true" inert visibility="hidden" data-testid="shared-with-space" {...props}>
      <Field.Root disabled>
        <Field.Label>{t("shared.sharedWith")}</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field tabIndex={-1}>
            <option>{t("shared.justMe")}</option>
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <Field.HelperText>{t("shared.justMeHint")}</Field.HelperText>
      </Field.Root>
    </Stack>
  );
}

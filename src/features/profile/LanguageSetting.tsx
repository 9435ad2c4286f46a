import { Heading, SegmentGroup, Stack, Switch, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { useLanguageChoice } from "../../i18n/use-language";

// Each language named in itself, whatever the app's language now.
const ITEMS = [
  { value: "hi", label: "हिन्दी" },
  { value: "en", label: "English" },
];

/** हिन्दी / English, stored on the profile; Devanagari digits in Hindi (docs/product.md §4.29). */
export function LanguageSetting() {
  const { t } = useTranslation("profile");
  const { language, choose, devanagariDigits, chooseDigits } = useLanguageChoice();
  return (
    <Stack gap="2" data-testid="language-setting">
      <Heading as="h2" fontSize="md" fontWeight="semibold" id="language-label">
        {t("language.title")}
      </Heading>
      <Text fontSize="sm" color="fg.secondary">
        {t("language.hint")}
      </Text>
      <SegmentGroup.Root
        value={language}
        onValueChange={(details) => {
          if (details.value === "hi" || details.value === "en") void choose(details.value);
        }}
        aria-labelledby="language-label"
        size="sm"
      >
        <SegmentGroup.Indicator />
        <SegmentGroup.Items items={ITEMS} />
      </SegmentGroup.Root>
      {language === "hi" ? (
        <Switch.Root
          checked={devanagariDigits}
          onCheckedChange={(details) => chooseDigits(details.checked)}
          colorPalette="teal"
          width="full"
          justifyContent="space-between"
          mt="2"
        >
          <Switch.HiddenInput />
          <Switch.Label>
            <Stack gap="0">
              <Text fontWeight="semibold">{t("language.digits")}</Text>
              <Text fontSize="sm" color="fg.secondary" fontWeight="normal">
                {t("language.digitsHint")}
              </Text>
            </Stack>
          </Switch.Label>
          <Switch.Control />
        </Switch.Root>
      ) : null}
    </Stack>
  );
}

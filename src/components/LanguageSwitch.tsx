import { Button, type ButtonProps } from "@chakra-ui/react";
import { Languages } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useLanguageChoice } from "../i18n/use-language";

/** हिन्दी / English: switches to the other language (docs/product.md §4.29). */
export function LanguageSwitch(props: ButtonProps) {
  const { t } = useTranslation();
  const { language, choose } = useLanguageChoice();
  const other = language === "hi" ? "en" : "hi";
  return (
    <Button
      variant="ghost"
      size="sm"
      colorPalette="teal"
      lang={other === "hi" ? "hi-IN" : "en-IN"}
      aria-label={t("language.switchLabel")}
      data-testid="language-switch"
      onClick={() => void choose(other)}
      {...props}
    >
      <Languages aria-hidden="true" />
      {t("language.switchTo")}
    </Button>
  );
}

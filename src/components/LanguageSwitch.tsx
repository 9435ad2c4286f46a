import { Button, type ButtonProps } from "@chakra-ui/react";
import { Languages } from "lucide-react";
import { useTranslation } from "react-i18next";
import { setLanguage } from "../i18n/i18n";

/**
 * हिन्दी / English: switches to the other language (docs/product.md §4.29). On the landing, for a visitor
 * with no user: the choice stays on this device (signed in, Profile's setting saves it to the profile:
 * i18n/use-language.ts, which the signed-out start does not load).
 */
export function LanguageSwitch(props: ButtonProps) {
  const { t, i18n } = useTranslation();
  const other = i18n.language === "hi" ? "en" : "hi";
  return (
    <Button
      variant="ghost"
      size="sm"
      colorPalette="teal"
      lang={other === "hi" ? "hi-IN" : "en-IN"}
      aria-label={t("language.switchLabel")}
      data-testid="language-switch"
      onClick={() => void setLanguage(other)}
      {...props}
    >
      <Languages aria-hidden="true" />
      {t("language.switchTo")}
    </Button>
  );
}

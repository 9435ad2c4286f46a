// Type-checked keys: t("…") and useTranslation("…") accept only keys and namespaces of the English
// texts, so a misspelt or removed key is a type error, not a raw key on screen.
import "i18next";
import type { en } from "../locales/en/texts";

declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "common";
    resources: typeof en;
    returnNull: false;
  }
}

import { NativeSelect } from "@chakra-ui/react";
import { COUNTRIES } from "@shared/contract/profile-schemas.ts";
import type { ComponentProps } from "react";
import { useTranslation } from "react-i18next";
import { countryLabel } from "../i18n/labels";

/** The sign-up form's six countries (docs/product.md §3) as a native select; props go to the <select>. */
export function CountrySelect(props: ComponentProps<typeof NativeSelect.Field>) {
  // Re-rendered on a change of language; the stored value stays the English name.
  useTranslation("common");
  return (
    <NativeSelect.Root>
      <NativeSelect.Field {...props}>
        {COUNTRIES.map((country) => (
          <option key={country} value={country}>
            {countryLabel(country)}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

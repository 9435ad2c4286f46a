import { NativeSelect } from "@chakra-ui/react";
import { COUNTRIES } from "@shared/contract/profile-schemas.ts";
import type { ComponentProps } from "react";

/** The sign-up form's six countries (docs/product.md §3) as a native select; props go to the <select>. */
export function CountrySelect(props: ComponentProps<typeof NativeSelect.Field>) {
  return (
    <NativeSelect.Root>
      <NativeSelect.Field {...props}>
        {COUNTRIES.map((country) => (
          <option key={country} value={country}>
            {country}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

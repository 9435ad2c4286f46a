// A password field with a button that shows the characters typed (docs/product.md §2.3): on a phone a
// mistyped password is the commonest reason a sign-in or sign-up fails.
import { chakra, IconButton, Input, InputGroup, type InputProps } from "@chakra-ui/react";
import { Eye, EyeOff } from "lucide-react";
import { forwardRef, useState } from "react";
import { useTranslation } from "react-i18next";

/** Chakra's Input (so `register(…)` and Field's label work as on any input) in an InputGroup with the toggle. */
export const PasswordInput = forwardRef<HTMLInputElement, Omit<InputProps, "type">>(
  function PasswordInput(props, ref) {
    const { t } = useTranslation();
    const [visible, setVisible] = useState(false);
    return (
      <InputGroup
        endElementProps={{ px: "1" }}
        endElement={
          // Named by its content, not aria-label, so the field's label ("Password") names only the field;
          // one fixed name with aria-pressed, as a toggle button should.
          <IconButton
            variant="ghost"
            size="sm"
            aria-pressed={visible}
            onClick={() => setVisible((shown) => !shown)}
          >
            {visible ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
            <chakra.span srOnly>{t("showPassword")}</chakra.span>
          </IconButton>
        }
      >
        <Input ref={ref} {...props} type={visible ? "text" : "password"} />
      </InputGroup>
    );
  },
);

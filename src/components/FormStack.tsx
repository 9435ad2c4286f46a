import { chakra, type HTMLChakraProps } from "@chakra-ui/react";

/** A <form> laid out as a vertical stack (Chakra's Stack renders a div, which has no form props). */
export function FormStack(props: HTMLChakraProps<"form">) {
  return <chakra.form display="flex" flexDirection="column" gap="4" noValidate {...props} />;
}

import { Center, Spinner, Text, VStack } from "@chakra-ui/react";

/** Full-height spinner for a screen that is still resolving (session, lazy route, token check). */
export function PageSpinner({ label }: { label?: string }) {
  return (
    <Center minH="60dvh" role="status" aria-live="polite">
      <VStack gap="3">
        <Spinner size="lg" color="teal.fg" borderWidth="3px" />
        <Text color={label ? "fg.secondary" : undefined} srOnly={!label}>
          {label ?? "Loading..."}
        </Text>
      </VStack>
    </Center>
  );
}

import { Box, Button, Center, Heading, Text, VStack } from "@chakra-ui/react";
import { WifiOff } from "lucide-react";

/** Shown when the app opens without a connection (the shell comes from the service worker cache). */
export function OfflineScreen({ onRetry }: { onRetry?: () => void }) {
  return (
    <Center minH="70dvh" px="6">
      <VStack gap="4" textAlign="center" maxW="sm">
        <Box color="teal.fg">
          <WifiOff size={48} aria-hidden="true" />
        </Box>
        <Heading as="h1" size="xl">
          You're offline
        </Heading>
        <Text color="fg.secondary">
          Paisa Coach needs a connection to load your budget and expenses. Check your internet connection and
          try again.
        </Text>
        <Button colorPalette="teal" onClick={onRetry ?? (() => window.location.reload())}>
          Try again
        </Button>
      </VStack>
    </Center>
  );
}

import { Button, HStack, Text } from "@chakra-ui/react";
import { RotateCw } from "lucide-react";

interface LoadErrorProps {
  /** What could not be loaded, e.g. docs/product.md §8's "Failed to fetch expenses". */
  message: string;
  onRetry: () => void;
  /** True while the retry is under way. */
  retrying?: boolean;
}

/** A failed read in place of its figures (never defaults that look real), with Retry. */
export function LoadError({ message, onRetry, retrying = false }: LoadErrorProps) {
  return (
    <HStack justify="space-between" gap="3" wrap="wrap" role="alert" data-testid="load-error">
      <Text color="fg.error">{message}</Text>
      <Button size="xs" variant="outline" onClick={onRetry} loading={retrying} loadingText="Retrying">
        <RotateCw aria-hidden="true" /> Retry
      </Button>
    </HStack>
  );
}

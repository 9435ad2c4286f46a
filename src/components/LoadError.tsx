import { Button, HStack, Text } from "@chakra-ui/react";
import { RotateCw } from "lucide-react";
import { useTranslation } from "react-i18next";

interface LoadErrorProps {
  /** What could not be loaded, e.g. docs/product.md §8's "Failed to fetch expenses". */
  message: string;
  onRetry: () => void;
  /** True while the retry is under way. */
  retrying?: boolean;
}

/** A failed read in place of its figures (never defaults that look real), with Retry. */
export function LoadError({ message, onRetry, retrying = false }: LoadErrorProps) {
  const { t } = useTranslation();
  return (
    <HStack justify="space-between" gap="3" wrap="wrap" role="alert" data-testid="load-error">
      <Text color="fg.error">{message}</Text>
      <Button size="xs" variant="outline" onClick={onRetry} loading={retrying} loadingText={t("retrying")}>
        <RotateCw aria-hidden="true" /> {t("retry")}
      </Button>
    </HStack>
  );
}

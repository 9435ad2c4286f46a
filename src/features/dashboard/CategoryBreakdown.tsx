import { Box, Card, Heading, HStack, Progress, Stack, Text } from "@chakra-ui/react";
import type { Paise } from "@shared/money/paise.ts";
import { useTranslation } from "react-i18next";
import { LoadError } from "../../components/LoadError.tsx";
import { formatRupees } from "../../i18n/format.ts";
import { useCategoryLabel } from "../../i18n/labels.ts";
import { topCategories } from "./budget-status.ts";
import { categoryLook } from "./category-look.ts";

interface Props {
  categorySpending: Record<string, Paise> | undefined;
  error: boolean;
  onRetry: () => void;
}

/** Today's spending by category, top 6 (docs/product.md §2.9, §9.3). */
export function CategoryBreakdown({ categorySpending, error, onRetry }: Props) {
  const top = topCategories(categorySpending ?? {});
  const { t } = useTranslation("dashboard");
  const labelOf = useCategoryLabel();
  return (
    <Card.Root data-testid="category-breakdown">
      <Card.Body gap="3" p="4">
        <Heading as="h2" fontSize="md" fontWeight="semibold">
          {t("breakdown.title")}
        </Heading>
        {error ? (
          <LoadError message={t("breakdown.failed")} onRetry={onRetry} />
        ) : top.length === 0 ? (
          <Text fontSize="sm" color="fg.muted">
            {t("breakdown.empty")}
          </Text>
        ) : (
          <Stack gap="2">
            {top.map(({ category, spent, share }) => {
              const look = categoryLook(category);
              return (
                <Box key={category} data-testid="breakdown-row" data-category={category}>
                  <HStack justify="space-between" fontSize="sm">
                    <HStack gap="2" minW="0">
                      <span aria-hidden="true">{look.emoji}</span>
                      <Text truncate>{labelOf(category)}</Text>
                    </HStack>
                    <Text fontWeight="medium" data-testid="breakdown-amount">
                      {formatRupees(spent)}
                    </Text>
                  </HStack>
                  <Progress.Root
                    value={share}
                    size="xs"
                    aria-label={t("breakdown.share", { category: labelOf(category) })}
                  >
                    <Progress.Track rounded="full">
                      <Progress.Range style={{ background: look.color }} />
                    </Progress.Track>
                  </Progress.Root>
                </Box>
              );
            })}
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}

import { Box, Card, Flex, Heading, HStack, Progress, Skeleton, Text } from "@chakra-ui/react";
import { formatRupees } from "@shared/money.ts";
import { spendLevel, spendMessage } from "@shared/spend-level.ts";
import { Frown, Meh, Smile } from "lucide-react";
import { LoadError } from "../../components/LoadError.tsx";
import { formatIstShortDate } from "../../lib/ist-format.ts";

const MOOD_ICONS = { happy: Smile, neutral: Meh, sad: Frown } as const;

interface Props {
  /** Undefined while loading. */
  todaySpent: number | undefined;
  /** Undefined while the budget loads. */
  dailyLimit: number | undefined;
  error: boolean;
  onRetry: () => void;
}

/** docs/product.md §4.7 today's spend level: date, spent, limit, capped bar, mood icon and message. */
export function TodaySpendingCard({ todaySpent, dailyLimit, error, onRetry }: Props) {
  const level = spendLevel(todaySpent ?? 0, dailyLimit ?? 0);
  const loaded = todaySpent !== undefined && dailyLimit !== undefined && !error;
  const MoodIcon = MOOD_ICONS[level.mood];
  return (
    <Card.Root data-testid="today-card" data-tier={level.tier} variant="elevated">
      <Card.Body gap="3" p="4">
        <Flex justify="space-between" align="center">
          <Box>
            <Heading as="h2" fontSize="md" fontWeight="semibold">
              Today's Spending
            </Heading>
            <Text fontSize="sm" color="fg.muted" data-testid="today-date">
              {formatIstShortDate()}
            </Text>
          </Box>
          {loaded ? (
            <Box color={`${level.colorPalette}.fg`} aria-hidden="true">
              <MoodIcon size={32} />
            </Box>
          ) : null}
        </Flex>
        {error ? (
          <LoadError message="Failed to fetch daily limit" onRetry={onRetry} />
        ) : todaySpent === undefined || dailyLimit === undefined ? (
          // The loaded card's rows (amount, bar, title and message) as placeholders of their height, so
          // nothing below moves when the figures arrive (layout shift, docs/web.md performance).
          <>
            <Skeleton height="8" />
            <Skeleton height="2.5" rounded="full" />
            <Skeleton height="12" />
          </>
        ) : (
          <HStack justify="space-between" align="baseline" wrap="wrap">
            <Text fontSize="2xl" fontWeight="bold" data-testid="today-spent">
              {formatRupees(todaySpent)}
            </Text>
            <Text fontSize="sm" color="fg.muted">
              of <span data-testid="today-limit">{formatRupees(dailyLimit)}</span> daily limit
            </Text>
          </HStack>
        )}
        {loaded ? (
          <>
            <Progress.Root
              value={level.barPercent}
              colorPalette={level.colorPalette}
              size="md"
              aria-label="Share of today's limit spent"
            >
              <Progress.Track rounded="full">
                <Progress.Range />
              </Progress.Track>
            </Progress.Root>
            <Box>
              <Text fontWeight="semibold" color={`${level.colorPalette}.fg`} data-testid="today-title">
                {level.title}{" "}
                <Text as="span" fontWeight="normal">
                  ({Math.round(level.percent)}%)
                </Text>
              </Text>
              <Text fontSize="sm" data-testid="today-message">
                {spendMessage(level, formatRupees)}
              </Text>
            </Box>
          </>
        ) : null}
      </Card.Body>
    </Card.Root>
  );
}

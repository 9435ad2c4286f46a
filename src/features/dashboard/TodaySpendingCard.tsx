import { Box, Card, Flex, HStack, Progress, Skeleton, Text } from "@chakra-ui/react";
import { formatRupees } from "@shared/money.ts";
import { spendLevel, spendMessage } from "@shared/spend-level.ts";
import { Frown, Meh, Smile } from "lucide-react";
import { formatIstShortDate } from "../../lib/ist-format.ts";

const MOOD_ICONS = { happy: Smile, neutral: Meh, sad: Frown } as const;

interface Props {
  todaySpent: number | undefined;
  dailyLimit: number;
  error: boolean;
}

/** docs/product.md §4.7 today's spend level: date, spent, limit, capped bar, mood icon and message. */
export function TodaySpendingCard({ todaySpent, dailyLimit, error }: Props) {
  const level = spendLevel(todaySpent ?? 0, dailyLimit);
  const MoodIcon = MOOD_ICONS[level.mood];
  return (
    <Card.Root data-testid="today-card" data-tier={level.tier} variant="elevated">
      <Card.Body gap="3" p="4">
        <Flex justify="space-between" align="center">
          <Box>
            <Text fontWeight="semibold">Today's Spending</Text>
            <Text fontSize="sm" color="fg.muted" data-testid="today-date">
              {formatIstShortDate()}
            </Text>
          </Box>
          <Box color={`${level.colorPalette}.fg`} aria-hidden="true">
            <MoodIcon size={32} />
          </Box>
        </Flex>
        {error ? (
          <Text color="red.fg">Failed to fetch daily limit</Text>
        ) : todaySpent === undefined ? (
          <Skeleton height="10" />
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
      </Card.Body>
    </Card.Root>
  );
}

import { Box, Card, Heading, HStack, Text, Wrap } from "@chakra-ui/react";
import { countOf } from "../../lib/plural";
import { activeStreak, type ExpenseStreak, streakDots, streakEmoji } from "./expense-streak";
import { useIndianToday } from "./use-indian-today";

interface StreakCardProps {
  streak: ExpenseStreak;
}

/** The expense-logging streak: emoji by length, dots for up to 14 days, then "+N more" (docs/product.md §2.10, §4.12). */
export function StreakCard({ streak }: StreakCardProps) {
  const today = useIndianToday();
  const current = activeStreak(streak, today);
  const { dots, more } = streakDots(current);
  return (
    <Card.Root data-testid="streak-card" variant="outline">
      <Card.Body gap="3">
        <HStack justify="space-between">
          <Heading as="h2" fontSize="sm" fontWeight="semibold" color="fg.muted">
            Logging Streak
          </Heading>
          <Text fontSize="2xl" aria-hidden data-testid="streak-emoji">
            {streakEmoji(current)}
          </Text>
        </HStack>
        <Text fontSize="2xl" fontWeight="bold" data-testid="streak-count">
          {countOf(current, "day")}
        </Text>
        <Wrap gap="1" role="img" aria-label={`${current} day streak`}>
          {Array.from({ length: dots }, (_, i) => (
            // The dots are identical and never reorder, so the index is a stable key.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <Box key={i} w="3" h="3" borderRadius="full" bg="orange.400" data-testid="streak-dot" />
          ))}
          {more > 0 ? (
            <Text fontSize="xs" color="fg.muted" data-testid="streak-more">
              +{more} more
            </Text>
          ) : null}
        </Wrap>
        <HStack justify="space-between" fontSize="xs" color="fg.muted">
          <Text data-testid="streak-longest">Longest: {countOf(streak.longestStreak, "day")}</Text>
          <Text data-testid="streak-total">Total days logged: {streak.totalDaysLogged}</Text>
        </HStack>
        {current === 0 ? <Text fontSize="sm">Log an expense today to start your streak!</Text> : null}
      </Card.Body>
    </Card.Root>
  );
}

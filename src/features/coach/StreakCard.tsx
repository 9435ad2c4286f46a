import { Box, Card, Heading, HStack, Text, Wrap } from "@chakra-ui/react";
import { activeStreak, type LoggingStreak } from "@shared/coach/logging-streak.ts";
import { useTranslation } from "react-i18next";
import { useIndianToday } from "../../lib/use-indian-today";
import { streakDots, streakEmoji } from "./expense-streak";

interface StreakCardProps {
  streak: LoggingStreak;
}

/** The expense-logging streak: emoji by length, dots for up to 14 days, then "+N more" (docs/product.md §2.10, §4.12). */
export function StreakCard({ streak }: StreakCardProps) {
  const today = useIndianToday();
  const current = activeStreak(streak, today);
  const { dots, more } = streakDots(current);
  const { t } = useTranslation("coach");
  return (
    <Card.Root data-testid="streak-card" variant="outline">
      <Card.Body gap="3">
        <HStack justify="space-between">
          <Heading as="h2" fontSize="sm" fontWeight="semibold" color="fg.muted">
            {t("streak.title")}
          </Heading>
          <Text fontSize="2xl" aria-hidden data-testid="streak-emoji">
            {streakEmoji(current)}
          </Text>
        </HStack>
        <Text fontSize="2xl" fontWeight="bold" data-testid="streak-count">
          {t("streak.days", { count: current })}
        </Text>
        <Wrap gap="1" role="img" aria-label={t("streak.dotsLabel", { count: current })}>
          {Array.from({ length: dots }, (_, i) => (
            // The dots are identical and never reorder, so the index is a stable key.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <Box key={i} w="3" h="3" borderRadius="full" bg="orange.400" data-testid="streak-dot" />
          ))}
          {more > 0 ? (
            <Text fontSize="xs" color="fg.muted" data-testid="streak-more">
              {t("streak.more", { count: more })}
            </Text>
          ) : null}
        </Wrap>
        <HStack justify="space-between" fontSize="xs" color="fg.muted">
          <Text data-testid="streak-longest">{t("streak.longest", { count: streak.longestStreak })}</Text>
          <Text data-testid="streak-total">{t("streak.total", { count: streak.totalDaysLogged })}</Text>
        </HStack>
        {current === 0 ? <Text fontSize="sm">{t("streak.start")}</Text> : null}
      </Card.Body>
    </Card.Root>
  );
}

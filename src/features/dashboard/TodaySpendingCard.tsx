import { Box, Card, Flex, Heading, HStack, Progress, Skeleton, Text } from "@chakra-ui/react";
import { spendLevel } from "@shared/budget/spend-level.ts";
import { type Paise, ZERO_PAISE } from "@shared/money/paise.ts";
import { Frown, Meh, Smile } from "lucide-react";
import { useTranslation } from "react-i18next";
import { LoadError } from "../../components/LoadError.tsx";
import { formatIstShortDate, formatPercent, formatRupees } from "../../i18n/format";
import { splitTagged } from "../../i18n/tagged";

const MOOD_ICONS = { happy: Smile, neutral: Meh, sad: Frown } as const;
/** The level's message takes one or two lines on a phone: two are kept, so its length never moves the page. */
const MESSAGE_LINES = "2lh";
/** A line of text's height with no text (a no-break space). */
const LINE = "\u00a0";

interface Props {
  /** Undefined while loading. */
  todaySpent: Paise | undefined;
  /** Today's daily limit as the API sends it: undefined while it loads, null without a budget. */
  dailyLimit: Paise | null | undefined;
  error: boolean;
  onRetry: () => void;
}

/** docs/product.md §4.7 today's spend level: date, spent, limit, capped bar, mood icon and message. */
export function TodaySpendingCard({ todaySpent, dailyLimit, error, onRetry }: Props) {
  const level = spendLevel(todaySpent ?? ZERO_PAISE, dailyLimit ?? ZERO_PAISE);
  const loaded = todaySpent !== undefined && dailyLimit !== undefined && dailyLimit !== null && !error;
  const MoodIcon = MOOD_ICONS[level.mood];
  const { t } = useTranslation("dashboard");
  return (
    <Card.Root data-testid="today-card" data-tier={level.tier} variant="elevated">
      <Card.Body gap="3" p="4">
        <Flex justify="space-between" align="center">
          <Box>
            <Heading as="h2" fontSize="md" fontWeight="semibold">
              {t("today.title")}
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
          <LoadError message={t("today.failed")} onRetry={onRetry} />
        ) : todaySpent === undefined || dailyLimit === undefined ? (
          // The loaded card's own rows, invisible under placeholders, so the card has its loaded height and
          // nothing below moves when the figures arrive (layout shift, docs/web.md performance).
          <>
            <Skeleton loading>
              <Text fontSize="2xl" fontWeight="bold">
                {formatRupees(ZERO_PAISE)}
              </Text>
            </Skeleton>
            <Skeleton loading rounded="full">
              <Progress.Root value={0} size="md" aria-hidden="true">
                <Progress.Track rounded="full" />
              </Progress.Root>
            </Skeleton>
            <Skeleton loading>
              <Text fontWeight="semibold">{LINE}</Text>
              <Text fontSize="sm" minH={MESSAGE_LINES}>
                {LINE}
              </Text>
            </Skeleton>
          </>
        ) : (
          <HStack justify="space-between" align="baseline" wrap="wrap">
            <Text fontSize="2xl" fontWeight="bold" data-testid="today-spent">
              {formatRupees(todaySpent)}
            </Text>
            <Text fontSize="sm" color="fg.muted">
              {dailyLimit === null ? (
                <span data-testid="today-no-budget">{t("today.noBudget")}</span>
              ) : (
                <OfLimit text={t("today.ofLimit", { limit: formatRupees(dailyLimit) })} />
              )}
            </Text>
          </HStack>
        )}
        {loaded ? (
          <>
            <Progress.Root
              value={level.barPercent}
              colorPalette={level.colorPalette}
              size="md"
              aria-label={t("today.barLabel")}
            >
              <Progress.Track rounded="full">
                <Progress.Range />
              </Progress.Track>
            </Progress.Root>
            <Box>
              <Text fontWeight="semibold" color={`${level.colorPalette}.fg`} data-testid="today-title">
                {t(`level.${level.tier}.title`)}{" "}
                <Text as="span" fontWeight="normal">
                  {dailyLimit > 0 ? `(${formatPercent(level.percent)})` : null}
                </Text>
              </Text>
              <Text fontSize="sm" minH={MESSAGE_LINES} data-testid="today-message">
                {t(`level.${level.tier}.message`, {
                  left: formatRupees(level.amountLeft),
                  over: formatRupees(level.overBy),
                })}
              </Text>
            </Box>
          </>
        ) : null}
      </Card.Body>
    </Card.Root>
  );
}

/** "of <limit>₹500</limit> daily limit" with the figure in its own element (the journeys read it). */
function OfLimit({ text }: { text: string }) {
  const { before, inner, after } = splitTagged(text, "limit");
  return (
    <>
      {before}
      <span data-testid="today-limit">{inner}</span>
      {after}
    </>
  );
}

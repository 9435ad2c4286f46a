import { Text } from "@chakra-ui/react";
import type { DayKey } from "@shared/calendar/indian-day.ts";
import { negatePaise, type Paise } from "@shared/money/paise.ts";
import { useTranslation } from "react-i18next";
import { formatDayKey, formatRupees, localeFormat } from "../i18n/format.ts";
import { carriedFromPeriod } from "../lib/carry-over";

interface Props {
  category: string;
  amount: Paise;
  from: { startDay: DayKey; endDay: DayKey };
}

/** "₹1,200 carried from October" under a category's budget (docs/product.md §4.34); nothing for ₹0. */
export function CarriedNote({ category, amount, from }: Props) {
  const { t } = useTranslation("budget");
  if (amount === 0) return null;
  const period = carriedFromPeriod(from);
  const fromText =
    "month" in period
      ? new Intl.DateTimeFormat(localeFormat().locale, { month: "long", timeZone: "UTC" }).format(
          new Date(`${period.month}-01T00:00:00Z`),
        )
      : t("carry.range", {
          start: formatDayKey(period.start, { weekday: false }),
          end: formatDayKey(period.end, { weekday: false }),
        });
  return (
    <Text
      fontSize="xs"
      color={amount < 0 ? "red.fg" : "green.fg"}
      data-testid="carried-note"
      data-category={category}
    >
      {amount < 0
        ? t("carry.overNote", { amount: formatRupees(negatePaise(amount)), from: fromText })
        : t("carry.note", { amount: formatRupees(amount), from: fromText })}
    </Text>
  );
}

import { SimpleGrid, Stat } from "@chakra-ui/react";
import { formatRupees } from "../../../supabase/functions/_shared/money.ts";
import { safeDailySpend } from "./budget-status.ts";

interface Props {
  monthSpent: number;
  monthlyBudget: number;
  daysLeftInMonth: number;
}

/**
 * The two side-by-side widgets. Today's card already shows today's spend and the daily limit, so
 * these answer the next questions: how much has gone this month, and how much can I spend per day
 * for the rest of the month without going over (see docs/money-screens.md).
 */
export function SummaryWidgets({ monthSpent, monthlyBudget, daysLeftInMonth }: Props) {
  return (
    <SimpleGrid columns={2} gap="3">
      <Stat.Root borderWidth="1px" rounded="lg" p="3" bg="bg.panel" data-testid="widget-month">
        <Stat.Label>Spent this month</Stat.Label>
        <Stat.ValueText fontSize="lg">{formatRupees(monthSpent)}</Stat.ValueText>
        <Stat.HelpText>of {formatRupees(monthlyBudget)}</Stat.HelpText>
      </Stat.Root>
      <Stat.Root borderWidth="1px" rounded="lg" p="3" bg="bg.panel" data-testid="widget-safe">
        <Stat.Label>Safe to spend / day</Stat.Label>
        <Stat.ValueText fontSize="lg">
          {formatRupees(safeDailySpend(monthlyBudget, monthSpent, daysLeftInMonth))}
        </Stat.ValueText>
        <Stat.HelpText>
          for {daysLeftInMonth} day{daysLeftInMonth === 1 ? "" : "s"} left
        </Stat.HelpText>
      </Stat.Root>
    </SimpleGrid>
  );
}

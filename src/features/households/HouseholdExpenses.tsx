import { Heading, Skeleton, Stack, Text } from "@chakra-ui/react";
import type { ExpenseRow } from "@shared/contract/api-rows.ts";
import type { HouseholdMemberRow } from "@shared/contract/household-schemas.ts";
import { paiseFromDecimal, ZERO_PAISE } from "@shared/money/paise.ts";
import { useTranslation } from "react-i18next";
import { LoadError } from "../../components/LoadError.tsx";
import { formatIstDateTime, formatRupees } from "../../i18n/format.ts";
import { useCategoryLabel } from "../../i18n/labels.ts";
import { useCurrentUser } from "../../lib/session.ts";
import { useHouseholdExpenses } from "./households-api.ts";

const rupees = (amount: string) => formatRupees(paiseFromDecimal(amount) ?? ZERO_PAISE);

/**
 * The household's shared expenses, newest first (docs/product.md §2.25.1): what it was, who paid and
 * each member's share. Read-only here; adding and editing them on Add/Edit Expense is still to come.
 */
export function HouseholdExpenses({
  householdId,
  members,
}: {
  householdId: string;
  members: HouseholdMemberRow[];
}) {
  const { t } = useTranslation("households");
  const label = useCategoryLabel();
  const me = useCurrentUser().user?.id;
  const expenses = useHouseholdExpenses(householdId);
  const names = new Map(members.map((member) => [member.userId, member.displayName]));
  // Someone no longer among the current members is a former member.
  const name = (userId: string | null | undefined) =>
    userId === me
      ? t("you")
      : userId && names.has(userId)
        ? (names.get(userId) ?? t("unnamed"))
        : t("formerMember");
  const sharesOf = (row: ExpenseRow) =>
    (row.shares ?? []).map((share) => `${name(share.userId)} ${rupees(share.amount)}`).join(" · ");

  return (
    <Stack gap="2" as="section" aria-labelledby="household-expenses">
      <Heading as="h2" size="md" id="household-expenses">
        {t("expenses.title")}
      </Heading>
      {expenses.isPending ? (
        <Skeleton height="16" />
      ) : expenses.isError ? (
        <LoadError
          message={t("expenses.loadFailed")}
          onRetry={() => void expenses.refetch()}
          retrying={expenses.isFetching}
        />
      ) : expenses.data.length === 0 ? (
        <Text color="fg.muted">{t("expenses.none")}</Text>
      ) : (
        <Stack gap="3" as="ul" listStyleType="none" data-testid="household-expenses">
          {expenses.data.map((row) => (
            <li key={row.id}>
              <Text fontSize="sm" fontWeight="medium">
                {row.description ?? label(row.category)} · {rupees(row.amount)}
              </Text>
              <Text fontSize="xs" color="fg.muted">
                {t("expenses.paidBy", { name: name(row.paidBy) })} · {formatIstDateTime(row.date)}
              </Text>
              <Text fontSize="xs">{t("expenses.shares", { shares: sharesOf(row) })}</Text>
            </li>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

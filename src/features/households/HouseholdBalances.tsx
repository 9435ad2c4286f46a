import { Button, Heading, HStack, Skeleton, Stack, Text } from "@chakra-ui/react";
import type { BalanceTransfer } from "@shared/contract/settlement-schemas.ts";
import { paiseFromDecimal, ZERO_PAISE } from "@shared/money/paise.ts";
import { useTranslation } from "react-i18next";
import { LoadError } from "../../components/LoadError.tsx";
import { showToast } from "../../components/ui/toaster.tsx";
import { formatRupees } from "../../i18n/format.ts";
import { serverMessage } from "../../lib/api.ts";
import { useCurrentUser } from "../../lib/session.ts";
import { useHouseholdBalances, useSettleUp } from "./households-api.ts";

const rupees = (amount: string) => formatRupees(paiseFromDecimal(amount) ?? ZERO_PAISE);

/**
 * Who owes whom in the household (docs/product.md §2.25.2): the fewest payments that square everyone.
 * "Settle up" on a payment I owe records it and, when the member has a UPI ID, opens my UPI app
 * with the payment filled in.
 */
export function HouseholdBalances({ householdId }: { householdId: string }) {
  const { t } = useTranslation("households");
  const me = useCurrentUser().user?.id;
  const balances = useHouseholdBalances(householdId);
  const settle = useSettleUp(householdId);
  const names = new Map(
    (balances.data?.members ?? []).map((member) => [member.userId, member.displayName ?? t("unnamed")]),
  );
  const name = (userId: string | null) =>
    userId ? (names.get(userId) ?? t("formerMember")) : t("formerMember");

  const settleUp = (transfer: BalanceTransfer) => {
    if (!transfer.to) return;
    const payee = name(transfer.to);
    const amount = rupees(transfer.amount);
    settle.mutate(
      { to: transfer.to, amount: transfer.amount },
      {
        onSuccess: () => {
          showToast({
            title: t("balances.settled", { name: payee, amount }),
            description: transfer.upiLink ? undefined : t("balances.noUpi", { name: payee }),
            type: "success",
          });
          if (transfer.upiLink) window.location.assign(transfer.upiLink);
        },
        onError: (error) =>
          showToast({
            title: t("balances.settleFailed"),
            description: serverMessage(error) ?? t("tryAgain"),
            type: "error",
          }),
      },
    );
  };

  return (
    <Stack gap="2" as="section" aria-labelledby="household-balances">
      <Heading as="h2" size="md" id="household-balances">
        {t("balances.title")}
      </Heading>
      {balances.isPending ? (
        <Skeleton height="10" />
      ) : balances.isError ? (
        <LoadError
          message={t("balances.loadFailed")}
          onRetry={() => void balances.refetch()}
          retrying={balances.isFetching}
        />
      ) : balances.data.transfers.length === 0 ? (
        <Text color="fg.muted">{t("balances.square")}</Text>
      ) : (
        <Stack gap="2" as="ul" listStyleType="none" data-testid="household-balances">
          {balances.data.transfers.map((transfer) => {
            const amount = rupees(transfer.amount);
            const key = `${transfer.from}-${transfer.to}`;
            if (transfer.from === me) {
              return (
                <HStack as="li" key={key} justify="space-between" gap="2">
                  <Text fontSize="sm" fontWeight="medium">
                    {t("balances.youOwe", { name: name(transfer.to), amount })}
                  </Text>
                  <Button
                    size="sm"
                    colorPalette="teal"
                    loading={settle.isPending}
                    onClick={() => settleUp(transfer)}
                    aria-label={t("balances.settleUpLabel", { name: name(transfer.to), amount })}
                  >
                    {t("balances.settleUp")}
                  </Button>
                </HStack>
              );
            }
            return (
              <Text as="li" key={key} fontSize="sm">
                {transfer.to === me
                  ? t("balances.owesYou", { name: name(transfer.from), amount })
                  : t("balances.owes", { from: name(transfer.from), to: name(transfer.to), amount })}
              </Text>
            );
          })}
        </Stack>
      )}
    </Stack>
  );
}

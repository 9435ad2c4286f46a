import { Text } from "@chakra-ui/react";
import type { SetAside } from "@shared/contract/api-rows.ts";
import { paiseFromWire } from "@shared/money/paise.ts";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { formatRupees } from "../../i18n/format.ts";
import { api } from "../../lib/api.ts";
import { moneyKeys } from "../../lib/money-queries.ts";

/**
 * "Set aside ₹X" under a month's spending (docs/product.md §4.32): investments, savings and card bills
 * are no spending, so they are shown apart, and only when there are any. Under the analytics key, so a
 * saved or deleted expense refreshes it.
 */
export function SetAsideLine({ monthKey }: { monthKey: string }) {
  const { t } = useTranslation("analytics");
  const [year, month] = monthKey.split("-").map(Number) as [number, number];
  const setAside = useQuery({
    queryKey: [...moneyKeys.analytics, "set-aside", monthKey],
    queryFn: async () =>
      paiseFromWire(
        (await api.read<SetAside>(`/analytics/set-aside?year=${year}&month=${month}`, t("failed")))
          .totalSetAside,
      ),
  });
  if (!setAside.data) return null;
  return (
    <Text color="fg.muted" fontSize="sm" data-testid="month-set-aside">
      {t("setAside", { amount: formatRupees(setAside.data) })}
    </Text>
  );
}

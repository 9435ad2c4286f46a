import { Button, HStack, Spinner, Text } from "@chakra-ui/react";
import { IN_WORDS } from "@shared/capture/receipt-total.ts";
import { paiseFromWire } from "@shared/money/paise.ts";
import { expenseAmountOf } from "@shared/money/rupees.ts";
import { useTranslation } from "react-i18next";
import { formatRupees } from "../../../i18n/format.ts";
import type { ReceiptOcrState } from "./use-receipt-ocr.ts";

/** Under the receipt preview: what reading the photo found (docs/capture.md). Saving never waits for it. */
export function ReceiptReadNote({
  state,
  amount,
  onUse,
  onStop,
}: {
  state: ReceiptOcrState;
  /** The amount field now, to offer the receipt's total when the user typed another. */
  amount: string;
  onUse: (total: number) => void;
  onStop: () => void;
}) {
  const { t } = useTranslation("capture");
  if (state.status === "idle") return null;
  return (
    <HStack
      gap="2"
      fontSize="sm"
      aria-live="polite"
      data-testid="receipt-ocr"
      data-status={state.status}
      wrap="wrap"
    >
      {state.status === "reading" ? (
        <>
          <Spinner size="xs" />
          <Text>{t("receipt.reading")}</Text>
          <Button size="2xs" variant="ghost" onClick={onStop}>
            {t("receipt.stop")}
          </Button>
        </>
      ) : state.status === "read" ? (
        <>
          <Text fontWeight="medium">
            {t("receipt.read", { amount: formatRupees(paiseFromWire(state.reading.total)) })}
          </Text>
          {expenseAmountOf(amount) !== paiseFromWire(state.reading.total) ? (
            <Button size="2xs" variant="outline" onClick={() => onUse(state.reading.total)}>
              {t("receipt.use", { amount: formatRupees(paiseFromWire(state.reading.total)) })}
            </Button>
          ) : null}
          {state.reading.source ? (
            // The line the total came from, so the user sees why ("Total from: Grand Total ₹880.65").
            <Text width="full" color="fg.muted" data-testid="receipt-ocr-source">
              {t("receipt.from", {
                line: state.reading.source === IN_WORDS ? t("receipt.inWords") : state.reading.source,
                amount: formatRupees(paiseFromWire(state.reading.total)),
              })}
            </Text>
          ) : null}
        </>
      ) : state.why !== "stopped" && expenseAmountOf(amount) !== null ? (
        // An amount is typed already: the photo not being a readable receipt is no reason to ask for it.
        <Text color="fg.muted" fontSize="xs">
          {t("receipt.keptTyped")}
        </Text>
      ) : (
        <Text color="fg.muted">{t(`receipt.${state.why}`)}</Text>
      )}
    </HStack>
  );
}

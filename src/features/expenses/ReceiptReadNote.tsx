import { Button, HStack, Spinner, Text } from "@chakra-ui/react";
import { formatRupees } from "@shared/money.ts";
import type { ReceiptOcrState } from "./use-receipt-ocr.ts";

const UNREAD = {
  "no-total": "Couldn't find a total on this receipt. Please enter the amount.",
  failed: "Couldn't read this receipt. Please enter the amount.",
  timeout: "Reading the receipt took too long. Please enter the amount.",
  stopped: "Stopped reading the receipt.",
} as const;

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
          <Text>Reading the receipt…</Text>
          <Button size="2xs" variant="ghost" onClick={onStop}>
            Stop
          </Button>
        </>
      ) : state.status === "read" ? (
        <>
          <Text fontWeight="medium">Read from receipt: {formatRupees(state.reading.total)} — check it</Text>
          {Number(amount) !== state.reading.total ? (
            <Button size="2xs" variant="outline" onClick={() => onUse(state.reading.total)}>
              Use {formatRupees(state.reading.total)}
            </Button>
          ) : null}
        </>
      ) : (
        <Text color="fg.muted">{UNREAD[state.why]}</Text>
      )}
    </HStack>
  );
}

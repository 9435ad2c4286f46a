import { Button, HStack, Stack } from "@chakra-ui/react";
import { formatRupees } from "@shared/money.ts";
import type { PaidWith } from "@shared/paid-with.ts";
import { parseVoiceExpense } from "@shared/voice-parser.ts";
import { Mic } from "lucide-react";
import { useCallback, useEffect, useRef, useState } from "react";
import { useNavigate, useSearchParams } from "react-router-dom";
import { BackToHomeTitle } from "../../components/BackToHomeTitle.tsx";
import { showExpenseToast } from "../../components/ui/toaster.tsx";
import { useRecentExpenses } from "../../lib/money-queries.ts";
import { ExpenseFields } from "./ExpenseFields.tsx";
import { isWaitingToSync, type SavedExpense, useSaveExpense, WAITING_TO_SYNC_TOAST } from "./expense-api.ts";
import { expenseFormProblem, istIsoFromFields, istNowFields, saveErrorOutcome } from "./expense-form.ts";
import { type ExpenseSavedToast, showSavedExpenseToast } from "./saved-toast.ts";
import { useExpenseFields } from "./use-expense-fields.ts";
import { VoiceDialog } from "./VoiceDialog.tsx";

export interface AddExpensePageProps {
  /** Called after a successful save; a celebration it returns (4 s) replaces the encouragement toast. */
  onExpenseSaved?: (expense: SavedExpense) => Promise<ExpenseSavedToast | null> | ExpenseSavedToast | null;
}

/** docs/product.md §9.5: redirect to / one second after "Not logged in". */
const UNAUTHORISED_REDIRECT_MS = 1000;

/** `/expense` Add Expense (docs/product.md §2.13, §4.13 saving, §5.4 validation, §8.4 errors). */
export default function AddExpensePage({ onExpenseSaved }: AddExpensePageProps) {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const save = useSaveExpense();
  const fields = useExpenseFields();
  const [method, setMethod] = useState<"manual" | "voice">("manual");
  const [voiceOpen, setVoiceOpen] = useState(false);
  const { selectCategory, setAmount, setDescription, setPaidWith } = fields;

  // How the latest expense was paid is preselected, until the user picks (or clears) a chip.
  const recent = useRecentExpenses(10);
  const lastPaidWith = recent.data?.find((expense) => expense.paidWith)?.paidWith as PaidWith | undefined;
  const paidWithTouched = useRef(false);
  useEffect(() => {
    if (lastPaidWith && !paidWithTouched.current) setPaidWith(lastPaidWith);
  }, [lastPaidWith, setPaidWith]);
  const choosePaidWith = (value: PaidWith | null) => {
    paidWithTouched.current = true;
    setPaidWith(value);
  };

  // One key per save attempt: a double click or a retry of the same form reuses it; any edit makes
  // a new attempt with a new key.
  const attemptRef = useRef<{ fingerprint: string; key: string } | null>(null);

  const applyVoiceText = useCallback(
    (text: string) => {
      const parsed = parseVoiceExpense(text);
      if (parsed.amount !== null) setAmount(String(parsed.amount));
      if (parsed.category) selectCategory(parsed.category);
      setDescription(parsed.description);
      setMethod("voice");
      showExpenseToast(
        parsed.amount !== null || parsed.category
          ? {
              title: "Voice Input Processed",
              description: `Amount: ${parsed.amount !== null ? formatRupees(parsed.amount) : "Not detected"}, Category: ${parsed.category ?? "Not detected"}`,
              type: "info",
            }
          : { title: "Not detected", description: "Please select manually", type: "warning" },
      );
    },
    [selectCategory, setAmount, setDescription],
  );

  // docs/product.md §2.13: the page parses a `voice` query parameter as spoken input, once.
  const voiceParam = searchParams.get("voice");
  const voiceParamApplied = useRef(false);
  useEffect(() => {
    if (voiceParam && !voiceParamApplied.current) {
      voiceParamApplied.current = true;
      applyVoiceText(voiceParam);
    }
  }, [voiceParam, applyVoiceText]);

  // `save.isPending` only changes on the next render; this ref stops a double click in one tick.
  const inFlightRef = useRef(false);

  const submit = () => {
    if (save.isPending || inFlightRef.current) return;
    const { amount, category, description, date, time, paidWith, photo } = fields;
    const problem = expenseFormProblem(amount, category);
    if (problem || !category) {
      if (problem) showExpenseToast({ ...problem, type: "error" });
      return;
    }
    const now = istNowFields();
    const payload = {
      category,
      description: description.trim() || null,
      method: photo && method === "manual" ? ("receipt" as const) : method,
      amount,
      date: istIsoFromFields(date || now.date, time || now.time),
      paidWith,
    };
    const fingerprint = JSON.stringify({ ...payload, photo: photo ? photo.size : 0 });
    if (attemptRef.current?.fingerprint !== fingerprint) {
      attemptRef.current = { fingerprint, key: crypto.randomUUID() };
    }
    inFlightRef.current = true;
    save.mutate(
      { payload, photo, idempotencyKey: attemptRef.current.key },
      {
        onSettled: () => {
          inFlightRef.current = false;
        },
        onSuccess: async (saved) => {
          // The saved expense never waits on the coach: a failing celebration leaves the plain toast.
          const celebration = await Promise.resolve(onExpenseSaved?.(saved)).catch(() => null);
          if (isWaitingToSync(saved)) showExpenseToast({ ...WAITING_TO_SYNC_TOAST, type: "info" });
          else showSavedExpenseToast(celebration, category, Number(amount));
          navigate("/");
        },
        onError: (error) => {
          const outcome = saveErrorOutcome(error instanceof Error ? error.message : String(error));
          showExpenseToast({
            ...outcome.toast,
            type: "error",
            keepOnScreenChange: outcome.kind === "unauthorised",
          });
          if (outcome.kind === "unauthorised") {
            window.setTimeout(() => navigate("/"), UNAUTHORISED_REDIRECT_MS);
          }
        },
      },
    );
  };

  return (
    <Stack gap="5" pb="6" data-testid="add-expense-page">
      <HStack justify="space-between">
        <BackToHomeTitle>Add Expense</BackToHomeTitle>
        <Button variant="outline" size="sm" onClick={() => setVoiceOpen(true)}>
          <Mic aria-hidden="true" /> Voice
        </Button>
      </HStack>

      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="5">
          <ExpenseFields fields={{ ...fields, setPaidWith: choosePaidWith }} />
          <Button type="submit" colorPalette="blue" size="lg" disabled={save.isPending}>
            {save.isPending ? "Saving..." : "Save Expense"}
          </Button>
        </Stack>
      </form>

      <VoiceDialog
        open={voiceOpen}
        onClose={() => setVoiceOpen(false)}
        onConfirm={(text) => {
          setVoiceOpen(false);
          applyVoiceText(text);
        }}
      />
    </Stack>
  );
}

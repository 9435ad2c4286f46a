import { Alert, Button, HStack, Stack } from "@chakra-ui/react";
import { indianClock } from "@shared/calendar/indian-day.ts";
import { isPlausibleReceiptDate } from "@shared/capture/receipt-total.ts";
import { parseVoiceExpense } from "@shared/capture/voice-parser.ts";
import type { PaidWith } from "@shared/contract/paid-with.ts";
import { paiseFromWire, paiseToRupeeNumber } from "@shared/money/paise.ts";
import { Mic, Split } from "lucide-react";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate, useSearchParams } from "react-router-dom";
import { BackToHomeTitle } from "../../components/BackToHomeTitle.tsx";
import { useDiscardChangesGuard } from "../../components/DiscardChangesGuard.tsx";
import { showExpenseToast } from "../../components/ui/toaster.tsx";
import { formatRupees } from "../../i18n/format.ts";
import { useCategoryLabel } from "../../i18n/labels.ts";
import { translateMessage } from "../../i18n/messages.ts";
import { useRecentExpenses } from "../../lib/money-queries.ts";
import { isQuickEntry } from "../../lib/quick-entry.ts";
import { MessageSourceNote } from "./capture/MessageSourceNote.tsx";
import { isAlreadySavedError } from "./capture/message-api.ts";
import { PasteMessageButton } from "./capture/PasteMessageButton.tsx";
import { ReceiptReadNote } from "./capture/ReceiptReadNote.tsx";
import { useMessageExpense } from "./capture/use-message-expense.ts";
import { useReceiptOcr } from "./capture/use-receipt-ocr.ts";
import { VoiceDialog } from "./capture/VoiceDialog.tsx";
import { ExpenseFields } from "./ExpenseFields.tsx";
import { isWaitingToSync, type SavedExpense, useSaveExpense, waitingToSyncToast } from "./expense-api.ts";
import {
  expenseDateProblem,
  expenseFormProblem,
  istIsoFromFields,
  saveErrorOutcome,
} from "./expense-form.ts";
import { DEFAULT_FORM_CATEGORIES } from "./form-categories.ts";
import { lastUsedCategory } from "./quick-log.ts";
import { recentDuplicate } from "./recent-duplicate.ts";
import { SharedWithSlot, useOffersSharing, useSharingState } from "./SharedWithSlot.tsx";
import { SplitLinesEditor } from "./SplitLinesEditor.tsx";
import { type ExpenseSavedToast, showSavedExpenseToast } from "./saved-toast.ts";
import { useSaveSplitExpense } from "./split-api.ts";
import { linesPayload, type SplitLineDraft, splitState, startSplit } from "./split-form.ts";
import { useExpenseFields } from "./use-expense-fields.ts";
import type { SharedWithState } from "./use-shared-with.ts";

export interface AddExpensePageProps {
  /** Called after a successful save; a celebration it returns (4 s) replaces the encouragement toast. */
  onExpenseSaved?: (expense: SavedExpense) => Promise<ExpenseSavedToast | null> | ExpenseSavedToast | null;
}

/** docs/product.md §9.5: redirect to / one second after "Not logged in". */
const UNAUTHORISED_REDIRECT_MS = 1000;

/** `/expense` Add Expense (docs/product.md §2.13, §4.13 saving, §5.4 validation, §8.4 errors). */
export default function AddExpensePage({ onExpenseSaved }: AddExpensePageProps) {
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const save = useSaveExpense();
  const { t } = useTranslation("expenses");
  const labelOf = useCategoryLabel();
  const fields = useExpenseFields();
  const [method, setMethod] = useState<"manual" | "voice">("manual");
  const [voiceOpen, setVoiceOpen] = useState(false);
  const { selectCategory, setAmount, setCategory, setDescription, setWhen, setPaidWith } = fields;
  const location = useLocation();
  // docs/product.md §4.27: the + opens the quick form; "More details", voice or a message the full one.
  const [fullForm, setFullForm] = useState(
    () => !isQuickEntry(location.state) || searchParams.get("voice") !== null,
  );

  // How the latest expense was paid is preselected, until the user picks (or clears) a chip.
  const recent = useRecentExpenses(10);
  const lastPaidWith = recent.data?.find((expense) => expense.paidWith)?.paidWith;
  const paidWithTouched = useRef(false);
  useEffect(() => {
    if (lastPaidWith && !paidWithTouched.current) setPaidWith(lastPaidWith);
  }, [lastPaidWith, setPaidWith]);
  const choosePaidWith = useCallback(
    (value: PaidWith | null) => {
      paidWithTouched.current = true;
      setPaidWith(value);
    },
    [setPaidWith],
  );

  // Leaving with something typed or picked asks first (docs/product.md §2.13); a save leaves freely.
  const [openedWith] = useState(() => ({ date: fields.date, time: fields.time }));
  const guard = useDiscardChangesGuard(
    fields.amount !== "" ||
      fields.category !== null ||
      fields.description.trim() !== "" ||
      fields.photo !== null ||
      fields.date !== openedWith.date ||
      fields.time !== openedWith.time ||
      paidWithTouched.current,
  );

  // An identical save within a minute of the last one waits for a second tap (docs/product.md §4.13).
  const [duplicateOf, setDuplicateOf] = useState<{ fingerprint: string; amount: string } | null>(null);

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
      setFullForm(true);
      showExpenseToast(
        parsed.amount !== null || parsed.category
          ? {
              title: t("voiceProcessed"),
              description: t("voiceResult", {
                amount:
                  parsed.amount !== null ? formatRupees(paiseFromWire(parsed.amount)) : t("notDetected"),
                category: parsed.category ? labelOf(parsed.category) : t("notDetected"),
              }),
              type: "info",
            }
          : { title: t("notDetected"), description: t("selectManually"), type: "warning" },
      );
    },
    [selectCategory, setAmount, setDescription, t, labelOf],
  );

  // A pasted or shared bank/UPI message fills the form, how it was paid included (docs/capture.md).
  const fromMessage = useMessageExpense(
    useMemo(
      () => ({ setAmount, selectCategory, setDescription, setWhen, setPaidWith: choosePaidWith }),
      [setAmount, selectCategory, setDescription, setWhen, choosePaidWith],
    ),
  );
  const sharedMessage = (location.state as { messageText?: string } | null)?.messageText;
  const sharedMessageApplied = useRef(false);
  useEffect(() => {
    if (sharedMessage && !sharedMessageApplied.current) {
      sharedMessageApplied.current = true;
      void fromMessage.applyText(sharedMessage);
    }
  }, [sharedMessage, fromMessage.applyText]);

  // A receipt photo is read on the device: its total fills an empty amount (or replaces the last one
  // read), its shop an empty description (and category), its date the form's (docs/capture.md).
  const lastReadAmount = useRef<string | null>(null);
  const amountNow = useRef(fields.amount);
  amountNow.current = fields.amount;
  const receiptOcr = useReceiptOcr(
    fields.photo,
    useCallback(
      ({ total, merchant, category: readCategory, date: readDate }) => {
        const read = String(total);
        const previous = lastReadAmount.current;
        lastReadAmount.current = read;
        if (amountNow.current === "" || amountNow.current === previous) setAmount(read);
        if (merchant) setDescription((current) => (current.trim() ? current : merchant));
        if (readCategory) setCategory((current) => current ?? readCategory);
        if (readDate) {
          setWhen((current) =>
            isPlausibleReceiptDate(readDate, indianClock(new Date()).date)
              ? { date: readDate, time: current.time }
              : current,
          );
        }
      },
      [setAmount, setDescription, setCategory, setWhen],
    ),
  );

  // A receipt that could not be read (too slow, no total, an error) leaves the photo attached and puts
  // the cursor in an empty Amount, so the user types it at once (issue 27).
  const [amountFocusRequest, setAmountFocusRequest] = useState(0);
  const ocrState = receiptOcr.state;
  useEffect(() => {
    if (ocrState.status === "unread" && ocrState.why !== "stopped" && amountNow.current === "")
      setAmountFocusRequest((n) => n + 1);
  }, [ocrState]);

  // docs/product.md §2.13: the page parses a `voice` query parameter as spoken input, once, and takes
  // it out of the address (replacing the history entry), so Back after saving does not fill it again.
  const voiceParam = searchParams.get("voice");
  const voiceParamApplied = useRef(false);
  useEffect(() => {
    if (voiceParam && !voiceParamApplied.current) {
      voiceParamApplied.current = true;
      applyVoiceText(voiceParam);
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete("voice");
          return next;
        },
        { replace: true, state: location.state },
      );
    }
  }, [voiceParam, applyVoiceText, setSearchParams, location.state]);

  // `save.isPending` only changes on the next render; this ref stops a double click in one tick.
  const inFlightRef = useRef(false);

  // "Split across categories" (docs/product.md §4.19.1): the bill's lines, or null for one category.
  const [splitLines, setSplitLines] = useState<SplitLineDraft[] | null>(null);
  const saveSplit = useSaveSplitExpense();
  const split = splitLines ? splitState(fields.amount, splitLines) : null;
  const saving = save.isPending || saveSplit.isPending;
  // "Shared with" (docs/product.md §2.25.1): Just me, or a household, its payer and split. A chunk of
  // its own, for someone in a household only (SharedWithSlot.tsx); until it reports, "Just me".
  const offersSharing = useOffersSharing();
  const sharingState = useSharingState();

  const submitSplit = (lines: SplitLineDraft[]) => {
    if (saving || inFlightRef.current || !splitState(fields.amount, lines).canSave) return;
    const { amount, description, date, time, paidWith, photo } = fields;
    const dateProblem = expenseDateProblem(date, time);
    if (dateProblem) {
      showExpenseToast({ title: t("dateOutOfRangeTitle"), description: dateProblem, type: "error" });
      return;
    }
    if (!navigator.onLine) {
      showExpenseToast({ title: t("split.title"), description: t("split.offline"), type: "error" });
      return;
    }
    const now = indianClock(new Date());
    inFlightRef.current = true;
    saveSplit.mutate(
      {
        payload: {
          lines: linesPayload(lines),
          amount,
          description: description.trim() || null,
          method: photo && method === "manual" ? "receipt" : method,
          date: istIsoFromFields(date || now.date, time || now.time),
          paidWith,
        },
        photo,
      },
      {
        onSettled: () => {
          inFlightRef.current = false;
        },
        onSuccess: (saved) => {
          guard.allowLeave();
          fields.clear();
          setSplitLines(null);
          showExpenseToast({
            title: t("split.savedTitle"),
            description: t("split.saved", {
              amount: formatRupees(paiseFromWire(saved.amount)),
              count: saved.lines.length,
            }),
            type: "success",
          });
          navigate("/");
        },
        onError: (error) => {
          const outcome = saveErrorOutcome(error instanceof Error ? error.message : String(error));
          showExpenseToast({ ...outcome.toast, type: "error" });
        },
      },
    );
  };

  /** A shared expense's split that does not work out, or a receipt on it: said, and not saved. */
  const sharedSaveProblem = (sharing: SharedWithState, photo: Blob | null): boolean => {
    const problem = sharing.membersLoading
      ? null
      : (sharing.problem ?? (photo ? translateMessage("Attach a receipt to a personal expense only") : null));
    if (problem) showExpenseToast({ title: t("shared.sharedWith"), description: problem, type: "error" });
    return problem !== null || sharing.membersLoading;
  };

  /** `tappedCategory`: the quick form's category tap, before its state update has rendered. */
  const submit = (tappedCategory?: string) => {
    if (splitLines) return submitSplit(splitLines);
    if (save.isPending || inFlightRef.current) return;
    const { amount, description, date, time, paidWith, photo } = fields;
    const category = tappedCategory ?? fields.category;
    const problem = expenseFormProblem(amount, category);
    if (problem || !category) {
      if (problem) showExpenseToast({ ...problem, type: "error" });
      return;
    }
    // A date the API would refuse is said in a sentence, not sent (expense-limits.ts).
    const dateProblem = expenseDateProblem(date, time);
    if (dateProblem) {
      showExpenseToast({ title: t("dateOutOfRangeTitle"), description: dateProblem, type: "error" });
      return;
    }
    const sharing = sharingState.latest.current;
    if (sharing?.shared && sharedSaveProblem(sharing, photo)) return;
    const now = indianClock(new Date());
    const payload = {
      ...sharing?.payload,
      category,
      description: description.trim() || null,
      method: photo && method === "manual" ? ("receipt" as const) : method,
      amount,
      date: istIsoFromFields(date || now.date, time || now.time),
      paidWith,
      ...fromMessage.payload,
    };
    const fingerprint = JSON.stringify({ ...payload, photo: photo ? photo.size : 0 });
    // A message's own reference already keeps it to one expense (the API refuses a second one), so
    // the look-alike warning is for what is typed, spoken or read from a receipt.
    if (
      !fromMessage.source &&
      duplicateOf?.fingerprint !== fingerprint &&
      recentDuplicate({ amount, category, description: payload.description }, recent.data, Date.now())
    ) {
      setDuplicateOf({ fingerprint, amount });
      return;
    }
    if (attemptRef.current?.fingerprint !== fingerprint) {
      attemptRef.current = { fingerprint, key: crypto.randomUUID() };
    }
    inFlightRef.current = true;
    save.mutate(
      {
        payload,
        photo,
        idempotencyKey: attemptRef.current.key,
        ...(sharing?.myShare ? { myShare: sharing.myShare } : {}),
      },
      {
        onSettled: () => {
          inFlightRef.current = false;
        },
        onSuccess: async (saved) => {
          // The saved expense never waits on the coach: a failing celebration leaves the plain toast.
          // A save kept on this device shows no celebration, so it does not wait for the coach at all:
          // offline, the coach's first read of the user's state waits for the connection.
          guard.allowLeave();
          fields.clear();
          if (isWaitingToSync(saved)) {
            void Promise.resolve(onExpenseSaved?.(saved)).catch(() => null);
            showExpenseToast({ ...waitingToSyncToast(), type: "info" });
            navigate("/");
            return;
          }
          const celebration = await Promise.resolve(onExpenseSaved?.(saved)).catch(() => null);
          showSavedExpenseToast(celebration, category, paiseToRupeeNumber(paiseFromWire(amount)));
          navigate("/");
        },
        onError: (error) => {
          if (isAlreadySavedError(error)) {
            showExpenseToast({
              title: t("alreadySavedTitle"),
              description: t("alreadySaved"),
              type: "warning",
            });
            return;
          }
          const outcome = saveErrorOutcome(error instanceof Error ? error.message : String(error));
          showExpenseToast({
            ...outcome.toast,
            type: "error",
            keepOnScreenChange: outcome.kind === "unauthorised",
          });
          if (outcome.kind === "unauthorised") {
            guard.allowLeave();
            window.setTimeout(() => navigate("/"), UNAUTHORISED_REDIRECT_MS);
          }
        },
      },
    );
  };

  return (
    <Stack gap="5" pb="6" data-testid="add-expense-page">
      <HStack justify="space-between">
        <BackToHomeTitle>{t("title")}</BackToHomeTitle>
        <Button variant="outline" size="sm" onClick={() => setVoiceOpen(true)}>
          <Mic aria-hidden="true" /> {t("voice")}
        </Button>
      </HStack>

      <PasteMessageButton
        onText={(text) => {
          setFullForm(true);
          void fromMessage.applyText(text);
        }}
      />
      {fromMessage.source ? (
        <MessageSourceNote
          source={fromMessage.source}
          alreadySaved={fromMessage.alreadySaved}
          onForget={fromMessage.forget}
        />
      ) : null}

      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="5">
          <ExpenseFields
            fields={{ ...fields, setPaidWith: choosePaidWith }}
            quick={
              fullForm
                ? undefined
                : {
                    // A category tap saves once the amount is valid; before, it only picks.
                    onCategoryTapped: (name) => {
                      if (expenseFormProblem(fields.amount, name) === null) submit(name);
                    },
                    leadingCategory: lastUsedCategory(recent.data),
                    leadingPaidWith: lastPaidWith ?? null,
                  }
            }
            amountFocusRequest={amountFocusRequest}
            categoryArea={
              splitLines ? (
                <SplitLinesEditor
                  total={fields.amount}
                  lines={splitLines}
                  onChange={setSplitLines}
                  categories={[...DEFAULT_FORM_CATEGORIES.map((c) => c.name), ...fields.customCategories]}
                />
              ) : undefined
            }
            categoryFooter={
              // A shared expense has one category (the API refuses lines on it).
              fullForm && !sharingState.shared ? (
                <Button
                  variant="outline"
                  size="sm"
                  alignSelf="flex-start"
                  aria-pressed={splitLines !== null}
                  onClick={() => setSplitLines((lines) => (lines ? null : startSplit(fields.category)))}
                >
                  <Split aria-hidden="true" /> {splitLines ? t("split.stop") : t("split.start")}
                </Button>
              ) : null
            }
            receiptNote={
              <ReceiptReadNote
                state={receiptOcr.state}
                amount={fields.amount}
                onUse={(total) => setAmount(String(total))}
                onStop={receiptOcr.stop}
              />
            }
          />
          {fullForm && !splitLines && offersSharing ? (
            <SharedWithSlot amount={fields.amount} onState={sharingState.onState} />
          ) : null}
          {duplicateOf ? (
            <Alert.Root status="warning" variant="surface" data-testid="duplicate-warning">
              <Alert.Indicator />
              <Alert.Description>
                {t("duplicateWarning", { amount: formatRupees(paiseFromWire(duplicateOf.amount)) })}
              </Alert.Description>
            </Alert.Root>
          ) : null}
          <Button
            type="submit"
            colorPalette="teal"
            size="lg"
            disabled={saving || (split !== null && !split.canSave)}
          >
            {saving ? t("saving") : t("save")}
          </Button>
          {fullForm ? null : (
            <Button variant="ghost" onClick={() => setFullForm(true)}>
              {t("moreDetails")}
            </Button>
          )}
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
      {guard.dialog}
    </Stack>
  );
}

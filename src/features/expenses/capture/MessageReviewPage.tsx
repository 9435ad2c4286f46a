// `/share`: the review of shared or pasted bank/UPI messages (docs/capture.md). The installed app is
// a Web Share Target (GET /share?title=&text=&url=); Add Expense sends a paste of several messages
// here in the history entry. One payment goes straight to the Add Expense form; several become a
// list where only rupee payments are ticked, and Save all adds them in one request (without a
// connection, to the offline queue: docs/offline.md).
import {
  Badge,
  Box,
  Button,
  Checkbox,
  HStack,
  NativeSelect,
  Stack,
  Text,
  VisuallyHidden,
} from "@chakra-ui/react";
import { indianIso } from "@shared/calendar/indian-day.ts";
import { splitBankMessages } from "@shared/capture/bank-message.ts";
import { MAX_BATCH_EXPENSES } from "@shared/contract/expense-schemas.ts";
import { paiseFromWire, sumPaise } from "@shared/money/paise.ts";
import { useQuery } from "@tanstack/react-query";
import { useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Navigate, Link as RouterLink, useLocation, useNavigate, useSearchParams } from "react-router-dom";
import { BackToHomeTitle } from "../../../components/BackToHomeTitle.tsx";
import { PageSpinner } from "../../../components/PageSpinner.tsx";
import { showExpenseToast, showMilestoneToast } from "../../../components/ui/toaster.tsx";
import { formatIstDate, formatIstDateTime, formatRupees } from "../../../i18n/format.ts";
import { paidWithText, useCategoryLabel } from "../../../i18n/labels.ts";
import { serverMessage } from "../../../lib/api.ts";
import { useCategoryChoices } from "../../../lib/category-choices.ts";
import { emptyWhenOffline } from "../../../lib/money-queries.ts";
import { useOfflineQueue } from "../../../lib/offline-queue-store.ts";
import { waitingToSyncToast } from "../expense-api.ts";
import type { ExpenseSavedToast } from "../saved-toast.ts";
import {
  fetchLearnedCategories,
  fetchSavedRefs,
  isAlreadySavedError,
  messageKeys,
  useSaveMessageExpenses,
} from "./message-api.ts";
import { draftFromMessage, type MessageDraft } from "./message-draft.ts";
import { batchFromRows, type ReviewRow, reviewRows, sharedMessageText } from "./message-review.ts";

const OTHERS = "Others";
/** A paste of a whole inbox is cut here; the rest can be pasted again. */
const MAX_REVIEW_MESSAGES = 200;

function amountLine({ parsed }: MessageDraft): string {
  if (parsed.amount === null) return "";
  if (parsed.currency !== "INR") return `${parsed.currency} ${parsed.amount}`;
  const amount = formatRupees(paiseFromWire(parsed.amount));
  return parsed.kind === "credit" ? `+${amount}` : amount;
}

function whenLine({ date, time }: MessageDraft): string | null {
  if (!date) return null;
  return time ? formatIstDateTime(indianIso(date, time)) : formatIstDate(indianIso(date, "12:00"));
}

// Offline the server cannot be asked (module constants: a placeholder must stay the same object).
/** No payee learned yet as far as this device knows: the parser's own guesses. */
const noLearnedCategoriesOffline = emptyWhenOffline<Record<string, string>>({});
/** No message saved as far as the server is concerned: only this device's waiting saves (below). */
const noSavedRefsOffline = emptyWhenOffline<Set<string>>(new Set());

export interface MessageReviewPageProps {
  /** Called after Save all; a returned celebration (a streak milestone) replaces the plain toast. */
  onExpensesSaved?: () => Promise<ExpenseSavedToast | null> | ExpenseSavedToast | null | undefined;
}

export default function MessageReviewPage({ onExpensesSaved }: MessageReviewPageProps) {
  const [params] = useSearchParams();
  const pasted = (useLocation().state as { text?: string } | null)?.text;
  const text =
    pasted ??
    sharedMessageText({ title: params.get("title"), text: params.get("text"), url: params.get("url") });
  const messages = useMemo(() => splitBankMessages(text).slice(0, MAX_REVIEW_MESSAGES), [text]);

  const learned = useQuery({
    queryKey: messageKeys.learnedCategories,
    queryFn: fetchLearnedCategories,
    staleTime: 60_000,
    placeholderData: noLearnedCategoriesOffline,
  });
  const drafts = useMemo(
    () => (learned.isPending ? [] : messages.map((message) => draftFromMessage(message, learned.data ?? {}))),
    [messages, learned.isPending, learned.data],
  );
  const refs = drafts.map((draft) => draft.messageRef);
  const saved = useQuery({
    queryKey: messageKeys.savedRefs(refs),
    queryFn: () => fetchSavedRefs(refs),
    enabled: refs.length > 0,
    placeholderData: noSavedRefsOffline,
  });
  const queued = useOfflineQueue().items;
  const rows = useMemo(() => {
    // A message whose save waits on this device is already saved as far as the user is concerned.
    const known = new Set(saved.data);
    for (const item of queued) {
      if (item.change.kind === "add-expense" && item.status !== "refused" && item.change.payload.messageRef) {
        known.add(item.change.payload.messageRef);
      }
    }
    return reviewRows(drafts, known);
  }, [drafts, saved.data, queued]);

  if (messages.length === 0) return <NothingShared />;
  if (learned.isPending || saved.isPending) return <PageSpinner />;
  // One payment: the Add Expense form is its review (every field editable, one tap to save).
  if (rows.length === 1 && rows[0]?.status === "expense") {
    return <Navigate to="/expense" replace state={{ messageText: rows[0].draft.text }} />;
  }
  return <ReviewList rows={rows} onRecheck={() => void saved.refetch()} onSaved={onExpensesSaved} />;
}

function ReviewList({
  rows,
  onRecheck,
  onSaved,
}: {
  rows: ReviewRow[];
  onRecheck: () => void;
  onSaved: MessageReviewPageProps["onExpensesSaved"];
}) {
  const navigate = useNavigate();
  const save = useSaveMessageExpenses();
  const { t } = useTranslation(["capture", "common"]);
  const labelOf = useCategoryLabel();
  // The default categories and the user's own, as on every form.
  const categoryChoices = useCategoryChoices();
  const [unticked, setUnticked] = useState<ReadonlySet<number>>(new Set());
  const [chosen, setChosen] = useState<Readonly<Record<number, string>>>({});
  const attemptRef = useRef<{ fingerprint: string; key: string } | null>(null);

  const categoryOf = (index: number, row: ReviewRow) => chosen[index] ?? row.draft.category ?? OTHERS;
  const ticked = rows.flatMap((row, index) =>
    row.status === "expense" && !unticked.has(index) ? [{ index, row }] : [],
  );
  const total = sumPaise(ticked.map(({ row }) => paiseFromWire(row.draft.parsed.amount)));
  const payments = rows.filter((row) => row.status === "expense").length;

  const saveAll = () => {
    if (save.isPending || ticked.length === 0) return;
    const expenses = batchFromRows(
      ticked.map(({ index, row }) => ({ draft: row.draft, category: categoryOf(index, row) })),
    );
    // A retry of the same selection reuses its key, so a lost answer never saves twice.
    const fingerprint = JSON.stringify(expenses.map(({ date: _date, ...rest }) => rest));
    if (attemptRef.current?.fingerprint !== fingerprint) {
      attemptRef.current = { fingerprint, key: crypto.randomUUID() };
    }
    save.mutate(
      { expenses, idempotencyKey: attemptRef.current.key },
      {
        onSuccess: async (outcome) => {
          const count = outcome.expenses.length || expenses.length;
          const summary = t("review.added", { count, total: formatRupees(total) });
          if (outcome.kind === "waiting") {
            showExpenseToast({
              title: waitingToSyncToast().title,
              description: `${summary} ${t("review.waiting", { count })}`,
              type: "info",
            });
            navigate("/");
            return;
          }
          // The saved expenses never wait on the coach: a failing celebration leaves the plain toast.
          const celebration = await Promise.resolve(onSaved?.()).catch(() => null);
          if (celebration) showMilestoneToast({ ...celebration, type: "success" });
          else
            showExpenseToast({
              title: t("review.addedTitle", { count }),
              description: summary,
              type: "success",
            });
          navigate("/");
        },
        onError: (error) => {
          if (isAlreadySavedError(error)) {
            onRecheck();
            showExpenseToast({
              title: t("review.someSavedTitle"),
              description: t("review.someSaved"),
              type: "warning",
            });
            return;
          }
          showExpenseToast({
            title: t("common:error"),
            description: t("review.failed", {
              message: serverMessage(error) ?? (error instanceof Error ? error.message : String(error)),
            }),
            type: "error",
          });
        },
      },
    );
  };

  const toggle = (index: number, on: boolean) =>
    setUnticked((current) => {
      const next = new Set(current);
      if (on) next.delete(index);
      else next.add(index);
      return next;
    });

  return (
    <Stack gap="4" pb="24" data-testid="message-review">
      <BackToHomeTitle>{t("review.title")}</BackToHomeTitle>
      <Text color="fg.muted" fontSize="sm">
        {payments === 0 ? t("review.none") : t("review.some", { payments, count: rows.length })}
        {rows.length === MAX_REVIEW_MESSAGES ? t("review.cut", { max: MAX_REVIEW_MESSAGES }) : ""}
      </Text>
      <Stack as="ul" gap="2" listStyleType="none">
        {rows.map((row, index) => (
          <MessageRow
            // biome-ignore lint/suspicious/noArrayIndexKey: rows never move; the same message may appear twice.
            key={index}
            row={row}
            ticked={row.status === "expense" && !unticked.has(index)}
            category={categoryOf(index, row)}
            choices={categoryChoices}
            labelOf={labelOf}
            onToggle={(on) => toggle(index, on)}
            onCategory={(category) => setChosen((current) => ({ ...current, [index]: category }))}
            onOpen={() => navigate("/expense", { state: { messageText: row.draft.text } })}
          />
        ))}
      </Stack>
      <Box position="sticky" bottom="4" bg="bg" pt="2">
        <Button
          colorPalette="teal"
          size="lg"
          width="full"
          onClick={saveAll}
          disabled={ticked.length === 0 || ticked.length > MAX_BATCH_EXPENSES || save.isPending}
        >
          {save.isPending
            ? t("review.saving")
            : ticked.length === 0
              ? t("review.nothing")
              : ticked.length > MAX_BATCH_EXPENSES
                ? t("review.tooMany", { max: MAX_BATCH_EXPENSES, extra: ticked.length - MAX_BATCH_EXPENSES })
                : t("review.saveAll", { count: ticked.length, total: formatRupees(total) })}
        </Button>
      </Box>
    </Stack>
  );
}

interface RowProps {
  row: ReviewRow;
  ticked: boolean;
  category: string;
  /** The categories to offer: the defaults and the user's own. */
  choices: readonly string[];
  labelOf: (name: string) => string;
  onToggle: (on: boolean) => void;
  onCategory: (category: string) => void;
  onOpen: () => void;
}

type CheckField = "amount" | "description" | "category" | "date";

/** The fields of a row the parser is unsure of, in the order the row shows them. */
function fieldsToCheck({ check }: MessageDraft): CheckField[] {
  return (["amount", "description", "category", "date"] as const).filter((field) => check[field]);
}

/** A low-confidence field: an orange "Check" mark beside it, named for screen readers. */
function CheckMark({ field }: { field: CheckField }) {
  const { t } = useTranslation("capture");
  return (
    <Badge colorPalette="orange" variant="subtle" size="xs">
      <span aria-hidden="true">{t("review.check")}</span>
      <VisuallyHidden>{t(`review.checkField.${field}`)}</VisuallyHidden>
    </Badge>
  );
}

function MessageRow({ row, ticked, category, choices, labelOf, onToggle, onCategory, onOpen }: RowProps) {
  const { draft, status } = row;
  const { t } = useTranslation("capture");
  const selectable = status === "expense";
  const title = draft.description || draft.parsed.bank || t("review.message");
  const when = whenLine(draft);
  const categories = choices.includes(category) ? choices : [...choices, category];
  // Only a payment to add asks for confirming; a greyed row is not saved anyway.
  const toCheck = selectable ? fieldsToCheck(draft) : [];
  const checks = (field: CheckField) => toCheck.includes(field);
  const learned = selectable && draft.categoryLearned && category === draft.category;
  return (
    <Box
      as="li"
      borderWidth="1px"
      rounded="lg"
      p="3"
      bg={selectable ? "bg" : "bg.muted"}
      color={selectable ? undefined : "fg.muted"}
      data-testid="message-row"
      data-status={status}
      data-check={toCheck.join(" ")}
    >
      <HStack align="start" gap="3">
        <Checkbox.Root
          checked={ticked}
          disabled={!selectable}
          onCheckedChange={(details) => onToggle(details.checked === true)}
          mt="1"
        >
          <Checkbox.HiddenInput aria-label={t("review.add", { title, amount: amountLine(draft) }).trim()} />
          <Checkbox.Control />
        </Checkbox.Root>
        <Stack flex="1" gap="1" minW="0">
          <HStack justify="space-between" gap="2">
            <HStack gap="1" minW="0">
              <Text fontWeight="medium" truncate color={checks("description") ? "orange.fg" : undefined}>
                {title}
              </Text>
              {checks("description") ? <CheckMark field="description" /> : null}
            </HStack>
            <HStack gap="1" flexShrink={0}>
              {checks("amount") ? <CheckMark field="amount" /> : null}
              <Text
                fontWeight="semibold"
                data-testid="message-amount"
                color={checks("amount") ? "orange.fg" : undefined}
              >
                {amountLine(draft)}
              </Text>
            </HStack>
          </HStack>
          <HStack gap="1">
            <Text fontSize="xs" lineClamp={2}>
              {draft.description
                ? [when, draft.paidWith ? paidWithText(draft.paidWith) : null, draft.parsed.bank]
                    .filter(Boolean)
                    .join(" · ")
                : draft.text.replace(/\s+/g, " ")}
            </Text>
            {checks("date") ? <CheckMark field="date" /> : null}
          </HStack>
          {selectable ? (
            <HStack gap="2" wrap="wrap">
              <NativeSelect.Root size="xs" width="auto" maxW="56">
                <NativeSelect.Field
                  aria-label={t("review.categoryFor", { title })}
                  value={category}
                  onChange={(event) => onCategory(event.target.value)}
                  borderColor={checks("category") ? "orange.solid" : undefined}
                >
                  {categories.map((name) => (
                    <option key={name} value={name}>
                      {labelOf(name)}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
              {checks("category") ? <CheckMark field="category" /> : null}
            </HStack>
          ) : (
            <HStack gap="2">
              <Badge
                colorPalette={status === "saved" || status === "repeat" ? "orange" : "gray"}
                variant="subtle"
              >
                {t(`review.status.${status}`)}
              </Badge>
              {status === "no-amount" ? (
                <Button size="2xs" variant="outline" onClick={onOpen}>
                  {t("review.open")}
                </Button>
              ) : null}
            </HStack>
          )}
          {learned ? (
            <Text fontSize="xs" color="fg.muted" data-testid="learned-category">
              {t("review.learned", { payee: title, category: labelOf(category) })}
            </Text>
          ) : null}
        </Stack>
      </HStack>
    </Box>
  );
}

function NothingShared() {
  const { t } = useTranslation("capture");
  return (
    <Stack gap="4" data-testid="message-review">
      <BackToHomeTitle>{t("review.title")}</BackToHomeTitle>
      <Text>{t("review.nothingShared")}</Text>
      <Button asChild colorPalette="teal" alignSelf="start">
        <RouterLink to="/expense">{t("review.addExpense")}</RouterLink>
      </Button>
    </Stack>
  );
}

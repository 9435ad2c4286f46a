import { Badge, IconButton, Stack } from "@chakra-ui/react";
import { categoryStyle } from "@shared/contract/categories.ts";
import { Trash2 } from "lucide-react";
import { Fragment, type ReactElement } from "react";
import { useTranslation } from "react-i18next";
import { formatRupees } from "../i18n/format.ts";
import { categoryLabel, paidWithText } from "../i18n/labels";
import { useExpenseEditor } from "../lib/expense-editor.ts";
import { amountOf, type ShownExpense } from "../lib/money-queries.ts";
import { useReceiptUrl } from "../lib/receipt-url.ts";

/**
 * The rows' looks, resolved once for the whole list (ExpenseRows) and keyed on each element's
 * `data-part`: a row is plain elements, not a dozen Chakra components whose style props are resolved
 * and serialised again for every row on every render (most of a list's render time).
 */
const EXPENSE_ROWS_STYLES = {
  "& [data-part=separator]": { alignSelf: "stretch", borderTopWidth: "1px", borderColor: "inherit" },
  "& [data-part=row]": { display: "flex", alignItems: "center", gap: "1", py: "2" },
  "& [data-part=open]": {
    display: "flex",
    alignItems: "center",
    gap: "3",
    flex: "1",
    minW: "0",
    textAlign: "start",
    rounded: "md",
  },
  "& button[data-part=open]": { cursor: "pointer", _hover: { bg: "bg.muted" } },
  "& [data-part=receipt]": { boxSize: "10", rounded: "md", objectFit: "cover" },
  "& [data-part=emoji]": {
    boxSize: "10",
    flexShrink: 0,
    rounded: "md",
    display: "flex",
    alignItems: "center",
    justifyContent: "center",
    fontSize: "xl",
  },
  "& [data-part=text]": { display: "block", flex: "1", minW: "0" },
  "& [data-part=label]": { display: "block", fontWeight: "medium", truncate: true },
  "& [data-part=details]": { display: "flex", fontSize: "xs", color: "fg.muted", minW: "0" },
  "& [data-part=details-text]": { truncate: true, minW: "0" },
  "& [data-part=when]": { flexShrink: 0, whiteSpace: "pre" },
  "& [data-part=amount]": { fontWeight: "semibold", whiteSpace: "nowrap" },
} as const;

/** A list of ExpenseRows, a line between rows: the one element that carries the rows' styles. */
export function ExpenseRows({ children }: { children: ReactElement[] }) {
  return (
    <Stack gap="0" css={EXPENSE_ROWS_STYLES}>
      {children.map((row, index) => (
        // Each row with the line above it, under the row's own key (its expense).
        <Fragment key={row.key}>
          {index > 0 ? <div data-part="separator" /> : null}
          {row}
        </Fragment>
      ))}
    </Stack>
  );
}

interface Props {
  expense: ShownExpense;
  when: string;
  onDelete?: (expense: ShownExpense) => void;
  deleting?: boolean;
}

/**
 * One expense, inside ExpenseRows: receipt thumbnail or category emoji, description, category, how it
 * was paid and when, amount; tapping it opens the edit sheet, the bin deletes it. A change still
 * waiting to sync is marked; editing or deleting it changes the queued change (docs/offline.md).
 */
export function ExpenseRow({ expense, when, onDelete, deleting }: Props) {
  const look = categoryStyle(expense.category);
  const receipt = useReceiptUrl(expense.receiptPath);
  const openEditor = useExpenseEditor();
  const { t } = useTranslation(["common", "recurring"]);
  const category = categoryLabel(expense.category);
  const label = expense.description || category;
  const details = [category, expense.paidWith ? paidWithText(expense.paidWith) : null]
    .filter(Boolean)
    .join(" · ");
  const Open = openEditor ? "button" : "div";
  return (
    <div data-part="row" data-testid="expense-row" data-expense-id={String(expense.id)}>
      <Open
        type={openEditor ? "button" : undefined}
        data-part="open"
        aria-label={
          openEditor ? t("expenseRow.edit", { label, amount: formatRupees(amountOf(expense)) }) : undefined
        }
        onClick={openEditor ? () => openEditor(expense) : undefined}
      >
        {receipt.data ? (
          <img
            src={receipt.data}
            alt={t("expenseRow.receiptFor", { label })}
            data-part="receipt"
            data-testid="receipt-thumbnail"
          />
        ) : (
          <span data-part="emoji" style={{ background: `${look.color}22` }} aria-hidden="true">
            {look.emoji}
          </span>
        )}
        {/* Spans: a button may only hold phrasing content. */}
        <span data-part="text">
          <span data-part="label">{label}</span>
          {/* The time never gives way: a long category or way of paying is what gets cut (390 px). */}
          <span data-part="details" data-testid="expense-details">
            <span data-part="details-text">{details}</span>
            {when ? (
              <span data-part="when" data-testid="expense-when">
                {` · ${when}`}
              </span>
            ) : null}
          </span>
          {expense.recurring ? (
            <Badge size="sm" colorPalette="purple" data-testid="recurring-mark">
              {t("recurring:badge")}
            </Badge>
          ) : null}
          {expense.syncState === "waiting" ? (
            <Badge size="sm" colorPalette="orange" data-testid="sync-state">
              {t("expenseRow.waiting")}
            </Badge>
          ) : null}
        </span>
        <span data-part="amount" data-testid="expense-amount">
          {formatRupees(amountOf(expense))}
        </span>
      </Open>
      {onDelete ? (
        <IconButton
          aria-label={t("expenseRow.delete", { label })}
          size="sm"
          variant="ghost"
          colorPalette="red"
          loading={deleting}
          onClick={() => onDelete(expense)}
        >
          <Trash2 size={16} />
        </IconButton>
      ) : null}
    </div>
  );
}

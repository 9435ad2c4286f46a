// The state of the expense form's fields, shared by Add Expense and the edit sheet: what the user has
// typed and picked, the categories to offer, and the receipt (a new photo or the stored one).

import { indianClock } from "@shared/calendar/indian-day.ts";
import type { PaidWith } from "@shared/contract/paid-with.ts";
import { useCallback, useEffect, useMemo, useState } from "react";
import { showExpenseToast } from "../../components/ui/toaster.tsx";
import { i18n } from "../../i18n/i18n.ts";
import { serverMessage } from "../../lib/api.ts";
import { useCustomCategories } from "../../lib/money-queries.ts";
import { useAmountInput } from "../../lib/use-amount-input.ts";
import { useAddCustomCategory } from "./expense-api.ts";
import { customCategoryOutcome } from "./expense-form.ts";
import { canonicalFormCategory, DEFAULT_FORM_CATEGORIES } from "./form-categories.ts";

export interface ExpenseFieldsInitial {
  amount?: string;
  category?: string | null;
  description?: string;
  date?: string;
  time?: string;
  paidWith?: PaidWith | null;
  /** The receipt already stored with the expense (edit). */
  receiptPath?: string | null;
}

const isDefaultCategory = (name: string) => DEFAULT_FORM_CATEGORIES.some((c) => c.name === name);

export function useExpenseFields(initial: ExpenseFieldsInitial = {}) {
  const amountInput = useAmountInput(initial.amount ?? "");
  const [category, setCategory] = useState<string | null>(initial.category ?? null);
  // The user's own categories (kept on the server, for every device), plus any other name in this
  // form (voice input, or the custom category of the expense being edited) until it is saved.
  const savedCategories = useCustomCategories();
  const addCategory = useAddCustomCategory();
  const [sessionCategories, setSessionCategories] = useState<string[]>(() =>
    initial.category && !isDefaultCategory(initial.category) ? [initial.category] : [],
  );
  const customCategories = useMemo(() => {
    const saved = (savedCategories.data ?? []).map((row) => row.name);
    const lower = new Set(saved.map((name) => name.toLowerCase()));
    return [...saved, ...sessionCategories.filter((name) => !lower.has(name.toLowerCase()))];
  }, [savedCategories.data, sessionCategories]);
  const [description, setDescription] = useState(initial.description ?? "");
  const [{ date, time }, setWhen] = useState(() => {
    const now = indianClock(new Date());
    return { date: initial.date ?? now.date, time: initial.time ?? now.time };
  });
  const [paidWith, setPaidWith] = useState<PaidWith | null>(initial.paidWith ?? null);
  const [photo, setPhoto] = useState<Blob | null>(null);
  const [photoUrl, setPhotoUrl] = useState<string | null>(null);
  const [receiptPath, setReceiptPath] = useState<string | null>(initial.receiptPath ?? null);

  useEffect(() => {
    if (!photo) {
      setPhotoUrl(null);
      return;
    }
    const url = URL.createObjectURL(photo);
    setPhotoUrl(url);
    return () => URL.revokeObjectURL(url);
  }, [photo]);

  const selectCategory = useCallback(
    (name: string) => {
      const canonical = canonicalFormCategory(name);
      if (!isDefaultCategory(canonical) && !customCategories.includes(canonical)) {
        setSessionCategories((current) => [...current, canonical]);
      }
      setCategory(canonical);
    },
    [customCategories],
  );

  /** docs/product.md §5.5 custom category rules; resolves true when the name was added (the dialog closes). */
  const addCustomCategory = async (typed: string): Promise<boolean> => {
    const outcome = customCategoryOutcome(typed, [
      ...DEFAULT_FORM_CATEGORIES.map((c) => c.name),
      ...customCategories,
    ]);
    if (outcome.kind === "ignored" || outcome.kind === "too-long") return false;
    if (outcome.kind === "duplicate") {
      showExpenseToast({ ...outcome.toast, type: "error" });
      return false;
    }
    try {
      await addCategory.mutateAsync(outcome.name);
    } catch (error) {
      showExpenseToast({
        title: i18n.t("expenses:custom.notAdded"),
        description: serverMessage(error) ?? i18n.t("auth:genericError"),
        type: "error",
      });
      return false;
    }
    setCategory(outcome.name);
    showExpenseToast({ ...outcome.toast, type: "success" });
    return true;
  };

  return {
    /** The amount field: never reinterprets what is typed (lib/use-amount-input.ts). */
    amountInput,
    amount: amountInput.value,
    setAmount: amountInput.setValue,
    category,
    setCategory,
    selectCategory,
    customCategories,
    addCustomCategory,
    description,
    setDescription,
    date,
    time,
    setDate: (value: string) => setWhen({ date: value, time }),
    setTime: (value: string) => setWhen({ date, time: value }),
    /** Date and time together, from their current values (a message or a receipt sets both). */
    setWhen,
    paidWith,
    setPaidWith: useCallback((value: PaidWith | null) => setPaidWith(value), []),
    /** A photo taken or picked in this form, not yet uploaded. */
    photo,
    photoUrl,
    setPhoto,
    /** The stored receipt still attached (edit); null once removed or replaced. */
    receiptPath,
    removeReceipt: () => {
      setPhoto(null);
      setReceiptPath(null);
    },
    /**
     * Back to an empty form, once what it held is saved: a screen still mounted when the user comes
     * back (Back tapped while home is still loading on a slow phone) must not offer the saved expense
     * again.
     */
    clear: () => {
      amountInput.setValue("");
      setCategory(null);
      setDescription("");
      setWhen(indianClock(new Date()));
      setPaidWith(null);
      setPhoto(null);
      setReceiptPath(null);
    },
  };
}

export type ExpenseFieldsState = ReturnType<typeof useExpenseFields>;

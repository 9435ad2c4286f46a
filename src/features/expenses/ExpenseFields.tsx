import {
  Box,
  Button,
  Field,
  Image,
  Input,
  InputGroup,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
} from "@chakra-ui/react";
import { DESCRIPTION_MAX, EXPENSE_DAY_MAX, EXPENSE_DAY_MIN } from "@shared/contract/expense-limits.ts";
import type { PaidWith } from "@shared/contract/paid-with.ts";
import { Camera, ImagePlus } from "lucide-react";
import { type ReactNode, useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { showExpenseToast } from "../../components/ui/toaster.tsx";
import { localeFormat } from "../../i18n/format.ts";
import { translateMessage } from "../../i18n/messages.ts";
import { useReceiptUrl } from "../../lib/receipt-url.ts";
import { CategoryGrid } from "./CategoryGrid.tsx";
import { CameraCapture } from "./capture/CameraCapture.tsx";
import { pickedFileToJpeg, UnreadablePhotoError, unreadablePhotoToast } from "./capture/photo.ts";
import { amountFieldError, expenseDateProblem, futureDateWarning, istNowLine } from "./expense-form.ts";
import { PaidWithChips } from "./PaidWithChips.tsx";
import { useAmountAboveKeypad } from "./use-above-keypad.ts";
import type { ExpenseFieldsState } from "./use-expense-fields.ts";

/** Quick logging (docs/product.md §4.27): the short form and its ordering. */
export interface QuickFields {
  /** Called after a category tile is tapped (the tap saves when the amount is valid). */
  onCategoryTapped: (name: string) => void;
  leadingCategory: string | null;
  leadingPaidWith: PaidWith | null;
}

/**
 * The expense form's fields (docs/product.md §2.13 Add Expense): amount, category grid, description, IST
 * date and time, how it was paid, receipt photo. Add Expense and the edit sheet both render these.
 */
export function ExpenseFields({
  fields,
  receiptNote,
  quick,
  amountFocusRequest,
  categoryArea,
  categoryFooter,
}: {
  fields: ExpenseFieldsState;
  /** Shown in place of the category grid (a bill split across categories, docs/product.md §4.19.1). */
  categoryArea?: ReactNode;
  /** Shown under the category grid (the "Split across categories" button). */
  categoryFooter?: ReactNode;
  /** Each new value puts the cursor in Amount (a receipt that could not be read asks for it). */
  amountFocusRequest?: number;
  /** Shown under a new receipt photo (Add Expense: what was read from it). */
  receiptNote?: ReactNode;
  /** The quick form: amount focused, paid with, categories; the other fields are left out. */
  quick?: QuickFields;
}) {
  const amountHint = translateMessage(fields.amountInput.refused) ?? amountFieldError(fields.amount);
  const { t } = useTranslation("expenses");
  const amountRef = useRef<HTMLInputElement>(null);
  const amountFieldRef = useRef<HTMLDivElement>(null);
  const quickForm = quick !== undefined;
  useAmountAboveKeypad(amountFieldRef, amountRef, quickForm);
  // The keypad opens at once on the quick form (docs/product.md §4.27); once, on arrival.
  useEffect(() => {
    if (quickForm) amountRef.current?.focus();
  }, [quickForm]);
  useEffect(() => {
    // Never taken from a field the user is typing in.
    const active = document.activeElement;
    const typing =
      active instanceof HTMLElement && active.matches("input:not([type=file]), textarea, select");
    if (amountFocusRequest && !typing) amountRef.current?.focus();
  }, [amountFocusRequest]);
  const paidWith = (
    <Box>
      <Text fontWeight="medium" mb="2" id="paid-with-label">
        {t("fields.paidWith")}
      </Text>
      <PaidWithChips value={fields.paidWith} onChange={fields.setPaidWith} leading={quick?.leadingPaidWith} />
    </Box>
  );
  return (
    <Stack gap="5">
      {/* Scrolled to just under the sticky header when the keypad opens (use-above-keypad.ts). */}
      <Field.Root invalid={amountHint !== null} ref={amountFieldRef} scrollMarginTop="16">
        <Field.Label>{t("fields.amount")}</Field.Label>
        <InputGroup startElement="₹">
          <Input
            ref={amountRef}
            name="amount"
            inputMode="decimal"
            enterKeyHint={quickForm ? "done" : undefined}
            autoComplete="off"
            placeholder="0"
            fontSize="xl"
            {...fields.amountInput.inputProps}
          />
        </InputGroup>
        {amountHint ? <Field.ErrorText>{amountHint}</Field.ErrorText> : null}
      </Field.Root>

      {quickForm ? paidWith : null}

      {categoryArea ?? (
        <Box>
          <Text fontWeight="medium" mb="2" id="category-label">
            {t("fields.category")}
          </Text>
          <CategoryGrid
            selected={fields.category}
            customCategories={fields.customCategories}
            onSelect={(name) => {
              fields.setCategory(name);
              quick?.onCategoryTapped(name);
            }}
            onAddCustom={fields.addCustomCategory}
            leading={quick?.leadingCategory}
          />
        </Box>
      )}
      {categoryFooter}

      {quickForm ? null : <FullFormFields fields={fields} receiptNote={receiptNote} paidWith={paidWith} />}
    </Stack>
  );
}

/** Description, date and time, paid with and the receipt: the full form beyond amount and category. */
function FullFormFields({
  fields,
  receiptNote,
  paidWith,
}: {
  fields: ExpenseFieldsState;
  receiptNote?: ReactNode;
  paidWith: ReactNode;
}) {
  const dateWarning = futureDateWarning(fields.date);
  const dateProblem = expenseDateProblem(fields.date, fields.time);
  const { t } = useTranslation("expenses");
  return (
    <>
      <Field.Root>
        <Field.Label>{t("fields.description")}</Field.Label>
        <Input
          name="description"
          placeholder={t("fields.descriptionPlaceholder")}
          maxLength={DESCRIPTION_MAX}
          value={fields.description}
          onChange={(event) => fields.setDescription(event.target.value)}
        />
      </Field.Root>

      <Box>
        <SimpleGrid columns={2} gap="3">
          <Field.Root>
            <Field.Label>{t("fields.date")}</Field.Label>
            <Input
              type="date"
              name="date"
              min={EXPENSE_DAY_MIN}
              max={EXPENSE_DAY_MAX}
              value={fields.date}
              onChange={(event) => fields.setDate(event.target.value)}
            />
          </Field.Root>
          <Field.Root>
            <Field.Label>{t("fields.time")}</Field.Label>
            <Input
              type="time"
              name="time"
              value={fields.time}
              onChange={(event) => fields.setTime(event.target.value)}
            />
          </Field.Root>
        </SimpleGrid>
        <IndiaNowLine />
        {dateProblem ? (
          <Text fontSize="sm" color="fg.error" mt="1" role="alert" data-testid="date-problem">
            {dateProblem}
          </Text>
        ) : dateWarning ? (
          <Text fontSize="sm" color="orange.fg" mt="1" role="status" data-testid="future-date-warning">
            {dateWarning}
          </Text>
        ) : null}
      </Box>

      {paidWith}

      <ReceiptPhotoField fields={fields} note={receiptNote} />
    </>
  );
}

/** "Now in India: Sun, 22 Nov 2026, 9:05 am IST", kept current. */
function IndiaNowLine() {
  const [now, setNow] = useState(() => new Date());
  const { t } = useTranslation("expenses");
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), 15_000);
    return () => window.clearInterval(timer);
  }, []);
  return (
    <Text fontSize="xs" color="fg.muted" mt="1" data-testid="ist-now">
      {t("fields.nowInIndia", { now: istNowLine(now, localeFormat()) })}
    </Text>
  );
}

/** A new photo (camera or file picker) or the stored receipt, with Remove Photo. */
function ReceiptPhotoField({ fields, note }: { fields: ExpenseFieldsState; note?: ReactNode }) {
  const [cameraOpen, setCameraOpen] = useState(false);
  const fileInputRef = useRef<HTMLInputElement>(null);
  const stored = useReceiptUrl(fields.photo ? null : fields.receiptPath);
  // Stable, so the camera view's effect does not restart the stream on every render.
  const closeCamera = useCallback(() => setCameraOpen(false), []);
  const previewUrl = fields.photoUrl ?? stored.data ?? null;
  const { t } = useTranslation("expenses");

  const onPickFile = async (file: File | undefined) => {
    if (!file) return;
    try {
      fields.setPhoto(await pickedFileToJpeg(file));
    } catch (error) {
      showExpenseToast({
        ...(error instanceof UnreadablePhotoError
          ? unreadablePhotoToast()
          : { title: t("fields.photoNotAdded"), description: t("fields.photoFailed") }),
        type: "error",
      });
    }
  };

  return (
    <Box>
      <Text fontWeight="medium" mb="2">
        {t("fields.receipt")}
      </Text>
      {!previewUrl && !fields.photo && fields.receiptPath && stored.isPending ? (
        <Skeleton height="24" width="32" />
      ) : previewUrl ? (
        <Stack gap="2" align="start">
          <Image
            src={previewUrl}
            alt={t("fields.receiptPreview")}
            maxH="48"
            rounded="md"
            borderWidth="1px"
            data-testid="receipt-preview"
          />
          {fields.photo ? note : null}
          <Button size="sm" variant="outline" colorPalette="red" onClick={fields.removeReceipt}>
            {t("fields.removePhoto")}
          </Button>
        </Stack>
      ) : (
        <SimpleGrid columns={2} gap="2">
          <Button variant="outline" onClick={() => setCameraOpen(true)}>
            <Camera aria-hidden="true" /> {t("fields.takePhoto")}
          </Button>
          <Button variant="outline" onClick={() => fileInputRef.current?.click()}>
            <ImagePlus aria-hidden="true" /> {t("fields.chooseFile")}
          </Button>
        </SimpleGrid>
      )}
      <input
        ref={fileInputRef}
        type="file"
        accept="image/*"
        hidden
        aria-label={t("fields.receiptFile")}
        data-testid="receipt-file-input"
        onChange={(event) => {
          void onPickFile(event.target.files?.[0]);
          event.target.value = "";
        }}
      />
      {cameraOpen ? <CameraCapture onCapture={fields.setPhoto} onClose={closeCamera} /> : null}
    </Box>
  );
}

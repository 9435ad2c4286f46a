import { Button, HStack, Input, InputGroup, NativeSelect } from "@chakra-ui/react";
import { zodResolver } from "@hookform/resolvers/zod";
import type { RecurringPaymentRow } from "@shared/contract/api-rows.ts";
import { PAID_WITH } from "@shared/contract/paid-with.ts";
import {
  type NewRecurringPayment,
  type RecurringPaymentInput,
  recurringPaymentSchema,
} from "@shared/contract/recurring-schemas.ts";
import { latinDigits } from "@shared/format/digits.ts";
import { useState } from "react";
import { type UseFormRegisterReturn, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { FormField } from "../../components/FormField.tsx";
import { FormStack } from "../../components/FormStack.tsx";
import { categoryLabel, paidWithText } from "../../i18n/labels.ts";
import { useCategoryChoices } from "../../lib/category-choices.ts";
import { monthNames, weekdayNames } from "../../lib/schedule-text.ts";

interface Props {
  /** The payment being edited, or none for a new one. */
  editing?: RecurringPaymentRow;
  saving: boolean;
  onSave: (input: RecurringPaymentInput) => void;
  onCancel?: () => void;
}

type Option = readonly [value: string, label: string];
/** 1-based values for a list of names (weekdays, months). */
const numbered = (names: readonly string[]): Option[] =>
  names.map((name, index) => [String(index + 1), name]);

/** A native select bound to the form. */
function Choice({ field, options }: { field: UseFormRegisterReturn; options: readonly Option[] }) {
  return (
    <NativeSelect.Root>
      <NativeSelect.Field {...field}>
        {options.map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

/** 1–31, chosen like the weekday and the month. */
const DAYS_OF_MONTH: Option[] = Array.from({ length: 31 }, (_, i) => [String(i + 1), String(i + 1)]);

const asNumber = (value: unknown) => (value === "" || value === undefined ? undefined : Number(value));
const asPaidWith = (value: unknown) => (value === "" ? null : value);
/** An empty end field is no end; a count typed in Devanagari digits reads as any other. */
const asEndDate = (value: unknown) => (value === "" || value === undefined ? null : value);
const asCount = (value: unknown) => {
  const text = latinDigits(String(value ?? "")).trim();
  return text === "" ? null : Number(text);
};

type Ends = "never" | "date" | "count";
function endsOf(row?: RecurringPaymentRow): Ends {
  if (row?.endsOn) return "date";
  if (row?.paymentCount) return "count";
  return "never";
}

/** Name, amount, category, paid with and schedule of a recurring payment (docs/product.md §2.21). */
export function RecurringForm({ editing, saving, onSave, onCancel }: Props) {
  const {
    register,
    handleSubmit,
    watch,
    setValue,
    setError,
    formState: { errors },
  } = useForm<RecurringPaymentInput, unknown, NewRecurringPayment>({
    resolver: zodResolver(recurringPaymentSchema),
    defaultValues: editing
      ? {
          name: editing.name,
          amount: editing.amount,
          category: editing.category,
          paidWith: editing.paidWith as RecurringPaymentInput["paidWith"],
          frequency: editing.frequency,
          dayOfMonth: editing.dayOfMonth ?? 1,
          weekday: editing.weekday ?? 1,
          month: editing.month ?? 1,
          endsOn: editing.endsOn,
          paymentCount: editing.paymentCount,
        }
      : {
          name: "",
          amount: "",
          category: "Rent",
          paidWith: null,
          frequency: "monthly",
          dayOfMonth: 1,
          weekday: 1,
          month: 1,
          endsOn: null,
          paymentCount: null,
        },
  });
  // "Ends: never / on a date / after N payments": one end at most, the other field cleared.
  const [ends, setEnds] = useState<Ends>(endsOf(editing));
  const chooseEnds = (next: Ends) => {
    setEnds(next);
    if (next !== "date") setValue("endsOn", null);
    if (next !== "count") setValue("paymentCount", null);
  };
  const frequency = watch("frequency");
  const { t } = useTranslation("recurring");
  // The list every form offers: the default categories and the user's own.
  const categories = useCategoryChoices(editing?.category);

  // The schema's output (a schedule object) is for the server; the form sends what the user chose.
  const submit = handleSubmit(() => {
    const values = watch();
    // The schema takes "no end" as null; a chosen end left empty is the user's to fill in.
    if (ends === "date" && !values.endsOn) {
      setError("endsOn", { message: t("instalments.endsOnRequired") });
      return;
    }
    if (ends === "count" && values.paymentCount == null) {
      setError("paymentCount", { message: t("instalments.paymentCountRequired") });
      return;
    }
    onSave({ ...values, paidWith: values.paidWith ?? null });
  });

  return (
    <FormStack onSubmit={submit} data-testid="recurring-form">
      <FormField label={t("form.name")} error={errors.name?.message} required>
        <Input placeholder={t("form.namePlaceholder")} {...register("name")} />
      </FormField>
      <FormField label={t("form.amount")} error={errors.amount?.message} required>
        {/* Add Expense's amount field: ₹ inside the field, the same size. */}
        <InputGroup startElement="₹">
          <Input
            inputMode="decimal"
            autoComplete="off"
            placeholder="0"
            fontSize="xl"
            {...register("amount")}
          />
        </InputGroup>
      </FormField>
      <FormField label={t("form.category")} error={errors.category?.message}>
        <Choice
          field={register("category")}
          options={categories.map((name) => [name, categoryLabel(name)])}
        />
      </FormField>
      <FormField label={t("form.paidWith")}>
        <Choice
          field={register("paidWith", { setValueAs: asPaidWith })}
          options={[
            ["", t("form.notSet")],
            ...PAID_WITH.map((mode): Option => [mode.code, paidWithText(mode.code)]),
          ]}
        />
      </FormField>
      <FormField label={t("form.repeats")}>
        <Choice
          field={register("frequency")}
          options={[
            ["monthly", t("form.monthly")],
            ["weekly", t("form.weekly")],
            ["yearly", t("form.yearly")],
          ]}
        />
      </FormField>
      {frequency === "weekly" ? (
        <FormField label={t("form.weekday")} error={errors.weekday?.message}>
          <Choice field={register("weekday", { setValueAs: asNumber })} options={numbered(weekdayNames())} />
        </FormField>
      ) : (
        <HStack gap="3" align="start">
          {frequency === "yearly" ? (
            <FormField label={t("form.month")} error={errors.month?.message}>
              <Choice field={register("month", { setValueAs: asNumber })} options={numbered(monthNames())} />
            </FormField>
          ) : null}
          <FormField label={t("form.day")} error={errors.dayOfMonth?.message} helperText={t("form.dayHelp")}>
            <Choice field={register("dayOfMonth", { setValueAs: asNumber })} options={DAYS_OF_MONTH} />
          </FormField>
        </HStack>
      )}
      <FormField label={t("instalments.ends")}>
        <NativeSelect.Root>
          <NativeSelect.Field
            data-testid="recurring-ends"
            value={ends}
            onChange={(event) => chooseEnds(event.currentTarget.value as Ends)}
          >
            <option value="never">{t("instalments.never")}</option>
            <option value="date">{t("instalments.onDate")}</option>
            <option value="count">{t("instalments.afterCount")}</option>
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </FormField>
      {ends === "date" ? (
        <FormField label={t("instalments.endsOn")} error={errors.endsOn?.message} required>
          <Input type="date" {...register("endsOn", { setValueAs: asEndDate })} />
        </FormField>
      ) : null}
      {ends === "count" ? (
        <FormField
          label={t("instalments.paymentCount")}
          error={errors.paymentCount?.message}
          helperText={t("instalments.paymentCountHelp")}
          required
        >
          <Input
            inputMode="numeric"
            autoComplete="off"
            {...register("paymentCount", { setValueAs: asCount })}
          />
        </FormField>
      ) : null}
      <HStack gap="3">
        {onCancel ? (
          <Button variant="outline" onClick={onCancel}>
            {t("form.cancel")}
          </Button>
        ) : null}
        <Button type="submit" colorPalette="teal" flex="1" loading={saving}>
          {editing ? t("form.save") : t("add")}
        </Button>
      </HStack>
    </FormStack>
  );
}

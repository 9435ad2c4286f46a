import { Button, HStack, IconButton, Input, NativeSelect, Stack, Text } from "@chakra-ui/react";
import { typedAmountField } from "@shared/money/rupees.ts";
import { MAX_SPLIT_LINES, MIN_SPLIT_LINES } from "@shared/money/split-lines.ts";
import { Plus, X } from "lucide-react";
import { useTranslation } from "react-i18next";
import { formatRupees } from "../../i18n/format.ts";
import { useCategoryLabel } from "../../i18n/labels.ts";
import { type SplitLineDraft, splitState, withNewLine } from "./split-form.ts";

export interface SplitLinesEditorProps {
  /** The bill as typed in Amount. */
  total: string;
  lines: SplitLineDraft[];
  onChange: (lines: SplitLineDraft[]) => void;
  /** Every category the form offers (canonical names and the user's own). */
  categories: readonly string[];
}

/**
 * "Split across categories" (docs/product.md §4.19.1): a category and an amount per line, and what is
 * left of the bill to assign, said as the user types.
 */
export function SplitLinesEditor({ total, lines, onChange, categories }: SplitLinesEditorProps) {
  const { t } = useTranslation("expenses");
  const labelOf = useCategoryLabel();
  const { remaining } = splitState(total, lines);
  const change = (key: string, part: Partial<SplitLineDraft>) =>
    onChange(lines.map((line) => (line.key === key ? { ...line, ...part } : line)));

  return (
    <Stack gap="3" data-testid="split-lines" role="group" aria-label={t("split.title")}>
      <Text fontWeight="semibold">{t("split.title")}</Text>
      {lines.map((line, index) => (
        <HStack key={line.key} gap="2" align="center">
          <NativeSelect.Root flex="1" minW="0">
            <NativeSelect.Field
              aria-label={t("split.category", { n: index + 1 })}
              value={line.category}
              onChange={(event) => change(line.key, { category: event.currentTarget.value })}
            >
              <option value="">{t("split.pickCategory")}</option>
              {categories.map((name) => (
                <option key={name} value={name}>
                  {labelOf(name)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <Input
            w="28"
            inputMode="decimal"
            autoComplete="off"
            aria-label={t("split.amount", { n: index + 1 })}
            placeholder="0"
            value={line.amount}
            onChange={(event) =>
              change(line.key, { amount: typedAmountField(event.currentTarget.value).text })
            }
          />
          <IconButton
            variant="ghost"
            size="sm"
            aria-label={t("split.remove", { n: index + 1 })}
            disabled={lines.length <= MIN_SPLIT_LINES}
            onClick={() => onChange(lines.filter((other) => other.key !== line.key))}
          >
            <X aria-hidden="true" />
          </IconButton>
        </HStack>
      ))}
      <HStack justify="space-between" gap="2" wrap="wrap">
        <Button
          variant="outline"
          size="sm"
          disabled={lines.length >= MAX_SPLIT_LINES}
          onClick={() => onChange(withNewLine(lines))}
        >
          <Plus aria-hidden="true" /> {t("split.addLine")}
        </Button>
        <Text
          aria-live="polite"
          data-testid="split-remaining"
          color={remaining === 0 ? "green.fg" : remaining < 0 ? "red.fg" : "fg.muted"}
          fontWeight="medium"
        >
          {remaining === 0
            ? t("split.allAssigned")
            : remaining > 0
              ? t("split.left", { amount: formatRupees(remaining) })
              : t("split.over", { amount: formatRupees(-remaining as typeof remaining) })}
        </Text>
      </HStack>
    </Stack>
  );
}

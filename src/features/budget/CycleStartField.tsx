import { Field, NativeSelect, Text } from "@chakra-ui/react";
import {
  CYCLE_STARTS,
  type CycleSetting,
  type CycleStart,
  cycleBounds,
  cycleStartText,
  nextCycle,
  parseCycleStart,
  settingOf,
  withChangedStart,
} from "@shared/calendar/budget-cycle.ts";
import { useTranslation } from "react-i18next";
import { formatDayKey } from "../../i18n/format.ts";
import { useIndianToday } from "../../lib/use-indian-today.ts";

interface Props {
  /** The saved setting; null before the first budget (a first choice holds at once). */
  saved: CycleSetting | null;
  value: CycleStart;
  onChange: (start: CycleStart) => void;
}

/**
 * "My month starts on" (docs/product.md §4.31): the day the budget month starts, the cycle it makes
 * today and, for a change, the next cycle from which it holds.
 */
export function CycleStartField({ saved, value, onChange }: Props) {
  const { t } = useTranslation("budget");
  const today = useIndianToday();
  const range = (bounds: { start: string; end: string }) => ({
    start: formatDayKey(bounds.start, { weekday: false }),
    end: formatDayKey(bounds.end, { weekday: false }),
  });
  const setting = saved ? withChangedStart(saved, value, today) : settingOf(value);
  const current = cycleBounds(setting, today);
  const waiting = setting.cycleStartFrom !== null && today < setting.cycleStartFrom;
  return (
    <Field.Root>
      <Field.Label>{t("cycle.label")}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field
          name="cycleStart"
          value={cycleStartText(value)}
          onChange={(event) => onChange(parseCycleStart(event.currentTarget.value) ?? value)}
        >
          {CYCLE_STARTS.map((start) => (
            <option key={cycleStartText(start)} value={cycleStartText(start)}>
              {start === "last_working_day" ? t("cycle.lastWorkingDay") : t("cycle.day", { day: start })}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <Field.HelperText data-testid="cycle-range">{t("cycle.runs", range(current))}</Field.HelperText>
      {waiting ? (
        <Text fontSize="sm" color="orange.fg" data-testid="cycle-next">
          {t("cycle.fromNext", range(nextCycle(setting, today)))}
        </Text>
      ) : null}
    </Field.Root>
  );
}

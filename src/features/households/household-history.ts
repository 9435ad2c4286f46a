// The household's history screen's pure part: the months its month filter offers. (Its filters are
// read from the address as /history's are: lib/filters-in-address.ts.)

/** How many months back the month filter offers (any month still works in the address). */
const MONTHS_OFFERED = 12;

/** This Indian month and the ones before it (yyyy-mm, newest first), with `chosen` kept if older. */
export function recentMonths(today: string, chosen?: string): string[] {
  const [year, month] = today.split("-").map(Number) as [number, number];
  const index = year * 12 + month - 1;
  const months = Array.from({ length: MONTHS_OFFERED }, (_, back) => {
    const i = index - back;
    return `${Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, "0")}`;
  });
  return chosen && !months.includes(chosen) ? [...months, chosen] : months;
}

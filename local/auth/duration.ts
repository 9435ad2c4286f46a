// Go's time.ParseDuration subset GoTrue accepts for `ban_duration` ("24h", "1h30m", "90s", "none").
const UNIT_MS: Record<string, number> = { ms: 1, s: 1000, m: 60_000, h: 3_600_000 };

/** Milliseconds, or null for "none" (lift the ban); undefined when the text is not a duration. */
export function parseBanDuration(text: string): number | null | undefined {
  if (text === "none") return null;
  const pattern = /(\d+(?:\.\d+)?)(ms|h|m|s)/gy;
  let total = 0;
  let consumed = 0;
  for (const match of text.matchAll(pattern)) {
    const [whole, amount, unit] = match;
    total += Number(amount) * (UNIT_MS[unit ?? ""] ?? Number.NaN);
    consumed += whole.length;
  }
  if (consumed === 0 || consumed !== text.length || !Number.isFinite(total)) return undefined;
  return total;
}

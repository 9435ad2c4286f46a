/** Every text's key path in `texts` ("quotes.q1m"): what i18next shows for a text it cannot find. */
export function keysOf(texts: object, prefix = ""): string[] {
  return Object.entries(texts).flatMap(([key, value]) =>
    typeof value === "string" ? [`${prefix}${key}`] : keysOf(value as object, `${prefix}${key}.`),
  );
}

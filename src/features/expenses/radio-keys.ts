// Arrow keys in a radio group (WAI-ARIA radio pattern): Right/Down move to the next choice, Left/Up to
// the previous, both wrapping; Home and End go to the first and last. Moving also chooses.

/** The index the key moves to, or null for a key the group does not handle. */
export function radioKeyTarget(key: string, index: number, count: number): number | null {
  if (count === 0) return null;
  switch (key) {
    case "ArrowRight":
    case "ArrowDown":
      return (index + 1) % count;
    case "ArrowLeft":
    case "ArrowUp":
      return (index - 1 + count) % count;
    case "Home":
      return 0;
    case "End":
      return count - 1;
    default:
      return null;
  }
}

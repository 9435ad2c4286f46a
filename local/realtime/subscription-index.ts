// Which joined bindings may want a row change, without visiting every channel of every socket: a
// binding whose filter is `eq` or `in` (the app's `user_id=eq.<uuid>`) is filed under that column and
// each of its values, so a change is looked up by the row's own values; other bindings (no filter,
// `neq`) are few and still checked for every change. The caller applies the full match afterwards.
import type { ParsedFilter } from "./filters.ts";

export interface IndexableBinding {
  filters: ParsedFilter[];
}

export interface IndexEntry<C, B> {
  channel: C;
  binding: B;
}

export class SubscriptionIndex<C, B extends IndexableBinding> {
  /** column → value (text form) → bindings filtered on it. */
  private readonly byValue = new Map<string, Map<string, Set<IndexEntry<C, B>>>>();
  private readonly unindexed = new Set<IndexEntry<C, B>>();
  private readonly entriesOf = new Map<C, Array<{ entry: IndexEntry<C, B>; filter?: ParsedFilter }>>();

  add(channel: C, bindings: B[]): void {
    this.remove(channel);
    const entries = bindings.map((binding) => {
      const entry = { channel, binding };
      const filter = binding.filters.find((f) => f.operator === "eq" || f.operator === "in");
      if (!filter) {
        this.unindexed.add(entry);
        return { entry };
      }
      const values = this.byValue.get(filter.column) ?? new Map<string, Set<IndexEntry<C, B>>>();
      this.byValue.set(filter.column, values);
      for (const value of filter.values) {
        const entriesForValue = values.get(value) ?? new Set<IndexEntry<C, B>>();
        values.set(value, entriesForValue);
        entriesForValue.add(entry);
      }
      return { entry, filter };
    });
    this.entriesOf.set(channel, entries);
  }

  remove(channel: C): void {
    for (const { entry, filter } of this.entriesOf.get(channel) ?? []) {
      if (!filter) {
        this.unindexed.delete(entry);
        continue;
      }
      const values = this.byValue.get(filter.column);
      for (const value of filter.values) {
        const entriesForValue = values?.get(value);
        entriesForValue?.delete(entry);
        if (entriesForValue?.size === 0) values?.delete(value);
      }
      if (values?.size === 0) this.byValue.delete(filter.column);
    }
    this.entriesOf.delete(channel);
  }

  /** The bindings that may want a row with these values (each at most once). */
  *candidates(row: Record<string, unknown>): Iterable<IndexEntry<C, B>> {
    for (const [column, values] of this.byValue) {
      const value = row[column];
      if (typeof value === "string") yield* values.get(value) ?? [];
    }
    yield* this.unindexed;
  }

  get size(): number {
    return this.entriesOf.size;
  }
}

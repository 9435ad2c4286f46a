// `POST /object/list/<bucket>` as Storage's `storage.search` answers it: one folder level below the
// prefix, sub-folders as entries with null ids, then offset/limit. Pure: works on already-visible rows.
import type { ObjectRow } from "./db.ts";

export interface ListOptions {
  prefix: string;
  search: string;
  limit: number;
  offset: number;
  sortBy: { column: "name" | "created_at" | "updated_at" | "last_accessed_at"; order: "asc" | "desc" };
}

export interface ListEntry {
  name: string;
  id: string | null;
  updated_at: Date | null;
  created_at: Date | null;
  last_accessed_at: Date | null;
  metadata: ObjectRow["metadata"];
}

/** "folder" and "folder/" both mean the folder's children, as in Storage. */
export function folderPrefix(prefix: string): string {
  const trimmed = prefix.replace(/^\/+/, "");
  return trimmed === "" || trimmed.endsWith("/") ? trimmed : `${trimmed}/`;
}

export function listLevel(rows: readonly ObjectRow[], options: ListOptions): ListEntry[] {
  const prefix = folderPrefix(options.prefix);
  const search = options.search.toLowerCase();
  const folders = new Map<string, ListEntry>();
  const files: ListEntry[] = [];
  for (const row of rows) {
    if (!row.name.startsWith(prefix)) continue;
    const rest = row.name.slice(prefix.length);
    const slash = rest.indexOf("/");
    const name = slash === -1 ? rest : rest.slice(0, slash);
    if (name === "" || !name.toLowerCase().startsWith(search)) continue;
    if (slash === -1) {
      files.push({
        name,
        id: row.id,
        updated_at: row.updated_at,
        created_at: row.created_at,
        last_accessed_at: row.last_accessed_at,
        metadata: row.metadata,
      });
    } else if (!folders.has(name)) {
      folders.set(name, {
        name,
        id: null,
        updated_at: null,
        created_at: null,
        last_accessed_at: null,
        metadata: null,
      });
    }
  }
  const { column, order } = options.sortBy;
  const direction = order === "desc" ? -1 : 1;
  const key = (e: ListEntry) => (column === "name" ? e.name : (e[column]?.getTime() ?? 0));
  const entries = [...folders.values(), ...files].sort((a, b) => {
    const ka = key(a);
    const kb = key(b);
    const cmp = ka < kb ? -1 : ka > kb ? 1 : a.name < b.name ? -1 : a.name > b.name ? 1 : 0;
    return cmp * direction;
  });
  return entries.slice(options.offset, options.offset + options.limit);
}

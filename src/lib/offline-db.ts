// The browser database behind offline use (docs/offline.md): the queue of changes waiting to be sent,
// the receipt photos they carry (as Blobs, which JSON storage would lose) and each user's last-synced
// query cache. IndexedDB, through `idb`; opened on first use only.
import type { DehydratedState } from "@tanstack/react-query";
import { type DBSchema, type IDBPDatabase, openDB } from "idb";
import type { QueueItem } from "./offline-queue";

export interface PersistedCache {
  userId: string;
  /** The app build that wrote it: another build's cache is dropped, not guessed at. */
  buster: string;
  savedAt: number;
  state: DehydratedState;
}

interface OfflineSchema extends DBSchema {
  queue: { key: string; value: QueueItem; indexes: { byUser: string } };
  photos: { key: string; value: Blob };
  "query-cache": { key: string; value: PersistedCache };
}

const DB_NAME = "paisa-coach-offline";
let opening: Promise<IDBPDatabase<OfflineSchema>> | undefined;

function db(): Promise<IDBPDatabase<OfflineSchema>> {
  opening ??= openDB<OfflineSchema>(DB_NAME, 1, {
    upgrade(database) {
      const queue = database.createObjectStore("queue", { keyPath: "id" });
      queue.createIndex("byUser", "userId");
      database.createObjectStore("photos");
      database.createObjectStore("query-cache", { keyPath: "userId" });
    },
  });
  return opening;
}

export const offlineDb = {
  async queueOf(userId: string): Promise<QueueItem[]> {
    const items = await (await db()).getAllFromIndex("queue", "byUser", userId);
    return items.sort((a, b) => a.seq - b.seq);
  },
  async putItem(item: QueueItem, photo?: Blob | null): Promise<void> {
    const tx = (await db()).transaction(["queue", "photos"], "readwrite");
    await Promise.all([
      tx.objectStore("queue").put(item),
      photo ? tx.objectStore("photos").put(photo, item.id) : undefined,
      tx.done,
    ]);
  },
  /** Several new items at once (all stored or none). */
  async putItems(items: readonly QueueItem[]): Promise<void> {
    const tx = (await db()).transaction("queue", "readwrite");
    await Promise.all([...items.map((item) => tx.store.put(item)), tx.done]);
  },
  async removeItem(id: string): Promise<void> {
    const tx = (await db()).transaction(["queue", "photos"], "readwrite");
    await Promise.all([tx.objectStore("queue").delete(id), tx.objectStore("photos").delete(id), tx.done]);
  },
  async photo(id: string): Promise<Blob | undefined> {
    return (await db()).get("photos", id);
  },
  async cacheOf(userId: string): Promise<PersistedCache | undefined> {
    return (await db()).get("query-cache", userId);
  },
  async putCache(cache: PersistedCache): Promise<void> {
    await (await db()).put("query-cache", cache);
  },
  async removeCache(userId: string): Promise<void> {
    await (await db()).delete("query-cache", userId);
  },
  /** Everything of one user (a deleted account): the cache, the queued changes and their photos. */
  async removeUser(userId: string): Promise<void> {
    const tx = (await db()).transaction(["queue", "photos", "query-cache"], "readwrite");
    const ids = await tx.objectStore("queue").index("byUser").getAllKeys(userId);
    await Promise.all([
      ...ids.flatMap((id) => [tx.objectStore("queue").delete(id), tx.objectStore("photos").delete(id)]),
      tx.objectStore("query-cache").delete(userId),
      tx.done,
    ]);
  },
};

// The Storage calls the API makes with the service role: removing a user's files when their account
// is deleted (Storage removes the bytes and the storage.objects rows together).

export interface StorageAdminConfig {
  supabaseUrl: string;
  /** Service role key (legacy JWT or sb_secret_…). */
  serviceRoleKey: string;
}

/** Storage's remove takes up to 1,000 paths per call. */
const REMOVE_BATCH = 1000;

export type StorageAdmin = ReturnType<typeof createStorageAdmin>;

export function createStorageAdmin(config: StorageAdminConfig) {
  const base = `${config.supabaseUrl.replace(/\/$/, "")}/storage/v1`;
  const headers: Record<string, string> = {
    apikey: config.serviceRoleKey,
    "Content-Type": "application/json",
  };
  // New-style sb_ keys are not JWTs: the gateway swaps them for one, so only JWTs go in Authorization.
  if (!config.serviceRoleKey.startsWith("sb_")) headers.Authorization = `Bearer ${config.serviceRoleKey}`;

  return {
    /** Removes the named files of one bucket; throws when Storage does not confirm. */
    async remove(bucket: string, names: readonly string[]): Promise<void> {
      for (let start = 0; start < names.length; start += REMOVE_BATCH) {
        const response = await fetch(`${base}/object/${encodeURIComponent(bucket)}`, {
          method: "DELETE",
          headers,
          body: JSON.stringify({ prefixes: names.slice(start, start + REMOVE_BATCH) }),
        });
        await response.body?.cancel();
        if (!response.ok) throw new Error(`Storage remove in ${bucket} answered ${response.status}`);
      }
    },
  };
}

// The Storage calls the API makes with the service role: removing a user's files (account deletion,
// erasing receipt photos; Storage removes the bytes and the storage.objects rows together), and the
// data archive's reads of receipt photos, its upload and its short-lived download link.

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

  const objectUrl = (bucket: string, name: string) =>
    `${base}/object/${encodeURIComponent(bucket)}/${name.split("/").map(encodeURIComponent).join("/")}`;

  return {
    /** One file's bytes; throws when Storage does not answer with them. */
    async download(bucket: string, name: string): Promise<Uint8Array> {
      const response = await fetch(objectUrl(bucket, name), { headers });
      if (!response.ok) {
        await response.body?.cancel();
        throw new Error(`Storage download in ${bucket} answered ${response.status}`);
      }
      return new Uint8Array(await response.arrayBuffer());
    },

    /** Stores (or replaces) one file. */
    async upload(bucket: string, name: string, bytes: Uint8Array, contentType: string): Promise<void> {
      const response = await fetch(objectUrl(bucket, name), {
        method: "POST",
        headers: { ...headers, "Content-Type": contentType, "x-upsert": "true" },
        body: new Uint8Array(bytes),
      });
      await response.body?.cancel();
      if (!response.ok) throw new Error(`Storage upload in ${bucket} answered ${response.status}`);
    },

    /** A link that downloads one file for `expiresInSeconds`, as an absolute URL. */
    async signedUrl(bucket: string, name: string, expiresInSeconds: number, download?: string) {
      const response = await fetch(
        `${base}/object/sign/${encodeURIComponent(bucket)}/${name.split("/").map(encodeURIComponent).join("/")}`,
        { method: "POST", headers, body: JSON.stringify({ expiresIn: expiresInSeconds }) },
      );
      if (!response.ok) {
        await response.body?.cancel();
        throw new Error(`Storage sign in ${bucket} answered ${response.status}`);
      }
      const { signedURL } = (await response.json()) as { signedURL: string };
      const url = new URL(`${base}${signedURL}`);
      if (download) url.searchParams.set("download", download);
      return url.toString();
    },

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

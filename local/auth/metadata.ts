// GoTrue's metadata update rule (user.UpdateUserMetaData / UpdateAppMetaData): keys are merged one by
// one into the stored object, and a key set to null is removed.
export type Metadata = Record<string, unknown>;

export function mergeMetadata(
  current: Metadata | null | undefined,
  changes: Metadata | null | undefined,
): Metadata {
  const merged: Metadata = { ...(current ?? {}) };
  for (const [key, value] of Object.entries(changes ?? {})) {
    if (value === null) delete merged[key];
    else merged[key] = value;
  }
  return merged;
}

/** app_metadata.providers lists every linked provider once, in the order they were linked. */
export function withProvider(appMetadata: Metadata | null | undefined, provider: string): Metadata {
  const current = appMetadata ?? {};
  const providers = Array.isArray(current.providers) ? (current.providers as unknown[]).map(String) : [];
  if (!providers.includes(provider)) providers.push(provider);
  return {
    ...current,
    provider: typeof current.provider === "string" ? current.provider : provider,
    providers,
  };
}

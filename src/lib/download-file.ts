// Downloading a file the API makes (an expenses CSV, a household's): fetched with the session's token,
// then handed to the browser's download through a temporary object URL.
import { api } from "./api.ts";

/** The file name from `Content-Disposition: attachment; filename="…"`, or the fallback. */
export function attachmentName(header: string | null, fallback: string): string {
  return header?.match(/filename="([^"]+)"/)?.[1] ?? fallback;
}

/** Downloads `path` (under /api) as a file; answers the file's name (the server's, or `fallbackName`). */
export async function downloadFile(path: string, fallbackName: string): Promise<string> {
  const { data, headers } = await api.readWithHeaders<Blob>(path, "Export failed", { asBlob: true });
  const fileName = attachmentName(headers.get("Content-Disposition"), fallbackName);
  const url = URL.createObjectURL(data);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has been handled, so the download has its bytes.
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return fileName;
}

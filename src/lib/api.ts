import { hasStoredSession } from "./auth-storage";

// Fetch wrapper for every call to /api/* (docs/product.md §7.1, §8.1): cookies and the bearer token always, a JSON
// content type only when there is a body, and any non-success turned into "<status>: <body>".

/** A non-success answer from the API. `message` is exactly "<status>: <body text or status text>". */
export class ApiError extends Error {
  readonly status: number;
  readonly body: string;

  constructor(status: number, statusText: string, body: string) {
    super(`${status}: ${body || statusText}`);
    this.name = "ApiError";
    this.status = status;
    this.body = body;
  }
}

export interface RequestOptions {
  /** Answer null instead of throwing on 401 (docs/product.md §4.1: the current-user read). */
  nullOn401?: boolean;
  signal?: AbortSignal;
  /** The body as a Blob, byte for byte (a file download), instead of parsed JSON or text. */
  asBlob?: boolean;
}

export interface ApiClientDeps {
  baseUrl: string;
  getAccessToken: () => Promise<string | null>;
  fetch?: typeof fetch;
}

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

export function createApiClient(deps: ApiClientDeps) {
  const base = deps.baseUrl.replace(/\/+$/, "");

  async function exchange<T>(
    method: HttpMethod,
    path: string,
    body?: unknown,
    options: RequestOptions = {},
  ): Promise<{ data: T; headers: Headers }> {
    const doFetch = deps.fetch ?? globalThis.fetch.bind(globalThis);
    const headers: Record<string, string> = { Accept: "application/json" };
    const token = await deps.getAccessToken();
    if (token) headers.Authorization = `Bearer ${token}`;
    const hasBody = body !== undefined;
    // A form (a file upload) sets its own multipart content type with the boundary.
    const isForm = body instanceof FormData;
    if (hasBody && !isForm) headers["Content-Type"] = "application/json";

    const response = await doFetch(`${base}${path.startsWith("/") ? path : `/${path}`}`, {
      method,
      headers,
      credentials: "include",
      body: isForm ? body : hasBody ? JSON.stringify(body) : undefined,
      signal: options.signal,
    });

    const answered = response.headers;
    if (response.status === 401 && options.nullOn401) return { data: null as T, headers: answered };
    if (!response.ok) {
      const text = await response.text().catch(() => "");
      throw new ApiError(response.status, response.statusText, text);
    }
    if (response.status === 204) return { data: null as T, headers: answered };
    if (options.asBlob) return { data: (await response.blob()) as T, headers: answered };
    const text = await response.text();
    if (!text) return { data: null as T, headers: answered };
    const type = answered.get("content-type") ?? "";
    return { data: (type.includes("json") ? JSON.parse(text) : text) as T, headers: answered };
  }

  async function request<T>(method: HttpMethod, path: string, body?: unknown, options?: RequestOptions) {
    return (await exchange<T>(method, path, body, options)).data;
  }

  /**
   * GET for a screen's data: a failure is rethrown with the screen's read-failure text (docs/product.md §8.2) in
   * front of the "<status>: <body>" detail, e.g. "Failed to fetch expenses: 500: …". The original
   * error stays as `cause`, so a caller can still tell a 403 apart (`apiErrorOf`).
   */
  async function readWithHeaders<T>(
    path: string,
    failure: string,
    options?: RequestOptions,
  ): Promise<{ data: T; headers: Headers }> {
    try {
      return await exchange<T>("GET", path, undefined, options);
    } catch (error) {
      throw new Error(`${failure}: ${error instanceof Error ? error.message : String(error)}`, {
        cause: error,
      });
    }
  }

  return {
    request,
    read: async <T>(path: string, failure: string): Promise<T> =>
      (await readWithHeaders<T>(path, failure)).data,
    /** `read` with the answer's headers (a list's X-Next-Cursor, say). */
    readWithHeaders,
    get: <T>(path: string, options?: RequestOptions) => request<T>("GET", path, undefined, options),
    post: <T>(path: string, body?: unknown, options?: RequestOptions) =>
      request<T>("POST", path, body, options),
    put: <T>(path: string, body?: unknown, options?: RequestOptions) =>
      request<T>("PUT", path, body, options),
    patch: <T>(path: string, body?: unknown, options?: RequestOptions) =>
      request<T>("PATCH", path, body, options),
    delete: <T>(path: string, options?: RequestOptions) => request<T>("DELETE", path, undefined, options),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

export const apiBaseUrl: string = import.meta.env.VITE_API_URL || "/api";

/** The app's client: same-origin /api unless VITE_API_URL says otherwise. */
export const api: ApiClient = createApiClient({
  baseUrl: apiBaseUrl,
  // supabase-js is loaded only when there is a session to read (signed-out screens never need it).
  getAccessToken: async () => (hasStoredSession() ? (await import("./supabase")).currentAccessToken() : null),
});

/** The ApiError behind an error, whether thrown as it is or wrapped by `read`. */
export function apiErrorOf(error: unknown): ApiError | null {
  if (error instanceof ApiError) return error;
  return error instanceof Error && error.cause instanceof ApiError ? error.cause : null;
}

/**
 * The human part of an error for a toast: the `message` of a JSON `{ message }` body, the plain body
 * text, or null when the server said nothing useful (then the caller shows its own fallback text).
 */
export function serverMessage(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  const body = error.body.trim();
  if (!body) return null;
  try {
    const parsed: unknown = JSON.parse(body);
    if (parsed && typeof parsed === "object") {
      const { message, error: errorText } = parsed as { message?: unknown; error?: unknown };
      if (typeof message === "string" && message) return message;
      if (typeof errorText === "string" && errorText) return errorText;
      return null;
    }
  } catch {
    // Not JSON: the text itself is the message (unless it is an HTML error page from a proxy).
  }
  return body.startsWith("<") ? null : body;
}

/** True for a failure that never reached the server (offline, DNS, CORS, aborted), wrapped by `read` or not. */
export function isNetworkError(error: unknown): boolean {
  return apiErrorOf(error) === null && error instanceof Error;
}

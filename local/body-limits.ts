// How large a request body each path of the local stack may send. The in-process stand-ins (Auth,
// Storage) and the api function read whole bodies, so the gateway and the web server refuse anything
// larger before forwarding it: by Content-Length at once, and (for Auth) by counting a chunked body.
import { maxBodyBytesForPath } from "../supabase/functions/api/http/body-limit.ts";
import { GLOBAL_FILE_SIZE_LIMIT } from "./storage/rules.ts";

/** GoTrue's requests are small JSON (credentials, metadata); 64 KB is far above any of them. */
export const AUTH_MAX_BODY_BYTES = 64 * 1024;
/** The largest object Storage accepts plus room for multipart framing. */
export const STORAGE_MAX_BODY_BYTES = GLOBAL_FILE_SIZE_LIMIT + 64 * 1024;

/** The cap for a path as the gateway or the web origin sees it; undefined for other functions. */
export function maxBodyBytesFor(pathname: string): number | undefined {
  if (/^\/(api|functions\/v1\/api)(\/|$)/.test(pathname)) return maxBodyBytesForPath(pathname);
  if (/^\/auth\/v1(\/|$)/.test(pathname)) return AUTH_MAX_BODY_BYTES;
  if (/^\/storage\/v1(\/|$)/.test(pathname)) return STORAGE_MAX_BODY_BYTES;
  return undefined;
}

/** The 413 answer: `message` for the API's clients, `code` for GoTrue's and Storage's. */
export function tooLargeResponse(limit: number): Response {
  const size = limit >= 1024 * 1024 ? `${Math.round(limit / (1024 * 1024))} MB` : `${limit / 1024} KB`;
  return Response.json(
    { code: "request_too_large", message: `Request body is too large: at most ${size}.` },
    { status: 413 },
  );
}

/** The cap of `pathname` when a declared Content-Length is over it, else undefined. */
export function exceededBodyCap(
  pathname: string,
  contentLength: string | string[] | undefined | null,
): number | undefined {
  const limit = maxBodyBytesFor(pathname);
  if (limit === undefined || typeof contentLength !== "string") return undefined;
  return Number(contentLength) > limit ? limit : undefined;
}

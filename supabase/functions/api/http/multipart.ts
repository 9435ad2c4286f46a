// Reading a multipart/form-data body (RFC 7578) a slice at a time. The runtime's own
// Request.formData() parses a whole body in one go: for a 5 MB CSV upload that held Deno's event
// loop for 25-140 ms, every other request waiting. Here the search for the boundary pauses every
// megabyte, and the parts are views into the body, not copies.

export interface FormPart {
  name: string;
  /** The file name a file part was sent with; null for a plain field. */
  fileName: string | null;
  contentType: string | null;
  bytes: Uint8Array;
}

/** A body that does not read as multipart/form-data with its boundary. */
export class MultipartProblem extends Error {}

/** Bytes searched between two pauses. */
const SLICE_BYTES = 1024 * 1024;
/**
 * Parts a form may have. The upload sends three (file, format, mapping); each part costs work that
 * the megabyte pauses do not divide, so 100,000 tiny parts held the event loop for half a second.
 */
const MAX_PARTS = 20;
/** A part's headers are a few lines; more means this is not a form. */
const MAX_HEADER_BYTES = 16 * 1024;

const encoder = new TextEncoder();
const CRLF = encoder.encode("\r\n");
const HEADERS_END = encoder.encode("\r\n\r\n");

/** The boundary of a multipart/form-data Content-Type, or null when it is not one or has none. */
export function boundaryOf(contentType: string): string | null {
  const [type, ...parameters] = contentType.split(";");
  if (type?.trim().toLowerCase() !== "multipart/form-data") return null;
  for (const parameter of parameters) {
    const match = /^\s*boundary\s*=\s*(?:"([^"]{1,70})"|([^\s";]{1,70}))\s*$/i.exec(parameter);
    if (match) return (match[1] ?? match[2]) as string;
  }
  return null;
}

const startsWithAt = (bytes: Uint8Array, needle: Uint8Array, at: number) => {
  if (at + needle.length > bytes.length) return false;
  for (let i = 0; i < needle.length; i++) if (bytes[at + i] !== needle[i]) return false;
  return true;
};

/** Where `needle` next occurs in `bytes` from `from`, or -1; pauses every SLICE_BYTES searched. */
async function find(
  bytes: Uint8Array,
  needle: Uint8Array,
  from: number,
  pause: () => Promise<void>,
): Promise<number> {
  const first = needle[0] as number;
  let sliceEnd = from + SLICE_BYTES;
  for (let at = bytes.indexOf(first, from); at !== -1; at = bytes.indexOf(first, at + 1)) {
    if (startsWithAt(bytes, needle, at)) return at;
    if (at >= sliceEnd) {
      sliceEnd = at + SLICE_BYTES;
      await pause();
    }
  }
  return -1;
}

/** A header parameter's value (`name="file"`, `filename=x.csv`): quoted with \-escapes, or a token. */
function parameterOf(header: string, name: string): string | null {
  const pattern = new RegExp(`;\\s*${name}\\s*=\\s*(?:"((?:[^"\\\\]|\\\\.)*)"|([^;\\s]*))`, "i");
  const match = pattern.exec(header);
  if (!match) return null;
  return match[1] !== undefined ? match[1].replace(/\\(.)/g, "$1") : (match[2] as string);
}

/** The parts of a multipart/form-data body, in order. */
export async function readMultipart(
  body: Uint8Array,
  boundary: string,
  pause: () => Promise<void>,
): Promise<FormPart[]> {
  const dashBoundary = encoder.encode(`--${boundary}`);
  const delimiter = encoder.encode(`\r\n--${boundary}`);
  const decoder = new TextDecoder();
  // The first boundary may follow a preamble, which is ignored.
  let at = startsWithAt(body, dashBoundary, 0) ? 0 : await find(body, delimiter, 0, pause);
  if (at < 0) throw new MultipartProblem("no boundary in the body");
  at += at === 0 && startsWithAt(body, dashBoundary, 0) ? dashBoundary.length : delimiter.length;
  const parts: FormPart[] = [];
  for (;;) {
    if (body[at] === 45 && body[at + 1] === 45) return parts; // "--": the closing boundary
    if (parts.length === MAX_PARTS) throw new MultipartProblem(`more than ${MAX_PARTS} parts`);
    // Transport padding after a boundary is allowed, then the line ends.
    while (body[at] === 32 || body[at] === 9) at++;
    if (!startsWithAt(body, CRLF, at)) throw new MultipartProblem("a boundary is not followed by a line end");
    at += CRLF.length;
    const headersEnd = await find(body.subarray(0, at + MAX_HEADER_BYTES), HEADERS_END, at, pause);
    if (headersEnd < 0) throw new MultipartProblem("a part's headers do not end");
    const headers = new Map<string, string>();
    for (const line of decoder.decode(body.subarray(at, headersEnd)).split("\r\n")) {
      const colon = line.indexOf(":");
      if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
    }
    const disposition = headers.get("content-disposition") ?? "";
    const name = parameterOf(disposition, "name");
    if (!/^form-data\s*;/i.test(disposition) || name === null) {
      throw new MultipartProblem("a part is not a form field");
    }
    const start = headersEnd + HEADERS_END.length;
    const end = await find(body, delimiter, start, pause);
    if (end < 0) throw new MultipartProblem("the last part does not end with the boundary");
    parts.push({
      name,
      fileName: parameterOf(disposition, "filename"),
      contentType: headers.get("content-type") ?? null,
      bytes: body.subarray(start, end),
    });
    at = end + delimiter.length;
  }
}

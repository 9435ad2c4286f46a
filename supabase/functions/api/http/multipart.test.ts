import { describe, expect, it } from "vitest";
import { boundaryOf, MultipartProblem, readMultipart } from "./multipart.ts";

/** A form as fetch sends it: its bytes and boundary. */
async function encoded(form: FormData) {
  const request = new Request("http://localhost/", { method: "POST", body: form });
  const boundary = boundaryOf(request.headers.get("Content-Type") ?? "");
  return { bytes: new Uint8Array(await request.arrayBuffer()), boundary: boundary as string };
}

const noPause = async () => {};
const text = (bytes: Uint8Array) => new TextDecoder().decode(bytes);
const raw = (lines: string[]) => new TextEncoder().encode(lines.join("\r\n"));

describe("boundaryOf", () => {
  it.each([
    ["multipart/form-data; boundary=abc", "abc"],
    ['Multipart/Form-Data; charset=utf-8; boundary="a b:c"', "a b:c"],
    ["multipart/form-data", null],
    ["multipart/form-data; boundary=", null],
    ["multipart/mixed; boundary=abc", null],
    ["text/csv; boundary=abc", null],
  ])("%s → %s", (contentType, boundary) => {
    expect(boundaryOf(contentType)).toBe(boundary);
  });
});

describe("readMultipart", () => {
  it("reads what fetch sends: fields and a file, its bytes untouched", async () => {
    const csv = 'Date,Amount\r\n2026-09-01,"45"\r\n--not-the-boundary\r\n';
    const form = new FormData();
    form.append("format", "bank");
    form.append("file", new File([csv], "statement — नवंबर.csv", { type: "text/csv" }));
    form.append("mapping", '{"date":"Date"}');
    const { bytes, boundary } = await encoded(form);
    const parts = await readMultipart(bytes, boundary, noPause);
    expect(parts.map(({ name, fileName, contentType }) => [name, fileName, contentType])).toEqual([
      ["format", null, null],
      ["file", "statement — नवंबर.csv", "text/csv"],
      ["mapping", null, null],
    ]);
    expect(parts.map((part) => text(part.bytes))).toEqual(["bank", csv, '{"date":"Date"}']);
  });

  it("keeps a file name's control characters for the caller to refuse", async () => {
    const body = raw([
      "--b",
      'Content-Disposition: form-data; name="file"; filename="a\u0000b.csv"',
      "",
      "x",
      "--b--",
      "",
    ]);
    const [part] = await readMultipart(body, "b", noPause);
    expect(part?.fileName).toBe("a\u0000b.csv");
    expect(text(part?.bytes ?? new Uint8Array())).toBe("x");
  });

  it.each([
    ["no boundary at all", ["Date,Amount", "2026-09-01,45"]],
    ["a part that never ends", ["--b", 'Content-Disposition: form-data; name="file"', "", "Date,Amount"]],
    ["headers that never end", ["--b", 'Content-Disposition: form-data; name="file"']],
    ["a part without a name", ["--b", "Content-Disposition: form-data", "", "x", "--b--"]],
    ["text after a boundary", ["--bx", 'Content-Disposition: form-data; name="a"', "", "x", "--b--"]],
  ])("refuses %s", async (_, lines) => {
    await expect(readMultipart(raw(lines), "b", noPause)).rejects.toThrow(MultipartProblem);
  });

  it("pauses every megabyte while it looks for the boundary", async () => {
    const form = new FormData();
    form.append("file", new File(["\r\n".repeat(2_500_000)], "blank.csv"));
    const { bytes, boundary } = await encoded(form);
    let pauses = 0;
    const [part] = await readMultipart(bytes, boundary, async () => {
      pauses++;
    });
    expect(part?.bytes.length).toBe(5_000_000);
    expect(pauses).toBe(4);
  });

  it("refuses a form of more than 20 parts without reading the rest (each part costs work between pauses)", async () => {
    const part = ["--b", 'Content-Disposition: form-data; name="f"', "", ""];
    const twenty = await readMultipart(raw([...Array(20).fill(part).flat(), "--b--"]), "b", noPause);
    expect(twenty).toHaveLength(20);
    await expect(
      readMultipart(raw([...Array(100_000).fill(part).flat(), "--b--"]), "b", noPause),
    ).rejects.toThrow(new MultipartProblem("more than 20 parts"));
  });
});

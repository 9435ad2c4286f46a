// The bounds of a CSV upload (docs/api.md, Imports and Rate limits): hostile files get a clear answer
// instead of holding the function, uploads are rate limited per user, and a malformed multipart
// body is a 400, never a 500.
import { describe, expect, it } from "vitest";
import { adminSql } from "../../support/index.ts";
import { signedInUser, testApp } from "./api-client.ts";

const app = testApp();

async function upload(token: string, content: string, route = "/imports/preview", name = "file.csv") {
  const form = new FormData();
  form.append("file", new File([content], name, { type: "text/csv" }));
  const response = await app.request(`/api${route}`, {
    method: "POST",
    headers: { Authorization: `Bearer ${token}` },
    body: form,
  });
  return { status: response.status, body: await response.json(), headers: response.headers };
}

/** A multipart body written by hand, for what FormData would never send. */
async function rawUpload(token: string, contentType: string, body: string) {
  const response = await app.request("/api/imports/preview", {
    method: "POST",
    headers: { Authorization: `Bearer ${token}`, "Content-Type": contentType },
    body,
  });
  return { status: response.status, body: await response.json() };
}

const importsOf = async (userId: string) =>
  (await adminSql()`select count(*)::int as n from public.data_imports where user_id = ${userId}`)[0]?.n;

describe("hostile files", () => {
  it("answers a megabyte of blank lines as an empty file, and finds the one row among them", async () => {
    const user = await signedInUser(app);
    const blank = await upload(user.token, "\n".repeat(1_000_000));
    expect(blank).toMatchObject({ status: 422, body: { message: "The file is empty." } });

    const oneRow = await upload(
      user.token,
      `Date,Amount,Description\n${"\r\n".repeat(1_000_000)}2026-09-01,45,Chai\n`,
    );
    expect(oneRow.status).toBe(200);
    expect(oneRow.body.counts).toMatchObject({ rows: 1, toImport: 1 });
    expect(oneRow.body.sample).toMatchObject([{ line: 1_000_002, description: "Chai" }]);
  });

  it("stops at 50,000 rows with a message saying so, and imports nothing", async () => {
    const user = await signedInUser(app);
    const rows = "2026-09-01,1,x\n".repeat(50_001);
    for (const route of ["/imports/preview", "/imports"]) {
      const res = await upload(user.token, `Date,Amount,Description\n${rows}`, route);
      expect(res).toMatchObject({
        status: 422,
        body: {
          message:
            "The file has more than 50,000 rows: import at most 50,000 at a time (split it, for example one file per year).",
        },
      });
    }
    expect(await importsOf(user.id)).toBe(0);
  });

  it("refuses a row of a million commas", async () => {
    const user = await signedInUser(app);
    const res = await upload(user.token, `Date,Amount\n${",".repeat(1_000_000)}\n`);
    expect(res).toMatchObject({
      status: 422,
      body: { message: "Line 2 has more than 500 columns: is this a CSV file of expenses?" },
    });
  });
});

describe("upload rate limit", () => {
  it("takes 30 uploads a user in 15 minutes, then answers 429 with when to try again", async () => {
    const user = await signedInUser(app);
    const other = await signedInUser(app);
    const file = "Date,Amount,Description\n2026-09-01,45,Chai\n";
    for (let i = 0; i < 29; i++) expect((await upload(user.token, file)).status).toBe(200);
    expect((await upload(user.token, file, "/imports")).status).toBe(201);
    for (const route of ["/imports/preview", "/imports"]) {
      const refused = await upload(user.token, file, route);
      expect(refused.status).toBe(429);
      expect(refused.body.message).toMatch(
        /^Too many CSV uploads\. Try again in \d+ (?:minutes?|seconds?)\.$/,
      );
      expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
    }
    expect(await importsOf(user.id)).toBe(1);
    expect((await upload(other.token, file)).status).toBe(200);
  });
});

describe("uploads under way", () => {
  it("reads one upload of a user at a time: a second sent meanwhile answers 429", async () => {
    const user = await signedInUser(app);
    const big = `Date,Amount,Description\n2026-09-01,45,"${'""'.repeat(1_500_000)}"\n`;
    const answers = await Promise.all([upload(user.token, big), upload(user.token, big)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 429]);
    const refused = answers.find((answer) => answer.status === 429);
    expect(refused?.body.message).toBe(
      "Your last CSV upload is still being read. Try again when it is done.",
    );
    expect(Number(refused?.headers.get("Retry-After"))).toBeGreaterThan(0);
    // Done: the next one is read.
    expect((await upload(user.token, "Date,Amount,Description\n2026-09-01,45,Chai\n")).status).toBe(200);
  });
});

describe("malformed uploads", () => {
  it("answers 400 for a multipart body without a boundary", async () => {
    const user = await signedInUser(app);
    for (const contentType of ["multipart/form-data", "multipart/form-data; charset=utf-8", "text/csv"]) {
      const res = await rawUpload(user.token, contentType, "Date,Amount\n2026-09-01,45\n");
      expect(res).toMatchObject({
        status: 400,
        body: { message: "Send the file as multipart/form-data with a boundary (form field `file`)" },
      });
    }
  });

  it("answers 400 for a body that does not match its boundary", async () => {
    const user = await signedInUser(app);
    const res = await rawUpload(user.token, "multipart/form-data; boundary=abc", "no parts here");
    expect(res).toMatchObject({
      status: 400,
      body: { message: "The upload could not be read as multipart/form-data" },
    });
  });

  it("answers 400 for a file name with a NUL", async () => {
    const user = await signedInUser(app);
    const body = [
      "--b0undary",
      'Content-Disposition: form-data; name="file"; filename="state\u0000ment.csv"',
      "Content-Type: text/csv",
      "",
      "Date,Amount,Description\r\n2026-09-01,45,Chai",
      "--b0undary--",
      "",
    ].join("\r\n");
    for (const route of ["/imports/preview", "/imports"]) {
      const response = await app.request(`/api${route}`, {
        method: "POST",
        headers: {
          Authorization: `Bearer ${user.token}`,
          "Content-Type": "multipart/form-data; boundary=b0undary",
        },
        body,
      });
      expect(response.status).toBe(400);
      expect((await response.json()).message).toBe("The file name must not contain control characters");
    }
    expect(await importsOf(user.id)).toBe(0);
  });
});

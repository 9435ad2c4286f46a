// scripts/breach-notice.ts against the real database (docs/security.md "Tell"): the users a breach
// touched, per kind of data and time window, and a draft for each in their language.
import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { affectedUsers } from "../../../scripts/breach-affected-users.ts";
import { adminSql, stack } from "../../support/index.ts";
import { createUser } from "./sql-as.ts";

const WINDOW = { from: new Date("2026-11-14T04:30:00Z"), to: new Date("2026-11-14T09:30:00Z") };

async function expenseAt(userId: string, createdAt: string) {
  await adminSql()`insert into public.expenses (user_id, amount, category, created_at, spent_at)
    values (${userId}, 100, 'Others', ${createdAt}, ${createdAt})`;
}

async function people() {
  const [before, during, after, hindi] = await Promise.all([
    createUser(),
    createUser(),
    createUser(),
    createUser(),
  ]);
  await adminSql()`update public.profiles set first_name = 'Asha' where id = ${during.id}`;
  await adminSql()`update public.profiles set language = 'hi' where id = ${hindi.id}`;
  await expenseAt(before.id, "2026-11-01T10:00:00Z");
  await expenseAt(during.id, "2026-11-14T05:00:00Z");
  await expenseAt(during.id, "2026-11-14T06:00:00Z");
  await expenseAt(after.id, "2026-11-20T10:00:00Z");
  await expenseAt(hindi.id, "2026-11-14T07:00:00Z");
  await adminSql()`insert into storage.objects (bucket_id, name, owner_id, created_at)
    values ('receipts', ${`${during.id}/bill.jpg`}, ${during.id}, '2026-11-14T05:00:00Z')`;
  return { before, during, after, hindi };
}

describe("affectedUsers", () => {
  it("lists the users whose rows a window reached, per kind, with where to write to them", async () => {
    const { before, during, after, hindi } = await people();
    const mine = (list: Awaited<ReturnType<typeof affectedUsers>>) =>
      list.filter((user) => [before.id, during.id, after.id, hindi.id].includes(user.userId));

    const created = mine(
      await affectedUsers(adminSql(), { ...WINDOW, kinds: ["expenses", "receipts"], rows: "created" }),
    );
    expect(created.map((user) => user.userId).sort()).toEqual([during.id, hindi.id].sort());
    expect(created.find((user) => user.userId === during.id)).toMatchObject({
      email: during.email,
      name: "Asha",
      language: null,
      kinds: { expenses: 2, receipts: 1 },
    });
    expect(created.find((user) => user.userId === hindi.id)).toMatchObject({
      language: "hi",
      kinds: { expenses: 1 },
    });

    // Rows that existed during the window: the earlier user's too, never the later one's.
    const existing = mine(
      await affectedUsers(adminSql(), { ...WINDOW, kinds: ["expenses"], rows: "existing" }),
    );
    expect(existing.map((user) => user.userId).sort()).toEqual([before.id, during.id, hindi.id].sort());
  });

  it("runs as a script: lists them and writes each draft in the user's language", async () => {
    const { during, hindi } = await people();
    const dir = mkdtempSync(join(tmpdir(), "breach-"));
    const facts = join(dir, "facts.json");
    writeFileSync(
      facts,
      JSON.stringify({
        discoveredAt: "2026-11-15T09:30:00+05:30",
        what: { en: "A backup copy was readable.", hi: "एक बैकअप प्रति पढ़ी जा सकती थी।" },
        measures: { en: "We removed it.", hi: "हमने उसे हटा दिया।" },
        contact: "privacy@paisa-coach.example",
      }),
    );
    const { stdout } = await promisify(execFile)(
      "npx",
      [
        "tsx",
        "scripts/breach-notice.ts",
        "--kinds",
        "expenses,receipts",
        "--from",
        WINDOW.from.toISOString(),
        "--to",
        WINDOW.to.toISOString(),
        "--rows",
        "created",
        "--facts",
        facts,
        "--out",
        join(dir, "drafts"),
      ],
      { env: { ...process.env, SUPABASE_DB_URL: stack().urls.db } },
    );
    expect(stdout).toContain(`${during.email}\ten\texpenses 2, receipts 1`);
    expect(stdout).toContain(`${hindi.email}\thi\texpenses 1`);
    const english = readFileSync(join(dir, "drafts", `${during.id}.txt`), "utf8");
    expect(english).toContain(`To: ${during.email}`);
    expect(english).toContain("Dear Asha,");
    expect(english).toContain("A backup copy was readable.");
    const hindiDraft = readFileSync(join(dir, "drafts", `${hindi.id}.txt`), "utf8");
    expect(hindiDraft).toContain("Subject: ज़रूरी: आपके Paisa Coach डेटा से जुड़ी एक सुरक्षा घटना");
    expect(hindiDraft).toContain("एक बैकअप प्रति पढ़ी जा सकती थी।");
  });
});

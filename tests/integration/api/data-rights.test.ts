// /api/me/data, the rights centre: the summary, the archive (every row of the user's in every table
// the catalog lists with a user column, the CSV, the photos; nothing of anyone else's), erasing one
// kind all or nothing, correcting the name, and the nominee (RLS for owner, other user and anon).
import { randomUUID } from "node:crypto";
import { unzipSync } from "fflate";
import { describe, expect, it, vi } from "vitest";
import { TINY_PNG } from "../../support/images.ts";
import { adminSql, anonClient, inbox, stack, supabaseClient } from "../../support/index.ts";
import { as, failureOf, restInsert, restUpdate, type Tx } from "../db/sql-as.ts";
import { call, signedInUser, testApp } from "./api-client.ts";

const app = testApp();
type User = Awaited<ReturnType<typeof signedInUser>>;

/** Every app table with a column saying whose a row is (as account deletion's test finds them). */
async function appUserColumns() {
  return adminSql()<{ schema: string; table: string; column: string }[]>`
    select n.nspname as schema, c.relname as table, min(a.attname) as column
    from pg_attribute a
    join pg_class c on c.oid = a.attrelid
    join pg_namespace n on n.oid = c.relnamespace
    where c.relkind in ('r', 'p') and a.attnum > 0 and not a.attisdropped
      and n.nspname not in ('pg_catalog', 'information_schema', 'auth', 'storage')
      and (a.attname in ('user_id', 'owner', 'owner_id')
        or exists (select 1 from pg_constraint k
          where k.conrelid = c.oid and k.contype = 'f' and k.confrelid = 'auth.users'::regclass
            and a.attnum = any (k.conkey)))
    group by 1, 2 order by 1, 2`;
}

async function rowCount(schema: string, table: string, column: string, userId: string) {
  const [row] = await adminSql().unsafe(
    `select count(*)::int as n from "${schema}"."${table}" where "${column}"::text = $1`,
    [userId],
  );
  return row?.n as number;
}

async function uploadReceipt(user: User) {
  const client = supabaseClient(stack().keys.publishableKey, { accessToken: user.token });
  const path = `${user.id}/${randomUUID()}.png`;
  const { error } = await client.storage
    .from("receipts")
    .upload(path, new Blob([TINY_PNG], { type: "image/png" }));
  if (error) throw error;
  return path;
}

/** A user with rows in many tables: expenses (one with a photo, one from a message), a budget… */
async function userWithData() {
  const user = await signedInUser(app);
  const token = user.token;
  await call(app, "POST", "/budget", { token, body: { amount: "1000" } });
  const receipt = await uploadReceipt(user);
  const withPhoto = await call(app, "POST", "/expenses", {
    token,
    body: { category: "Food", amount: "120", method: "receipt", receiptPath: receipt },
  });
  expect(withPhoto.status).toBe(201);
  const fromMessage = await call(app, "POST", "/expenses", {
    token,
    body: {
      category: "Shopping",
      amount: "499",
      method: "message",
      // A bank reference as the parser gives it (upper case; anything else is kept only as a hash).
      messageRef: `ref:${randomUUID().slice(0, 12).toUpperCase()}`,
      merchant: "Swiggy",
    },
  });
  expect(fromMessage.status).toBe(201);
  await call(app, "POST", "/categories", { token, body: { name: "Pets" } });
  await call(app, "PUT", "/me/data/nominee", {
    token,
    body: { name: "Asha", email: `nominee-${randomUUID()}@example.com`, relationship: "parent" },
  });
  return {
    ...user,
    receipt,
    withPhoto: withPhoto.body.id as string,
    fromMessage: fromMessage.body.id as string,
  };
}

async function waitForArchive(user: User, id: string) {
  for (;;) {
    const list = await call(app, "GET", "/me/data/archive", { token: user.token });
    const row = list.body.find((r: { id: string }) => r.id === id);
    if (row?.status === "ready" || row?.status === "failed") return row;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe("GET /api/me/data", () => {
  it("counts what the app holds of the caller, and only theirs", async () => {
    const user = await userWithData();
    await userWithData();
    const res = await call(app, "GET", "/me/data", { token: user.token });
    expect(res.status).toBe(200);
    expect(res.body.counts).toMatchObject({
      expenses: 2,
      budgets: 1,
      recurringPayments: 0,
      customCategories: 1,
      messageRecords: 1,
      receiptPhotos: 1,
      pushDevices: 0,
      concerns: 0,
    });
    expect(res.body.counts.sessions).toBeGreaterThanOrEqual(1);
    expect(res.body.receiptBytes).toBe(TINY_PNG.byteLength);
    expect(res.body.profile.email).toBe(user.email);
    expect(res.body.nominee).toMatchObject({ name: "Asha", relationship: "parent" });
    expect(res.body.archive).toBeNull();
    expect((await call(app, "GET", "/me/data")).status).toBe(401);
  });
});

describe("the data archive", () => {
  it("holds every row of the user's in every table with a user column, the CSV and the photos, and nothing of another's", async () => {
    const user = await userWithData();
    const other = await userWithData();
    const asked = await call(app, "POST", "/me/data/archive", { token: user.token });
    expect(asked.status).toBe(202);
    expect(asked.body).toMatchObject({ status: "pending", progress: 0 });
    const ready = await waitForArchive(user, asked.body.id);
    expect(ready).toMatchObject({ status: "ready", progress: 100 });
    expect(Date.parse(ready.expiresAt) - Date.parse(ready.createdAt)).toBeGreaterThan(6 * 86_400_000);

    // The e-mail points at the app, which downloads it for the signed-in owner.
    const mail = await inbox().waitFor(user.email, {
      match: (m) => m.subject === "Your Paisa Coach data archive is ready",
    });
    expect(mail.text).toContain(`/profile/data?archive=${asked.body.id}`);

    expect(
      (await call(app, "GET", `/me/data/archive/${asked.body.id}/download`, { token: other.token })).status,
    ).toBe(404);
    const link = await call(app, "GET", `/me/data/archive/${asked.body.id}/download`, { token: user.token });
    expect(link.status).toBe(200);
    const download = await fetch(link.body.url);
    expect(download.status).toBe(200);
    const files = unzipSync(new Uint8Array(await download.arrayBuffer()));
    const textOf = (name: string) => new TextDecoder().decode(files[name]);

    // Every table the catalog lists with a user column is there, with exactly the user's rows.
    const tables = await appUserColumns();
    expect(tables.map((t) => `${t.schema}.${t.table}`)).toEqual(
      expect.arrayContaining([
        "public.expenses",
        "public.data_nominees",
        "public.data_exports",
        "private.deleted_expenses",
      ]),
    );
    for (const { schema, table, column } of tables) {
      const name = `tables/${schema}.${table}.json`;
      expect(Object.keys(files), name).toContain(name);
      const rows = JSON.parse(textOf(name)) as Record<string, unknown>[];
      expect(rows.length, name).toBe(await rowCount(schema, table, column, user.id));
      for (const row of rows) expect(String(row[column]), name).toBe(user.id);
    }
    expect(JSON.parse(textOf("tables/public.expenses.json"))).toHaveLength(2);
    expect(textOf("expenses.csv")).toContain("Date,Time,Amount,Category,Description,Paid with,Entry method");
    expect(textOf("expenses.csv")).toContain("499.00");
    expect(files[`receipts/${user.receipt.split("/")[1]}`]).toEqual(new Uint8Array(TINY_PNG));
    expect(JSON.parse(textOf("account.json")).account.email).toBe(user.email);
    // Nothing of the other user's anywhere in it.
    const everything = Object.values(files)
      .map((bytes) => new TextDecoder().decode(bytes))
      .join("\n");
    expect(everything).not.toContain(other.id);
    expect(everything).not.toContain(other.email);
    expect(everything).not.toContain(other.receipt.split("/")[1]);
    // The file is private: anyone without the owner's session is refused.
    const path = `${user.id}/${asked.body.id}.zip`;
    const byAnon = await anonClient().storage.from("data-exports").download(path);
    expect(byAnon.error).not.toBeNull();
    const byOther = await supabaseClient(stack().keys.publishableKey, { accessToken: other.token })
      .storage.from("data-exports")
      .download(path);
    expect(byOther.error).not.toBeNull();
    const byOwner = await supabaseClient(stack().keys.publishableKey, { accessToken: user.token })
      .storage.from("data-exports")
      .download(path);
    expect(byOwner.error).toBeNull();
  });

  it("makes one archive at a time: a second request while one is being made is a 409", async () => {
    const user = await signedInUser(app);
    await adminSql()`insert into public.data_exports (user_id, status) values (${user.id}, 'running')`;
    const again = await call(app, "POST", "/me/data/archive", { token: user.token });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(
      "An archive is already being prepared. You will get an e-mail when it is ready.",
    );
  });

  it("takes at most 5 archive requests per user a day (429), counting no one else's", async () => {
    const user = await signedInUser(app);
    const other = await signedInUser(app);
    for (let i = 0; i < 5; i++) {
      // Accepted, or refused while the first is still being made: both count.
      expect([202, 409]).toContain(
        (await call(app, "POST", "/me/data/archive", { token: user.token })).status,
      );
    }
    const sixth = await call(app, "POST", "/me/data/archive", { token: user.token });
    expect(sixth.status).toBe(429);
    expect(sixth.body.message).toMatch(/^Too many archives asked for\. Try again in/);
    expect((await call(app, "POST", "/me/data/archive", { token: other.token })).status).toBe(202);
  });

  it("answers 404 for an archive that is not the caller's or not an id, and refuses an expired link", async () => {
    const user = await signedInUser(app);
    expect(
      (await call(app, "GET", "/me/data/archive/not-an-id/download", { token: user.token })).status,
    ).toBe(404);
    expect(
      (await call(app, "GET", `/me/data/archive/${randomUUID()}/download`, { token: user.token })).body,
    ).toEqual({ message: "Archive not found" });
    const asked = await call(app, "POST", "/me/data/archive", { token: user.token });
    await waitForArchive(user, asked.body.id);
    const later = testApp({ now: () => new Date(Date.now() + 8 * 86_400_000) });
    const expired = await call(later, "GET", `/me/data/archive/${asked.body.id}/download`, {
      token: user.token,
    });
    expect(expired.status).toBe(410);
    expect(expired.body.message).toBe("This archive's link has expired. Please ask for a new one.");
  });
});

describe("the archive's 7 days", () => {
  it("end with the scheduler removing the file; the row reads expired and its link 410", async () => {
    const user = await signedInUser(app);
    const asked = await call(app, "POST", "/me/data/archive", { token: user.token });
    await waitForArchive(user, asked.body.id);
    const path = `${user.id}/${asked.body.id}.zip`;
    const stored = () =>
      adminSql()`select name from storage.objects where bucket_id = 'data-exports' and name = ${path}`;
    expect(await stored()).toHaveLength(1);
    const job = (now: Date) =>
      call(app, "POST", "/jobs/run", {
        token: stack().keys.serviceRoleKey,
        body: { now: now.toISOString(), userIds: [user.id] },
      });
    // A day early, nothing goes.
    expect((await job(new Date(Date.now() + 6 * 86_400_000))).body.archives).toEqual({ removed: 0 });
    expect(await stored()).toHaveLength(1);
    expect((await job(new Date(Date.now() + 8 * 86_400_000))).body.archives).toEqual({ removed: 1 });
    expect(await stored()).toEqual([]);
    const [row] = await call(app, "GET", "/me/data/archive", { token: user.token }).then((r) => r.body);
    expect(row).toMatchObject({ id: asked.body.id, status: "expired" });
    const link = await call(app, "GET", `/me/data/archive/${asked.body.id}/download`, { token: user.token });
    expect(link.status).toBe(410);
  });

  it("a Storage failure stops only the archives' step of the scheduler, which tries again next run", async () => {
    const user = await signedInUser(app);
    const asked = await call(app, "POST", "/me/data/archive", { token: user.token });
    await waitForArchive(user, asked.body.id);
    const later = new Date(Date.now() + 8 * 86_400_000).toISOString();
    const brokenKey = "sb_secret_not-the-key";
    const broken = testApp({ serviceRoleKey: brokenKey });
    const failed = await call(broken, "POST", "/jobs/run", {
      token: brokenKey,
      body: { now: later, userIds: [user.id] },
    });
    expect(failed.status).toBe(200);
    expect(failed.body.archives.failed).toEqual(expect.any(String));
    expect(failed.body.retention).toMatchObject({ messageRefs: expect.anything() });
    const retried = await call(app, "POST", "/jobs/run", {
      token: stack().keys.serviceRoleKey,
      body: { now: later, userIds: [user.id] },
    });
    expect(retried.body.archives).toEqual({ removed: 1 });
  });

  it("a new archive replaces the old one: its file goes and it reads expired", async () => {
    const user = await signedInUser(app);
    const first = await call(app, "POST", "/me/data/archive", { token: user.token });
    await waitForArchive(user, first.body.id);
    const second = await call(app, "POST", "/me/data/archive", { token: user.token });
    expect(second.status).toBe(202);
    await waitForArchive(user, second.body.id);
    const files = await adminSql()`
      select name from storage.objects where bucket_id = 'data-exports' and name like ${`${user.id}/%`}`;
    expect(files).toEqual([{ name: `${user.id}/${second.body.id}.zip` }]);
    // The older row is marked once its file is gone, just after the new one reads ready.
    await vi.waitFor(async () => {
      const rows = (await call(app, "GET", "/me/data/archive", { token: user.token })).body;
      expect(rows.map((r: { status: string }) => r.status)).toEqual(["ready", "expired"]);
    });
  });
});

describe("POST /api/me/data/erase", () => {
  it("erases every receipt photo and its references, keeps the expenses, and touches no one else's", async () => {
    const user = await userWithData();
    const other = await userWithData();
    const res = await call(app, "POST", "/me/data/erase", {
      token: user.token,
      body: { kind: "receipts", confirm: true },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ kind: "receipts", erased: 1 });
    const [expense] = await adminSql()`select receipt_path from public.expenses where id = ${user.withPhoto}`;
    expect(expense).toEqual({ receipt_path: null });
    expect(await rowCount("public", "expenses", "user_id", user.id)).toBe(2);
    const files =
      await adminSql()`select name from storage.objects where bucket_id = 'receipts' and name like ${`${user.id}/%`}`;
    expect(files).toEqual([]);
    const [kept] = await adminSql()`select receipt_path from public.expenses where id = ${other.withPhoto}`;
    expect(kept).toEqual({ receipt_path: other.receipt });
    expect((await call(app, "GET", "/me/data", { token: other.token })).body.counts.receiptPhotos).toBe(1);
  });

  it("changes nothing when Storage fails, and finishes when asked again", async () => {
    const user = await userWithData();
    const broken = testApp({ serviceRoleKey: "sb_secret_not-the-key" });
    const failed = await call(broken, "POST", "/me/data/erase", {
      token: user.token,
      body: { kind: "receipts", confirm: true },
    });
    expect(failed.status).toBe(503);
    expect(failed.body.message).toBe(
      "Your receipt photos could not be erased, so nothing was changed. Please try again.",
    );
    const [expense] = await adminSql()`select receipt_path from public.expenses where id = ${user.withPhoto}`;
    expect(expense).toEqual({ receipt_path: user.receipt });
    const retried = await call(app, "POST", "/me/data/erase", {
      token: user.token,
      body: { kind: "receipts", confirm: true },
    });
    expect(retried.body).toEqual({ kind: "receipts", erased: 1 });
  });

  it("forgets the pasted messages' records and keeps the expenses", async () => {
    const user = await userWithData();
    const other = await userWithData();
    const res = await call(app, "POST", "/me/data/erase", {
      token: user.token,
      body: { kind: "messages", confirm: true },
    });
    expect(res.body).toEqual({ kind: "messages", erased: 1 });
    const [expense] = await adminSql()`
      select message_ref, merchant_key, amount::text from public.expenses where id = ${user.fromMessage}`;
    expect(expense).toEqual({ message_ref: null, merchant_key: null, amount: "499.00" });
    const [kept] = await adminSql()`select message_ref from public.expenses where id = ${other.fromMessage}`;
    expect(kept?.message_ref).toMatch(/^ref:/);
  });

  it("answers 400 with a clear message for a request without confirmation or of an unknown kind", async () => {
    const user = await userWithData();
    for (const [body, message] of [
      [{ kind: "receipts" }, "Confirm the erasure with confirm: true"],
      [{ kind: "receipts", confirm: "yes" }, "Confirm the erasure with confirm: true"],
      [{ kind: "photos", confirm: true }, "kind must be one of receipts, messages"],
      [{ kind: "receipts", confirm: true, all: 1 }, "Unknown field: all"],
      ["not json", "Request body must be valid JSON"],
    ] as const) {
      const res = await call(app, "POST", "/me/data/erase", { token: user.token, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toBe(message);
    }
    expect((await call(app, "GET", "/me/data", { token: user.token })).body.counts.receiptPhotos).toBe(1);
  });
});

describe("correcting the profile", () => {
  it("changes and clears the name, bounded like every profile field", async () => {
    const user = await signedInUser(app);
    const res = await call(app, "PATCH", "/profile", {
      token: user.token,
      body: { firstName: "  Ravi ", lastName: "Kumar" },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ firstName: "Ravi", lastName: "Kumar" });
    expect((await call(app, "GET", "/me/data", { token: user.token })).body.profile).toMatchObject({
      firstName: "Ravi",
      lastName: "Kumar",
    });
    const cleared = await call(app, "PATCH", "/profile", { token: user.token, body: { lastName: "" } });
    expect(cleared.body).toMatchObject({ firstName: "Ravi", lastName: null });
    const long = await call(app, "PATCH", "/profile", {
      token: user.token,
      body: { firstName: "x".repeat(101) },
    });
    expect(long.status).toBe(400);
    expect(long.body.message).toBe("First name must be at most 100 characters");
  });
});

describe("the nominee", () => {
  it("is nominated, told by e-mail, changed and removed by the owner", async () => {
    const user = await signedInUser(app);
    await call(app, "PATCH", "/profile", { token: user.token, body: { firstName: "Meera" } });
    const email = `nominee-${randomUUID()}@example.com`;
    const saved = await call(app, "PUT", "/me/data/nominee", {
      token: user.token,
      body: { name: " Rahul Sharma ", email: email.toUpperCase(), relationship: "spouse" },
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ name: "Rahul Sharma", email, relationship: "spouse" });
    const mail = await inbox().waitFor(email, {
      match: (m) => m.subject === "You have been named as a nominee on Paisa Coach",
    });
    expect(mail.text).toContain(`Hello Rahul Sharma, Meera (${user.email}) has named you`);
    const changed = await call(app, "PUT", "/me/data/nominee", {
      token: user.token,
      body: { name: "Rahul S.", email, relationship: "other" },
    });
    expect(changed.body).toMatchObject({ name: "Rahul S.", relationship: "other" });
    expect((await call(app, "GET", "/me/data/nominee", { token: user.token })).body.name).toBe("Rahul S.");
    expect((await call(app, "DELETE", "/me/data/nominee", { token: user.token })).status).toBe(204);
    expect((await call(app, "GET", "/me/data/nominee", { token: user.token })).body).toBeNull();
    const again = await call(app, "DELETE", "/me/data/nominee", { token: user.token });
    expect(again.status).toBe(404);
    expect(again.body.message).toBe("You have not nominated anyone");
  });

  it("answers 400 with a clear message for bad input and stores nothing", async () => {
    const user = await signedInUser(app);
    for (const [body, message] of [
      [{ email: "a@example.com", relationship: "parent" }, "Nominee's name is required"],
      [{ name: "  ", email: "a@example.com", relationship: "parent" }, "Nominee's name is required"],
      [
        { name: "A".repeat(101), email: "a@example.com", relationship: "parent" },
        "Nominee's name must be at most 100 characters",
      ],
      [
        { name: "Asha", email: "not-an-email", relationship: "parent" },
        "Email must be a valid e-mail address",
      ],
      [
        { name: "Asha", email: "a@example.com", relationship: "boss" },
        "Relationship must be one of spouse, parent, child, sibling, relative, friend, other",
      ],
      [
        { name: "As\u0007ha", email: "a@example.com", relationship: "parent" },
        "Nominee's name must not contain control characters",
      ],
    ] as const) {
      const res = await call(app, "PUT", "/me/data/nominee", { token: user.token, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toBe(message);
    }
    expect((await call(app, "GET", "/me/data/nominee", { token: user.token })).body).toBeNull();
  });

  it("RLS: the owner reads and writes theirs; another user and anon see and change nothing", async () => {
    const owner = await userWithData();
    const other = await signedInUser(app);
    const asOwner = { id: owner.id, email: owner.email, appMetadata: {} };
    const asOther = { id: other.id, email: other.email, appMetadata: {} };
    const names = (tx: Tx) => tx`select name from public.data_nominees`;
    expect(await as(asOwner, names)).toEqual([{ name: "Asha" }]);
    expect(await as(asOther, names)).toEqual([]);
    expect(await failureOf(() => as("anon", names))).not.toBeNull();
    await as(asOther, (tx) => tx`update public.data_nominees set name = 'Taken'`);
    await as(asOther, (tx) => tx`delete from public.data_nominees`);
    const forged = await failureOf(() =>
      restInsert(asOther, "data_nominees", {
        user_id: owner.id,
        name: "X",
        email: "x@example.com",
        relationship: "other",
      }),
    );
    expect(forged?.code).toBe("42501");
    expect(await adminSql()`select name from public.data_nominees where user_id = ${owner.id}`).toEqual([
      { name: "Asha" },
    ]);
    // The database bounds what the owner may write through the Data API, too.
    const where = { column: "user_id", value: owner.id };
    expect(
      (await failureOf(() => restUpdate(asOwner, "data_nominees", where, { email: "no-at-sign" })))?.code,
    ).toBe("23514");
    expect(
      (await failureOf(() => restUpdate(asOwner, "data_nominees", where, { relationship: "boss" })))?.code,
    ).toBe("23514");
    expect(
      (await failureOf(() => restUpdate(asOwner, "data_nominees", where, { name: "a\u0007b" })))?.code,
    ).toBe("23514");
    expect(
      (await failureOf(() => restUpdate(asOwner, "data_nominees", where, { created_at: "2020-01-01" })))
        ?.code,
    ).toBe("42501");
    await restUpdate(asOwner, "data_nominees", where, { name: "Asha D." });
    expect(await as(asOwner, names)).toEqual([{ name: "Asha D." }]);
    // Archive requests: read by their owner only, written by nobody through the Data API.
    await call(app, "POST", "/me/data/archive", { token: owner.token });
    const statuses = (tx: Tx) => tx`select status from public.data_exports`;
    expect(await as(asOwner, statuses)).toHaveLength(1);
    expect(await as(asOther, statuses)).toEqual([]);
    expect(await failureOf(() => as("anon", statuses))).not.toBeNull();
    expect((await failureOf(() => restInsert(asOwner, "data_exports", { user_id: owner.id })))?.code).toBe(
      "42501",
    );
    expect(
      (await failureOf(() => restUpdate(asOwner, "data_exports", where, { status: "ready" })))?.code,
    ).toBe("42501");
  });
});

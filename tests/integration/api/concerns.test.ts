// Grievances with a clock (issue 29, item 3): a user raises a concern and reads their own; nobody else
// sees it through the API or the Data API; admins read every concern oldest first with the days left
// of the 90-day response time, and move it forward with a reply; the acknowledgement is e-mailed.
import { describe, expect, it } from "vitest";
import { setAdminRole } from "../../../scripts/make-admin.ts";
import { adminSql, inbox } from "../../support/index.ts";
import { as, failureOf, restInsert, restUpdate, type TestUser } from "../db/sql-as.ts";
import { call, randomIp, signedInUser, testApp } from "./api-client.ts";

const app = testApp();

async function adminUser() {
  const user = await signedInUser(app);
  expect(await setAdminRole(adminSql(), user.email, true)).toBe(user.id);
  const res = await call(app, "POST", "/auth/signin", {
    body: { emailOrUsername: user.email, password: user.password },
    ip: randomIp(),
  });
  return { ...user, token: res.body.session.access_token as string };
}

const asDataApi = (user: { id: string; email: string }, appMetadata = {}): TestUser => ({
  id: user.id,
  email: user.email,
  appMetadata,
});

describe("concerns", () => {
  it("raises a concern with a reference and e-mails its acknowledgement", async () => {
    const user = await signedInUser(app);
    const res = await call(app, "POST", "/concerns", {
      token: user.token,
      body: { category: "erasure", text: "Please erase my receipt photos.\nThanks" },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      category: "erasure",
      text: "Please erase my receipt photos.\nThanks",
      status: "open",
      reply: null,
    });
    expect(res.body.reference).toMatch(/^PC-\d{4}-\d{6}$/);
    expect(res.body.reference).toBe(
      `PC-${new Date(res.body.createdAt).getFullYear()}-${String(res.body.id).padStart(6, "0")}`,
    );

    const mail = await inbox().waitFor(user.email, {
      match: (message) => message.subject.includes(res.body.reference),
    });
    expect(mail.subject).toBe(`We received your concern ${res.body.reference}`);
    expect(mail.text).toContain("We will answer within 90 days");
    expect(mail.text).toContain("privacy@paisacoach.app");
  });

  it("refuses a bad category, an empty or too long text with 400, writing nothing", async () => {
    const user = await signedInUser(app);
    for (const [body, message] of [
      [{ category: "billing", text: "x" }, "Category must be one of"],
      [{ category: "other", text: "   " }, "Concern is required"],
      [{ category: "other", text: "x".repeat(2001) }, "Concern must be at most 2000 characters"],
      [{ category: "other" }, "Concern is required"],
    ] as const) {
      const res = await call(app, "POST", "/concerns", { token: user.token, body });
      expect(res.status).toBe(400);
      expect(res.body.message).toContain(message);
    }
    const [row] = await adminSql()`select count(*)::int as n from public.concerns where user_id = ${user.id}`;
    expect(row?.n).toBe(0);
    expect((await call(app, "POST", "/concerns", { body: { category: "other", text: "x" } })).status).toBe(
      401,
    );
  });

  it("shows each user only their own, through the API and the Data API; users cannot write them", async () => {
    const owner = await signedInUser(app);
    const other = await signedInUser(app);
    const raised = await call(app, "POST", "/concerns", {
      token: owner.token,
      body: { category: "data_access", text: "What do you hold about me?" },
    });
    expect(raised.status).toBe(201);

    const mine = await call(app, "GET", "/concerns", { token: owner.token });
    expect(mine.body.map((row: { reference: string }) => row.reference)).toEqual([raised.body.reference]);
    const theirs = await call(app, "GET", "/concerns", { token: other.token });
    expect(theirs.status).toBe(200);
    expect(theirs.body).toEqual([]);
    expect((await call(app, "GET", "/admin/concerns", { token: other.token })).status).toBe(403);
    expect(
      (
        await call(app, "PATCH", `/admin/concerns/${raised.body.id}`, {
          token: other.token,
          body: { status: "resolved", reply: "done" },
        })
      ).status,
    ).toBe(403);

    // The Data API: the other user and anon read nothing; nobody but an admin changes anything.
    const seen = (who: TestUser | "anon") =>
      as(who, (tx) => tx`select id from public.concerns where id = ${raised.body.id}`);
    expect(await seen(asDataApi(other))).toHaveLength(0);
    expect((await failureOf(() => seen("anon")))?.code).toBe("42501");
    expect(await seen(asDataApi(owner))).toHaveLength(1);
    const ownerInsert = await failureOf(() =>
      restInsert(asDataApi(owner), "concerns", { user_id: owner.id, category: "other", body: "x" }),
    );
    expect(ownerInsert?.code).toBe("42501");
    const ownerAnswers = await restUpdate(
      asDataApi(owner),
      "concerns",
      { column: "id", value: String(raised.body.id) },
      { status: "resolved", reply: "self-served" },
    );
    expect(ownerAnswers.count).toBe(0);
    const ownerEdits = await failureOf(() =>
      restUpdate(
        asDataApi(owner),
        "concerns",
        { column: "id", value: String(raised.body.id) },
        { body: "new" },
      ),
    );
    expect(ownerEdits?.code).toBe("42501");
    const [stored] = await adminSql()`select status, body from public.concerns where id = ${raised.body.id}`;
    expect(stored).toEqual({ status: "open", body: "What do you hold about me?" });
  });

  it("lists every concern to admins oldest first with the days left, and lets them move it forward with a reply", async () => {
    const admin = await adminUser();
    const user = await signedInUser(app);
    // One raised ten days ago (written as the database would have then), one now.
    const [older] = await adminSql()<{ id: number }[]>`
      insert into public.concerns (user_id, category, body, created_at)
      values (${user.id}, 'correction', 'My name is misspelt', now() - interval '10 days')
      returning id::int as id`;
    const newer = await call(app, "POST", "/concerns", {
      token: user.token,
      body: { category: "consent", text: "Stop the weekly report" },
    });

    const list = await call(app, "GET", "/admin/concerns", { token: admin.token });
    expect(list.status).toBe(200);
    const ours = list.body.filter((row: { id: number }) => row.id === older?.id || row.id === newer.body.id);
    expect(ours.map((row: { id: number; daysLeft: number }) => [row.id, row.daysLeft])).toEqual([
      [older?.id, 80],
      [newer.body.id, 90],
    ]);
    const createdAts = list.body.map((row: { createdAt: string }) => Date.parse(row.createdAt));
    expect(createdAts).toEqual([...createdAts].sort((a, b) => a - b));

    const path = `/admin/concerns/${older?.id}`;
    const started = await call(app, "PATCH", path, { token: admin.token, body: { status: "in_progress" } });
    expect(started.status).toBe(200);
    expect(started.body).toMatchObject({ status: "in_progress", reply: null, resolvedAt: null });

    const noReply = await call(app, "PATCH", path, { token: admin.token, body: { status: "resolved" } });
    expect(noReply.status).toBe(400);
    expect(noReply.body.message).toBe("A resolved concern needs a reply");

    const resolved = await call(app, "PATCH", path, {
      token: admin.token,
      body: { status: "resolved", reply: "Corrected to Ravi Kumar." },
    });
    expect(resolved.status).toBe(200);
    expect(resolved.body).toMatchObject({ status: "resolved", reply: "Corrected to Ravi Kumar." });
    expect(resolved.body.resolvedAt).not.toBeNull();

    const back = await call(app, "PATCH", path, { token: admin.token, body: { status: "in_progress" } });
    expect(back.status).toBe(400);
    expect(back.body.message).toBe("A concern cannot move from resolved to in_progress");
    expect(
      (
        await call(app, "PATCH", "/admin/concerns/999999999", {
          token: admin.token,
          body: { status: "in_progress" },
        })
      ).status,
    ).toBe(404);

    // The owner sees the answer; resolved concerns have no clock.
    const own = await call(app, "GET", "/concerns", { token: user.token });
    expect(own.body.find((row: { id: number }) => row.id === older?.id)).toMatchObject({
      status: "resolved",
      reply: "Corrected to Ravi Kumar.",
    });
    const after = await call(app, "GET", "/admin/concerns", { token: admin.token });
    expect(after.body.find((row: { id: number }) => row.id === older?.id).daysLeft).toBeNull();
    // An admin's own list is still their own.
    expect((await call(app, "GET", "/concerns", { token: admin.token })).body).toEqual([]);
  });

  it("limits how many concerns one user raises with 429", async () => {
    const user = await signedInUser(app);
    for (let i = 0; i < 10; i++) {
      const res = await call(app, "POST", "/concerns", {
        token: user.token,
        body: { category: "other", text: `Question ${i}` },
      });
      expect(res.status).toBe(201);
    }
    const refused = await call(app, "POST", "/concerns", {
      token: user.token,
      body: { category: "other", text: "One more" },
    });
    expect(refused.status).toBe(429);
    expect(refused.headers.get("Retry-After")).toMatch(/^\d+$/);
  });
});

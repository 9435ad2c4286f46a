// A household's history through /api (docs/api.md "Shared expenses"): GET /api/households/:id/expenses
// with the filters and search of /api/expenses, each row with who paid and each share; a former
// member sees only what they shared in before leaving; GET /api/households/:id/export as CSV with
// "Paid by" and "My share", members only, the list's filters applied.
import { describe, expect, it } from "vitest";
import { call, householdWith, signedInUser, testApp } from "./api-client.ts";

const app = testApp();
type User = Awaited<ReturnType<typeof signedInUser>>;

const householdOf = (owner: User, ...joiners: User[]) => householdWith(app, owner, ...joiners);

const at = (day: string, time: string) => `${day}T${time}:00+05:30`;

async function addShared(
  who: User,
  household: string,
  members: User[],
  fields: { amount: string; category: string; description: string; date: string },
) {
  const made = await call(app, "POST", "/expenses", {
    token: who.token,
    body: { ...fields, householdId: household, split: { mode: "equal", members: members.map((m) => m.id) } },
  });
  expect(made.status).toBe(201);
  return made.body.id as string;
}

async function download(token: string, path: string) {
  const response = await app.request(`/api${path}`, { headers: { Authorization: `Bearer ${token}` } });
  const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(await response.arrayBuffer());
  return { response, text };
}

describe("a household's history", () => {
  it("searches and filters the household's list, each row with its payer and every share", async () => {
    const [asha, ravi] = await Promise.all([signedInUser(app), signedInUser(app)]);
    const home = await householdOf(asha, ravi);
    const dinner = await addShared(asha, home, [asha, ravi], {
      amount: "300",
      category: "Food & Dining",
      description: "Friday dinner",
      date: at("2026-11-20", "21:00"),
    });
    const cab = await addShared(ravi, home, [asha, ravi], {
      amount: "120",
      category: "Transport",
      description: "Cab home",
      date: at("2026-11-20", "23:00"),
    });
    await addShared(asha, home, [asha, ravi], {
      amount: "90",
      category: "Groceries",
      description: "Milk and bread",
      date: at("2026-10-02", "09:00"),
    });

    const search = await call(app, "GET", `/households/${home}/expenses?q=dinner`, { token: ravi.token });
    expect(search.status).toBe(200);
    expect(search.body).toEqual([
      expect.objectContaining({
        id: dinner,
        amount: "300.00",
        householdId: home,
        paidBy: asha.id,
        myShare: "150.00",
        shares: [
          { userId: asha.id, amount: "150.00", former: false },
          { userId: ravi.id, amount: "150.00", former: false },
        ],
      }),
    ]);
    const november = await call(app, "GET", `/households/${home}/expenses?month=2026-11`, {
      token: asha.token,
    });
    expect(november.body.map((row: { id: string }) => row.id)).toEqual([cab, dinner]);
    const transport = await call(
      app,
      "GET",
      `/households/${home}/expenses?category=Transport&from=2026-11-01&to=2026-11-30&method=manual`,
      { token: asha.token },
    );
    expect(transport.body.map((row: { id: string; paidBy: string }) => [row.id, row.paidBy])).toEqual([
      [cab, ravi.id],
    ]);
    const bad = await call(app, "GET", `/households/${home}/expenses?from=20-11-2026`, { token: asha.token });
    expect([bad.status, bad.body.message]).toEqual([400, "from must be a calendar date written yyyy-mm-dd"]);
  });

  it("shows a former member only what they shared in before leaving, and nobody else anything", async () => {
    const [asha, ravi, stranger] = await Promise.all([
      signedInUser(app),
      signedInUser(app),
      signedInUser(app),
    ]);
    const home = await householdOf(asha, ravi);
    const before = await addShared(asha, home, [asha, ravi], {
      amount: "200",
      category: "Food & Dining",
      description: "Dinner before Ravi left",
      date: at("2026-11-10", "20:00"),
    });
    expect((await call(app, "POST", `/households/${home}/leave`, { token: ravi.token })).status).toBe(200);
    await addShared(asha, home, [asha], {
      amount: "80",
      category: "Food & Dining",
      description: "Dinner after Ravi left",
      date: at("2026-11-12", "20:00"),
    });

    const former = await call(app, "GET", `/households/${home}/expenses`, { token: ravi.token });
    expect(former.status).toBe(200);
    expect(former.body.map((row: { id: string }) => row.id)).toEqual([before]);
    const formerExport = await download(ravi.token, `/households/${home}/export`);
    expect(formerExport.response.status).toBe(200);
    expect(formerExport.text).toContain("Dinner before Ravi left");
    expect(formerExport.text).not.toContain("Dinner after Ravi left");

    for (const path of [`/households/${home}/expenses`, `/households/${home}/export`]) {
      const outsider = await call(app, "GET", path, { token: stranger.token });
      expect([outsider.status, outsider.body.message]).toEqual([404, "Household not found"]);
    }
  });

  it("exports the household's filtered list as CSV with Paid by (the member's name) and My share", async () => {
    const [asha, ravi] = await Promise.all([signedInUser(app), signedInUser(app)]);
    const home = await householdOf(asha, ravi);
    await addShared(asha, home, [asha, ravi], {
      amount: "300",
      category: "Food & Dining",
      description: "Friday dinner",
      date: at("2026-11-20", "21:00"),
    });
    await addShared(ravi, home, [ravi], {
      amount: "120",
      category: "Transport",
      description: "Cab, late",
      date: at("2026-11-21", "23:30"),
    });

    const all = await download(ravi.token, `/households/${home}/export`);
    expect(all.response.status).toBe(200);
    expect(all.response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(all.response.headers.get("Content-Disposition")).toMatch(
      /^attachment; filename="paisa-coach-household-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(all.text.split("\r\n")).toEqual([
      "\uFEFFDate,Time,Amount,Category,Description,Paid with,Entry method,Split,Paid by,My share",
      `2026-11-20,21:00,300.00,Food & Dining,Friday dinner,,Manual,,${asha.username},150.00`,
      `2026-11-21,23:30,120.00,Transport,"Cab, late",,Manual,,${ravi.username},120.00`,
      "",
    ]);
    const searched = await download(asha.token, `/households/${home}/export?q=dinner`);
    expect(searched.text.split("\r\n").slice(1)).toEqual([
      `2026-11-20,21:00,300.00,Food & Dining,Friday dinner,,Manual,,${asha.username},150.00`,
      "",
    ]);
    const badFilter = await call(app, "GET", `/households/${home}/export?category=`, { token: asha.token });
    expect([badFilter.status, badFilter.body.message]).toEqual([400, "category must not be empty"]);
  });
});

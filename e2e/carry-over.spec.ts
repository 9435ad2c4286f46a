// Carry-over (docs/product.md §4.34): the user ticks Food & Dining on Set Budget; last month (saved
// with it ticked) left ₹1,200 of its ₹5,000, and home's budget card and Set Budget say "₹1,200 carried
// from <last month>", the month's budget counting it. Last month is the server's (the database carries
// from its own today), so the journey holds on any day.
import postgres from "postgres";
import { signedInUser } from "./money-helpers.ts";
import { expect, test } from "./setup/fixtures.ts";

test("a ticked category's unspent money shows as carried from last month on home and Set Budget", async ({
  page,
  stack,
}) => {
  const user = await signedInUser(page, "carry");
  await page.goto("/budget");
  await page.getByRole("textbox", { name: /Budget Amount/ }).fill("20000");
  const carryFood = page.getByRole("checkbox", { name: "Carry over Food & Dining" });
  // Ticked by its visible box and label, as a finger does (a forced click lands wherever the hidden input sits).
  await page.locator('[data-testid="carry-category"][data-category="Food & Dining"]').click();
  await expect(carryFood).toBeChecked();
  await page.getByRole("button", { name: "Save Budget" }).click();
  await expect(page).toHaveURL(/\/$/, { timeout: 20_000 });

  // Last calendar month was saved with Food & Dining ticked, and ₹3,800 of its ₹5,000 was spent.
  const sql = postgres(stack.urls.db, { max: 1, onnotice: () => {} });
  let lastMonth = "";
  try {
    const [row] = await sql<{ id: string; month: string }[]>`
      select u.id, to_char(date_trunc('month', private.ist_today()) - interval '1 month', 'FMMonth') as month
      from auth.users u where u.email = ${user.email}`;
    if (!row) throw new Error("no such user");
    lastMonth = row.month;
    await sql`
      insert into budget_cycle_plans (user_id, cycle_start, category_budgets, carry_categories, carry_overspending)
      values (${row.id}, (date_trunc('month', private.ist_today()) - interval '1 month')::date,
        '{"Food & Dining": 5000}', array['Food & Dining'], false)`;
    await sql`
      insert into expenses (user_id, amount, category, spent_at)
      values (${row.id}, 3800, 'Food & Dining',
        (date_trunc('month', private.ist_today()) - interval '1 month' + interval '12 hours')::timestamp
          at time zone 'Asia/Kolkata')`;
  } finally {
    await sql.end();
  }

  await page.reload();
  const card = page.getByTestId("budget-card");
  await expect(card.getByTestId("carried-note")).toHaveText(`₹1,200 carried from ${lastMonth}`);
  await expect(card.getByTestId("carried-note")).toHaveAttribute("data-category", "Food & Dining");
  // The month's budget counts it: ₹20,000 saved + ₹1,200 carried.
  await expect(card).toContainText("of ₹21,200");

  await page.goto("/budget");
  await expect(carryFood).toBeChecked();
  await expect(page.getByTestId("carried-note")).toHaveText(`₹1,200 carried from ${lastMonth}`);
});

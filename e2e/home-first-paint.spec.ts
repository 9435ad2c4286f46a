// Home's first paint holds the first screen only (docs/web.md "Issue 26: where signed-in home's first
// render goes"): the sections below it — the budget card, today's categories, recent expenses — render
// after the figures have painted, then show and work as before.
import { formatRupees } from "../tests/support/rupees.ts";
import { addExpense, setBudget } from "./money-helpers.ts";
import { signedInWithId } from "./offline-helpers.ts";
import { expect, test } from "./setup/fixtures.ts";

test.describe.configure({ timeout: 150_000 });

const BELOW_THE_FOLD = ["budget-card", "category-breakdown", "recent-transactions"];

test("a repeat visit paints today's figure before the sections below the first screen, which then show and work", async ({
  page,
  adminDb,
}) => {
  await signedInWithId(page, adminDb, "first-paint");
  await setBudget(page, 30_000);
  await addExpense(page, { amount: 180, category: "Food & Dining", description: "Dosa" });
  await expect(page.getByTestId("today-spent")).toContainText(formatRupees(180));
  await expect(page.getByTestId("recent-transactions")).toContainText("Dosa");

  // At the first DOM change that shows the real figure: which of the sections below were there too.
  await page.addInitScript((testIds: string[]) => {
    const seen: Record<string, boolean> = {};
    (window as unknown as { __withFirstFigure: Record<string, boolean> | null }).__withFirstFigure = null;
    new MutationObserver((_, observer) => {
      const figure = document.querySelector('[data-testid="today-spent"]');
      if (!figure || !/\d/.test(figure.textContent ?? "")) return;
      for (const id of testIds) seen[id] = document.querySelector(`[data-testid="${id}"]`) !== null;
      (window as unknown as { __withFirstFigure: Record<string, boolean> }).__withFirstFigure = seen;
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true, characterData: true });
  }, BELOW_THE_FOLD);
  await page.reload();
  await expect(page.getByTestId("today-spent")).toContainText(formatRupees(180));
  const withFirstFigure = await page.evaluate(
    () => (window as unknown as { __withFirstFigure: Record<string, boolean> | null }).__withFirstFigure,
  );
  expect(withFirstFigure).toEqual(Object.fromEntries(BELOW_THE_FOLD.map((id) => [id, false])));

  // Then they show, with their figures, and work: recent expenses lead to the history.
  await expect(page.getByTestId("budget-card")).toBeVisible();
  await expect(page.getByTestId("category-breakdown")).toContainText("Food & Dining");
  await expect(page.getByTestId("recent-transactions")).toContainText("Dosa");
  await page.getByTestId("recent-transactions").getByRole("link", { name: "View All" }).click();
  await expect(page).toHaveURL(/\/history$/);
});

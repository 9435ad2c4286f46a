// The signed-in part of `npm run bench:web`: a seeded user (budget and 200 expenses this month), a
// Chromium profile signed in as them for Lighthouse (which keeps localStorage and IndexedDB between
// runs and clears only caches and the service worker: a returning user's first load of the day), and
// the interaction figures measured with the web-vitals library in Playwright at 4× CPU slowdown.

import { readFileSync } from "node:fs";
import path from "node:path";
import { type Browser, chromium, type Page } from "@playwright/test";
import postgres from "postgres";
import { BENCH_CONSENT } from "./consent.ts";

export const SEEDED_EXPENSES = 200;
const PASSWORD = "bench-web-pass-1";

export interface BenchUser {
  email: string;
  password: string;
}

/** A user with the welcome tour seen, a ₹30,000 budget and 200 expenses spread over this month. */
export async function seedUser(webUrl: string, dbUrl: string): Promise<BenchUser> {
  const id = Date.now().toString(36);
  const user = { email: `bench-web-${id}@example.com`, password: PASSWORD };
  const signUp = await fetch(`${webUrl}/api/auth/signup`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({
      ...user,
      username: `benchweb${id}`,
      country: "India",
      adultConfirmed: true,
      consent: BENCH_CONSENT,
    }),
  });
  const body = (await signUp.json()) as { user?: { id: string }; session?: { access_token: string } };
  if (signUp.status !== 201 || !body.user || !body.session)
    throw new Error(`bench sign-up failed: ${signUp.status} ${JSON.stringify(body)}`);
  const state = await fetch(`${webUrl}/api/user-state`, {
    method: "PATCH",
    headers: { "Content-Type": "application/json", Authorization: `Bearer ${body.session.access_token}` },
    body: JSON.stringify({ welcomeSeen: true, tourCompleted: true }),
  });
  if (!state.ok) throw new Error(`bench user state failed: ${state.status} ${await state.text()}`);
  const sql = postgres(dbUrl, { max: 1, onnotice: () => {} });
  try {
    await sql`insert into public.budgets (user_id, amount) values (${body.user.id}, 30000)`;
    // Within this Indian month so far: every home widget (today, month, calendar dots) has data.
    await sql`
      insert into public.expenses (user_id, amount, category, method, spent_at, description)
      select ${body.user.id}, (random() * 400 + 10)::numeric(10, 2),
             (array['Food & Dining', 'Transport', 'Groceries', 'Shopping', 'Bills & Utilities'])[1 + g % 5],
             'manual',
             greatest(private.ist_start_of(date_trunc('month', private.ist_today())::date),
                      now() - (g * 137 || ' minutes')::interval),
             'bench ' || g
      from generate_series(1, ${SEEDED_EXPENSES}) g`;
  } finally {
    await sql.end({ timeout: 2 });
  }
  return user;
}

/** The bottom navigation's +. */
const addButton = (page: Page) =>
  page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Add expense", exact: true });

async function signIn(page: Page, baseUrl: string, user: BenchUser): Promise<void> {
  await page.goto(`${baseUrl}/signin`);
  await page.getByLabel("Username or email address").fill(user.email);
  await page.getByLabel("Password").fill(user.password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await addButton(page).waitFor({ timeout: 60_000 });
}

/** Signs `user` in inside a Chromium profile directory that Lighthouse's Chrome then starts with. */
export async function signInProfile(
  chromiumPath: string,
  profileDir: string,
  baseUrl: string,
  user: BenchUser,
): Promise<void> {
  const context = await chromium.launchPersistentContext(profileDir, {
    executablePath: chromiumPath,
    headless: true,
    viewport: { width: 390, height: 844 },
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await signIn(page, baseUrl, user);
    // Home's data loaded once, as for anyone who used the app yesterday.
    await page.getByTestId("today-spent").waitFor({ timeout: 60_000 });
  } finally {
    await context.close();
  }
}

export interface InteractionFigures {
  /** Taps from home to a saved expense, and the time they took (first tap to home again). */
  addExpenseTaps: number;
  addExpenseMs: number;
  /** Interaction to Next Paint (web-vitals onINP, all changes reported) over the add-expense flow. */
  addExpenseInpMs: number | null;
  /** The same over the calendar: open the tab, pick three days, next and previous month. */
  calendarInpMs: number | null;
}

const webVitalsScript = readFileSync(
  path.join(import.meta.dirname, "../node_modules/web-vitals/dist/web-vitals.iife.js"),
  "utf8",
);
// Playwright's init scripts run before the page's own and outside its Content-Security-Policy.
const INP_PROBE = `${webVitalsScript}
window.__inpMs = null;
webVitals.onINP((metric) => { window.__inpMs = metric.value; }, { reportAllChanges: true });`;

/** The INP so far, once the last interaction's event-timing entry has been delivered. */
async function inpSoFar(page: Page): Promise<number | null> {
  return page.evaluate(
    () =>
      new Promise<number | null>((resolve) => {
        // Event-timing entries arrive after the frame that followed the input: two frames and a task.
        requestAnimationFrame(() =>
          requestAnimationFrame(() =>
            setTimeout(() => resolve((window as unknown as { __inpMs: number | null }).__inpMs), 200),
          ),
        );
      }),
  );
}

async function slowPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true });
  await context.addInitScript({ content: INP_PROBE });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  return page;
}

/** The quickest path from home to a saved expense, counted in taps, and the calendar's INP. */
export async function measureInteractions(
  chromiumPath: string,
  baseUrl: string,
  user: BenchUser,
): Promise<InteractionFigures> {
  const browser = await chromium.launch({ executablePath: chromiumPath, headless: true });
  try {
    let page = await slowPage(browser);
    await signIn(page, baseUrl, user);
    await page.goto(`${baseUrl}/`);
    const add = addButton(page);
    await add.waitFor();
    const started = Date.now();
    let taps = 0;
    await add.tap();
    taps++;
    const amount = page.getByRole("textbox", { name: "Amount" });
    await amount.waitFor();
    if (!(await amount.evaluate((element) => element === document.activeElement))) {
      await amount.tap();
      taps++;
    }
    await page.keyboard.type("120");
    // The quick form (docs/product.md §4.27) saves on the category tap; the full form needs Save Expense.
    const quickForm = await page.getByRole("button", { name: "More details" }).isVisible();
    await page.getByRole("radio", { name: "Food & Dining", exact: true }).tap();
    taps++;
    if (!quickForm) {
      await page.getByRole("button", { name: "Save Expense" }).tap();
      taps++;
    }
    await page.waitForURL(`${baseUrl}/`);
    const addExpenseMs = Date.now() - started;
    const addExpenseInpMs = await inpSoFar(page);
    await page.context().close();

    page = await slowPage(browser);
    await signIn(page, baseUrl, user);
    await page.goto(`${baseUrl}/`);
    await page.getByRole("tab", { name: "Calendar" }).tap();
    const days = page.getByTestId("calendar-day");
    await days.first().waitFor();
    for (const index of [3, 9, 14]) await days.nth(index).tap();
    await page.getByRole("button", { name: "Next month" }).tap();
    await page.getByRole("button", { name: "Previous month" }).tap();
    await days.first().waitFor();
    const calendarInpMs = await inpSoFar(page);
    return { addExpenseTaps: taps, addExpenseMs, addExpenseInpMs, calendarInpMs };
  } finally {
    await browser.close();
  }
}

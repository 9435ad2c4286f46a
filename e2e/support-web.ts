// Helpers for the web foundation journeys: unique users, UI sign-up/in, accessibility checks and
// phone-size screenshots (saved under test-results/screens as artifacts, never committed).
import { randomUUID } from "node:crypto";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { type APIRequestContext, expect, type Page } from "@playwright/test";
import { consentChoices, NOTICE_VERSION } from "@shared/contract/consents.ts";
import { AUTH_STORAGE_KEY } from "../src/lib/auth-storage.ts";
import { en } from "../src/locales/en/texts.ts";
import { keysOf } from "../src/locales/text-keys.ts";

export interface TestUser {
  email: string;
  username: string;
  password: string;
}

let counter = 0;

/** A user no other test (or earlier run on the same stack) has used. */
export function uniqueUser(prefix = "web"): TestUser {
  counter += 1;
  const id = `${Date.now().toString(36)}${counter}${Math.floor(Math.random() * 1e4)}`;
  return { email: `${prefix}-${id}@example.com`, username: `${prefix}-${id}`, password: `paisa-${id}-pass1` };
}

/**
 * Creates the account through the API (faster than the form when sign-up itself is not under test).
 * Answers the new session's access token, for arranging the user's data before the browser signs in.
 * The privacy notice is answered yes to every purpose (as a form with every box ticked), unless
 * `consent` is false: then the account is like one made before the notice, asked at its first sign-in.
 */
export async function createUserViaApi(
  request: APIRequestContext,
  user: TestUser,
  options: { consent?: boolean } = {},
): Promise<string> {
  return (await createUserSessionViaApi(request, user, options)).access_token;
}

/** As `createUserViaApi`, answering the new account's whole session (for `openSignedIn`). */
export async function createUserSessionViaApi(
  request: APIRequestContext,
  user: TestUser,
  { consent = true }: { consent?: boolean } = {},
): Promise<{ access_token: string }> {
  const response = await request.post("/api/auth/signup", {
    data: {
      email: user.email,
      password: user.password,
      username: user.username,
      country: "India",
      adultConfirmed: true,
      ...(consent
        ? {
            consent: {
              noticeVersion: NOTICE_VERSION,
              language: "en",
              choices: consentChoices({ analytics: true, reminders: true, weekly_report: true }),
            },
          }
        : {}),
    },
  });
  expect(response.status(), await response.text()).toBeLessThan(300);
  const body = (await response.json()) as { session?: { access_token: string } | null };
  return body.session ?? { access_token: "" };
}

/**
 * A journey that is not about signing in starts signed in, as a returning visitor does: the session the
 * API gave `createUserViaApi` (the whole answer: supabase-js keeps it under the app's storage key) is put
 * on the device before the app's first page, which then opens at `path`. It saves each journey the
 * sign-in page's load and round trip; the sign-in form itself is the subject of auth.spec.ts,
 * prerender.spec.ts and every journey that still calls `signInViaUi`.
 */
export async function openSignedIn(page: Page, session: object, path = "/"): Promise<void> {
  // Once per tab and session (sessionStorage outlives the tab's navigations): a later sign-out stays
  // signed out, and a second user opened signed in on the same page gets their own session put.
  await page.addInitScript(
    ({ key, stored, mark }) => {
      if (sessionStorage.getItem(mark)) return;
      sessionStorage.setItem(mark, "1");
      localStorage.setItem(key, stored);
    },
    { key: AUTH_STORAGE_KEY, stored: JSON.stringify(session), mark: `e2e-session-put-${randomUUID()}` },
  );
  await page.goto(path);
}

/** Changes the user's state kept on the server (what the coach remembers on every device). */
export async function patchUserState(
  request: APIRequestContext,
  token: string,
  patch: object,
): Promise<void> {
  const response = await request.patch("/api/user-state", {
    headers: { Authorization: `Bearer ${token}` },
    data: patch,
  });
  expect(response.status(), await response.text()).toBe(200);
}

export async function signUpViaUi(page: Page, user: TestUser): Promise<void> {
  await page.goto("/signup");
  await page.getByLabel("Email").fill(user.email);
  await page.getByLabel("Password").fill(user.password);
  await page.getByLabel("Username").fill(user.username);
  // The box is drawn over its hidden input: tick it as a person does, by its label.
  await page.getByText("I confirm that I am 18 or over").click();
  await expect(page.getByRole("checkbox", { name: "I confirm that I am 18 or over" })).toBeChecked();
  await page.getByRole("button", { name: "Create account" }).click();
}

export async function signInViaUi(page: Page, identifier: string, password: string): Promise<void> {
  await page.goto("/signin");
  await page.getByLabel("Username or email address").fill(identifier);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
}

/** The signed-in shell: header with the product name and Sign out. */
export async function expectSignedIn(page: Page): Promise<void> {
  await expect(page.getByRole("banner").getByText("Paisa Coach")).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole("banner").getByRole("button", { name: "Sign out" })).toBeVisible();
}

export async function expectLanding(page: Page): Promise<void> {
  await expect(page.getByRole("heading", { name: "Your personal finance coach" })).toBeVisible({
    timeout: 20_000,
  });
}

/** A toast as it was added to the screen (e2e/setup/fixtures.ts records every page's toasts). */
export interface ShownToast {
  title: string;
  description: string;
}

interface ToastRecord {
  shown: ShownToast[];
  /** Toasts an earlier check has already claimed: two checks for one title need two toasts. */
  claimed: Set<ShownToast>;
}

const toastRecords = new WeakMap<Page, ToastRecord>();

/** Kept in the tab's session storage, so the hold outlasts a navigation (signInViaUi opens /signin). */
const HOLD_TOASTS_KEY = "paisa-e2e-hold-toasts";

// Runs in the page before its own scripts, on every document the page loads. It notes each toast the
// moment it enters the DOM (a MutationObserver runs before any timer could dismiss it), so a toast a
// busy machine showed and took away between two checks is still seen. While the tab holds toasts
// (holdToasts) it also pauses each new toast as a pointer resting on it would (Chakra's toaster
// pauses on hover), for checks about where a toast sits or its Undo button.
function watchToasts(holdKey: string): void {
  const page = window as unknown as { __paisaToastShown(toast: ShownToast): void };
  const reported = new WeakMap<Element, string>();
  // A pause sent before the toast's machine has started is lost, and repeating it changes nothing
  // (the store's last word is already "pause"): wait until it is mounted, then, until it shows as
  // paused, enter (pause) and leave (resume) in turn, a couple of frames apart. Should it resume
  // while held (a leave it saw late), hold it again.
  const holding = new WeakSet<Element>();
  const hold = (toast: Element, frame = 0) => {
    if (!toast.isConnected || toast.hasAttribute("data-paused") || !sessionStorage.getItem(holdKey)) {
      holding.delete(toast);
      return;
    }
    if (toast.hasAttribute("data-mounted") && frame % 2 === 0) {
      const type = frame % 4 === 0 ? "mouseover" : "mouseout";
      toast.dispatchEvent(new MouseEvent(type, { bubbles: true, relatedTarget: null }));
    }
    requestAnimationFrame(() => hold(toast, frame + 1));
  };
  const keepHeld = (toast: Element) => {
    const start = () => {
      if (holding.has(toast) || toast.hasAttribute("data-paused") || !sessionStorage.getItem(holdKey)) return;
      holding.add(toast);
      hold(toast);
    };
    new MutationObserver(start).observe(toast, { attributes: true, attributeFilter: ["data-paused"] });
    start();
  };
  const note = () => {
    for (const toast of document.querySelectorAll('[data-testid="toast"]')) {
      const title = toast.querySelector('[data-part="title"]')?.textContent ?? "";
      const description = toast.querySelector('[data-part="description"]')?.textContent ?? "";
      const key = `${title}\n${description}`;
      if (reported.get(toast) === key) continue;
      reported.set(toast, key);
      page.__paisaToastShown({ title, description });
      if (sessionStorage.getItem(holdKey)) keepHeld(toast);
    }
  };
  new MutationObserver(note).observe(document, { childList: true, subtree: true, characterData: true });
}

/**
 * Records every toast the page shows from now on (the `page` fixture does this for every journey;
 * call it for a page a journey opens itself, before its first navigation).
 */
export async function recordToasts(page: Page): Promise<void> {
  if (toastRecords.has(page)) return;
  const record: ToastRecord = { shown: [], claimed: new Set() };
  toastRecords.set(page, record);
  await page.exposeBinding("__paisaToastShown", (_source, toast: ShownToast) => {
    record.shown.push(toast);
  });
  await page.addInitScript(watchToasts, HOLD_TOASTS_KEY);
}

/**
 * A toast with this title (and a description containing `description`, when given) has shown since
 * the last check that found one like it — whether or not it is still on screen: a toast lasts 3 s,
 * which a busy machine can let pass between two checks. Each check claims the toast it finds.
 */
export async function expectToast(page: Page, title: string, description?: string): Promise<ShownToast> {
  const record = toastRecords.get(page);
  if (!record) throw new Error("toasts are not recorded on this page: call recordToasts(page) first");
  const find = () =>
    record.shown.find(
      (toast) =>
        !record.claimed.has(toast) &&
        toast.title.includes(title) &&
        (description === undefined || toast.description.includes(description)),
    );
  await expect
    .poll(() => (find() ? "shown" : record.shown.map((toast) => `${toast.title} — ${toast.description}`)), {
      message: `toast "${title}"${description ? ` with "${description}"` : ""}`,
    })
    .toBe("shown");
  const toast = find() as ShownToast;
  record.claimed.add(toast);
  return toast;
}

/**
 * From now on each new toast in this tab stays on screen, as if the pointer rested on it, until
 * `releaseToasts`: for checks about the toast itself (where it sits, its Undo button). The page must
 * be on the app (session storage).
 */
export async function holdToasts(page: Page): Promise<void> {
  await page.evaluate((key) => sessionStorage.setItem(key, "1"), HOLD_TOASTS_KEY);
}

/** Lets the toasts go again: the pointer leaves them, so their timers run on. */
export async function releaseToasts(page: Page): Promise<void> {
  await page.evaluate((key) => {
    sessionStorage.removeItem(key);
    for (const toast of document.querySelectorAll('[data-testid="toast"]')) {
      toast.dispatchEvent(new MouseEvent("mouseout", { bubbles: true, relatedTarget: null }));
    }
  }, HOLD_TOASTS_KEY);
}

/**
 * Lifts the pointer as a finger lifts from a phone and waits for the toasts to go: a toast under a
 * mouse pointer stays (paused on hover) and can cover the row the test taps next.
 */
export async function waitForToastsToClose(page: Page): Promise<void> {
  await page.mouse.move(0, 0);
  await expect(page.getByTestId("toast")).toHaveCount(0, { timeout: 15_000 });
}

/** The part of a screen axe checks: all of it unless told otherwise (CSS selectors). */
export interface AxeScope {
  include?: string[];
  exclude?: string[];
}

/** Waits for the finite animations on screen (fades, transitions) to finish; spinners never do. */
export function settleAnimations(page: Page): Promise<unknown> {
  return page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/** axe-core on the current screen: no serious or critical violations (WCAG 2.x A/AA + best practice). */
export async function expectAccessible(page: Page, screen: string, scope: AxeScope = {}): Promise<void> {
  let builder = new AxeBuilder({ page }).withTags([
    "wcag2a",
    "wcag2aa",
    "wcag21a",
    "wcag21aa",
    "best-practice",
  ]);
  for (const selector of scope.include ?? []) builder = builder.include(selector);
  for (const selector of scope.exclude ?? []) builder = builder.exclude(selector);
  // Colours caught halfway through a transition or a fade-in (a button turning from grey to green as its
  // data arrives) would fail the contrast rule.
  await settleAnimations(page);
  const results = await builder.analyze();
  const blocking = results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.slice(0, 5).map((node) => node.target.join(" ")),
      html: violation.nodes
        .slice(0, 3)
        .map((node) => `${node.html.slice(0, 200)} ${node.failureSummary ?? ""}`),
    }));
  expect(blocking, `accessibility violations on ${screen}`).toEqual([]);
}

/** A 390×844 screenshot of the screen, kept as a test artifact. */
export async function screenshot(page: Page, name: string): Promise<void> {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: path.join("test-results", "screens", `${name}.png`), fullPage: true });
}

/** Phone first: at 360×740 nothing may scroll sideways. */
export async function expectNoHorizontalScroll(page: Page, screen: string): Promise<void> {
  const previous = page.viewportSize();
  await page.setViewportSize({ width: 360, height: 740 });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `horizontal overflow on ${screen} at 360 px`).toBeLessThanOrEqual(0);
  if (previous) await page.setViewportSize(previous);
}

// A text i18next cannot find shows as its key ("quotes.q1m"); a nested key is never a real word.
const textKeys = new Set(
  Object.values(en)
    .flatMap((namespace) => keysOf(namespace))
    .filter((key) => key.includes(".")),
);

/** No text on the screen is a raw text key. */
export async function expectNoTextKeys(page: Page, screen: string): Promise<void> {
  // biome-ignore lint/performance/useDomNodeTextContent: the rendered text, split where the screen splits it
  const words = (await page.locator("body").innerText()).split(/\s+/);
  expect(
    words.filter((word) => textKeys.has(word)),
    `text keys shown on ${screen}`,
  ).toEqual([]);
}

/** All four screen checks at once. */
export async function checkScreen(page: Page, name: string, scope?: AxeScope): Promise<void> {
  await expectAccessible(page, name, scope);
  await expectNoTextKeys(page, name);
  await expectNoHorizontalScroll(page, name);
  await screenshot(page, name);
}

/** The 6-digit code and the reset link of the newest reset e-mail. */
export function parseResetMail(text: string): { otp: string; link: string } {
  const otp = (text.match(/OTP\)?:\s*(\d{6})/) ?? text.match(/\b(\d{6})\b/))?.[1];
  const link = text.match(/https?:\/\/\S+\/reset-password\?token=[^\s"'<>)]+/)?.[0];
  if (!otp || !link) throw new Error(`reset e-mail without a code or link:\n${text}`);
  return { otp, link };
}

/** The signed-in page's access token, from the session supabase-js stores ("paisa-coach-auth"). */
export async function accessTokenOf(page: Page): Promise<string> {
  const token = await page.evaluate(() => {
    const stored = window.localStorage.getItem("paisa-coach-auth");
    return stored ? (JSON.parse(stored) as { access_token?: string }).access_token : undefined;
  });
  if (!token) throw new Error("no session stored in this page");
  return token;
}

/** An API call as the page's signed-in user (for arranging data and reading what the screen shows). */
export async function apiAs<T>(
  page: Page,
  method: "GET" | "POST" | "PATCH" | "PUT",
  path: string,
  data?: unknown,
) {
  // maxRetries: a kept-alive socket the web server closes as it is reused fails with ECONNRESET before
  // the request leaves (a CI run failed so); Playwright sends that again (as forwardRequest does).
  const send = async () =>
    page.request.fetch(`/api${path}`, {
      method,
      headers: { Authorization: `Bearer ${await accessTokenOf(page)}` },
      data,
      maxRetries: 2,
    });
  let response = await send();
  // The local gateway answers 502 upstream_unavailable when a kept-alive socket to the function was
  // closed as it was reused (the request never reached the function): a set-up call is sent once more.
  if (response.status() === 502 && (await response.text()).includes("upstream_unavailable"))
    response = await send();
  expect(response.ok(), `${method} ${path}: ${response.status()} ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

/**
 * Changes the signed-in user's language (and digits) on their profile from the test. A fresh account's
 * first screen saves this device's language there (it never chose one: src/i18n/use-language.ts); that
 * save is waited for first, or it could land after these changes and undo them (a CI run's Hindi journey
 * stayed English so).
 */
export async function setProfileLanguage(
  page: Page,
  changes: { language: "en" | "hi"; devanagariDigits?: boolean },
): Promise<void> {
  await expect
    .poll(
      async () =>
        (await apiAs<{ language: string | null } | null>(page, "GET", "/auth/user"))?.language ?? null,
      {
        message: "the app's own first save of the device's language",
      },
    )
    .not.toBeNull();
  await apiAs(page, "PATCH", "/profile", changes);
}

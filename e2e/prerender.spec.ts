// The prerendered public screens (docs/web.md "Prerendered public screens"): each arrives as HTML with
// its styles, hydrates without a mismatch or a layout shift, and a form filled in and submitted before
// the app's JavaScript has run is sent once it has — with the password never in the address.
import type { Page, Route } from "@playwright/test";
import { expect, test } from "./setup/fixtures.ts";
import { createUserViaApi, expectSignedIn, signInViaUi, uniqueUser } from "./support-web.ts";

test.describe.configure({ timeout: 120_000 });

const SCREENS = [
  { path: "/", heading: "Your personal finance coach" },
  { path: "/signin", heading: "Sign in to Paisa Coach" },
  { path: "/signup", heading: "Create your account" },
  { path: "/forgot-password", heading: "Forgot Password" },
  { path: "/terms", heading: "Terms of Service" },
  { path: "/privacy", heading: "Privacy Policy" },
];

/** Holds every script of the app until `release()`: the screen is only its prerendered HTML till then. */
async function holdAppScripts(page: Page): Promise<{ release: () => Promise<void> }> {
  const held: Route[] = [];
  let released = false;
  await page.route(/\/assets\/.*\.js$/, (route) => (released ? route.continue() : held.push(route)));
  return {
    release: async () => {
      released = true;
      await Promise.all(held.map((route) => route.continue()));
    },
  };
}

const hydrated = (page: Page) =>
  expect(page.locator("html[data-hydrated]")).toHaveCount(1, { timeout: 30_000 });

/** Console errors and uncaught errors (a hydration mismatch is reported as one). */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

for (const { path, heading } of SCREENS) {
  test(`${path} is prerendered and hydrates in place`, async ({ page, request }) => {
    // The server's HTML already has the screen: its heading, and its styles inline.
    const html = await (await request.get(path)).text();
    expect(html).toContain(`data-prerendered="${path}"`);
    expect(html).toContain(heading);
    expect(html).toMatch(/<style data-emotion="css-global/);
    // Chakra's reset, global and token CSS come from a stylesheet made at build time, linked in <head>
    // (build/chakra-static-styles.ts), not inlined in every page.
    const head = html.slice(0, html.indexOf("</head>"));
    const sheet = head.match(/<link rel="stylesheet"[^>]* href="(\/assets\/[^"]+\.css)"/)?.[1];
    expect(sheet, "the base stylesheet linked in <head>").toBeTruthy();
    expect(await (await request.get(sheet ?? "")).text()).toContain("--chakra-colors-gray-50:");
    expect(html).not.toContain("--chakra-colors-gray-50:");

    const errors = collectErrors(page);
    const scripts = await holdAppScripts(page);
    await page.goto(path, { waitUntil: "commit" });
    const title = page.getByRole("heading", { level: 1, name: heading });
    await expect(title).toBeVisible();
    // Styled before any script: the page's background is the theme's (gray.50 in light mode).
    await expect(page.locator("body")).toHaveCSS("background-color", "rgb(250, 250, 250)");
    const before = await title.boundingBox();
    await expect(page.locator("html[data-hydrated]")).toHaveCount(0);

    await scripts.release();
    await hydrated(page);
    // The same element, where it was: hydrated, not replaced, and nothing moved.
    expect(await title.boundingBox()).toEqual(before);
    expect(errors).toEqual([]);
  });
}

test("sign-in filled in and submitted before the app has loaded signs in once it has", async ({
  page,
  request,
}) => {
  const user = uniqueUser("prerender");
  await createUserViaApi(request, user);
  const scripts = await holdAppScripts(page);
  await page.goto("/signin", { waitUntil: "commit" });
  await page.getByLabel("Username or email address").fill(user.email);
  await page.getByLabel("Password").fill(user.password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  // Held, not sent as a plain form: nothing in the address, still the same page.
  await expect(page.locator("html[data-held-submit]")).toHaveCount(1);
  expect(page.url()).toMatch(/\/signin$/);

  await scripts.release();
  await expect(page).toHaveURL(/\/$/, { timeout: 30_000 });
  await expectSignedIn(page);
  expect(page.url()).not.toContain(user.password);
});

test("a visitor who scrolled before the app loaded stays where they are: the sign-up button tapped then checks the form", async ({
  page,
}) => {
  const scripts = await holdAppScripts(page);
  await page.goto("/signup", { waitUntil: "commit" });
  const create = page.getByRole("button", { name: "Create account" });
  await create.scrollIntoViewIfNeeded();
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled, "the button is below the fold of a phone").toBeGreaterThan(0);

  await scripts.release();
  await hydrated(page);
  // Hydrating must not move the page: a tap aimed at the button would land on whatever is there now.
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
  await create.click();
  await expect(page.getByText("Email is required")).toBeVisible();
});

test("Continue with Google tapped before the app has loaded waits for it and goes with a PKCE challenge", async ({
  page,
}) => {
  const scripts = await holdAppScripts(page);
  await page.goto("/signin", { waitUntil: "commit" });
  await page.getByRole("link", { name: "Continue with Google" }).click();
  await expect(page.locator("html[data-held-click]")).toHaveCount(1);
  expect(page.url()).toMatch(/\/signin$/);

  const google = page.waitForRequest((request) => new URL(request.url()).pathname === "/api/auth/google");
  await scripts.release();
  const start = new URL((await google).url());
  expect(start.searchParams.get("code_challenge")).toMatch(/^[A-Za-z0-9_-]{43}$/);
  await expect(page.getByRole("heading", { name: "Sign in with Google" })).toBeVisible({ timeout: 30_000 });
});

test("Show password tapped before the app has loaded shows it once it has; tapped twice, hides it", async ({
  page,
}) => {
  const scripts = await holdAppScripts(page);
  await page.goto("/signin", { waitUntil: "commit" });
  const password = page.getByLabel("Password");
  const show = page.getByRole("button", { name: "Show password" });
  await password.fill("paisa-secret-1");
  await show.click();
  // Plain HTML until the app runs: the tap is held, not lost.
  await expect(page.locator("html[data-held-taps]")).toHaveCount(1);
  await expect(password).toHaveAttribute("type", "password");

  await scripts.release();
  await hydrated(page);
  await expect(password).toHaveAttribute("type", "text");
  await expect(show).toHaveAttribute("aria-pressed", "true");
  await expect(password).toHaveValue("paisa-secret-1");

  // Two taps before the app: shown, then hidden again — each replayed, in order.
  const again = await holdAppScripts(page);
  await page.goto("/signup", { waitUntil: "commit" });
  await page.getByRole("button", { name: "Show password" }).click();
  await page.getByRole("button", { name: "Show password" }).click();
  await again.release();
  await hydrated(page);
  await expect(page.getByLabel("Password")).toHaveAttribute("type", "password");
  await expect(page.getByRole("button", { name: "Show password" })).toHaveAttribute("aria-pressed", "false");
});

test("the landing's e-mail typed before the app has loaded reaches the sign-up form", async ({ page }) => {
  const scripts = await holdAppScripts(page);
  await page.goto("/", { waitUntil: "commit" });
  await page.getByLabel("Email").fill("early@example.com");
  await page.getByRole("button", { name: "Sign up" }).click();
  await scripts.release();
  await expect(page).toHaveURL(/\/signup$/, { timeout: 30_000 });
  await expect(page.getByLabel("Email")).toHaveValue("early@example.com");
});

test("after hydration the forms are the app's: the button follows the field, a reset code is requested", async ({
  page,
}) => {
  await page.goto("/forgot-password");
  await hydrated(page);
  // The app's state drives the form: the button waits for an address.
  await expect(page.getByRole("button", { name: "Send Reset Email" })).toBeDisabled();
  await page.getByLabel("Email").fill("nobody-prerender@example.com");
  await page.getByRole("button", { name: "Send Reset Email" }).click();
  await expect(page.getByRole("heading", { name: "Enter OTP" })).toBeVisible({ timeout: 30_000 });
});

test("a Hindi visitor never sees the English markup: hidden from the first paint, then Hindi", async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL, locale: "hi-IN" });
  const page = await context.newPage();
  const scripts = await holdAppScripts(page);
  await page.goto("/signin", { waitUntil: "commit" });
  await expect(page.locator("html")).toHaveAttribute("lang", "hi-IN");
  await expect(page.locator("#root")).toBeHidden();
  await expect(page.getByText("Sign in to Paisa Coach")).toBeHidden();
  await scripts.release();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Paisa Coach में साइन इन करें", {
    timeout: 30_000,
  });
  await context.close();
});

test("a signed-in visitor opening / gets home, not the prerendered landing", async ({ page, request }) => {
  const user = uniqueUser("prerender-home");
  await createUserViaApi(request, user);
  await signInViaUi(page, user.email, user.password);
  await expectSignedIn(page);
  const errors = collectErrors(page);
  await page.goto("/");
  await expectSignedIn(page);
  await expect(page.getByRole("heading", { name: "Your personal finance coach" })).toHaveCount(0);
  await expect(page.locator("html[data-prerendered]")).toHaveCount(0);
  expect(errors).toEqual([]);
});

// Sign up, sign out, sign in (username and e-mail), failures, guards and 404 in the production build.
import type { Page } from "@playwright/test";
import { en } from "../src/locales/en/texts.ts";
import { expect, test } from "./setup/fixtures.ts";
import {
  checkScreen,
  createUserViaApi,
  expectLanding,
  expectSignedIn,
  expectToast,
  signInViaUi,
  signUpViaUi,
  uniqueUser,
} from "./support-web.ts";

/**
 * The prerendered hero is hydrated in place: every largest-contentful-paint candidate is still on the
 * page after hydration, and the last is the hero's text. React replacing the markup would leave its
 * candidate pointing at a removed element (`element` is null once a node leaves the document). The
 * number of candidates is no measure: a slow or busy device paints the long prerendered page in parts
 * while it parses it (the header's name first, the hero a frame later), each part a larger candidate.
 */
async function expectHeroHydratedInPlace(page: Page): Promise<void> {
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1, { timeout: 30_000 });
  const candidates = await page.evaluate(
    () =>
      new Promise<(string | null)[]>((resolve) => {
        new PerformanceObserver((list) =>
          resolve(
            list.getEntries().map((entry) => {
              const element = (entry as PerformanceEntry & { element: Element | null }).element;
              return element?.isConnected ? (element.textContent ?? "") : null;
            }),
          ),
        ).observe({ type: "largest-contentful-paint", buffered: true });
      }),
  );
  expect(candidates, "largest paints on elements no longer on the page").not.toContain(null);
  expect(candidates.at(-1)).toBe(en.auth.landing.heroText);
}

// Multi-step journeys on two cores shared with Postgres, Deno and other work: allow 3 minutes.
test.describe.configure({ timeout: 180_000 });

test("landing: four feature tiles, Sign in link, and Sign up carries the e-mail to /signup", async ({
  page,
}) => {
  await page.goto("/");
  await expectLanding(page);
  await expect(page.getByRole("main").getByRole("listitem")).toHaveCount(4);
  await expectHeroHydratedInPlace(page);
  await checkScreen(page, "landing");

  await page.getByRole("button", { name: "Sign up" }).click();
  await expect(page.getByText("Email is required")).toBeVisible();

  await page.getByLabel("Email").fill("prefill@example.com");
  await page.getByRole("button", { name: "Sign up" }).click();
  await expect(page).toHaveURL(/\/signup$/);
  await expect(page.getByLabel("Email")).toHaveValue("prefill@example.com");
  await expect(page.getByLabel("Country/Region")).toHaveValue("India");
  await expect(page.getByLabel("Country/Region").locator("option")).toHaveText([
    "India",
    "United States",
    "United Kingdom",
    "Canada",
    "Australia",
    "Other",
  ]);
  await checkScreen(page, "signup");

  await page.getByRole("link", { name: "Sign in" }).last().click();
  await expect(page).toHaveURL(/\/signin$/);
  await expect(page.getByRole("link", { name: "Forgot password?" })).toHaveAttribute(
    "href",
    "/forgot-password",
  );
  await expect(page.getByRole("link", { name: "Create an account" })).toHaveAttribute("href", "/signup");
  await expect(page.getByRole("link", { name: "Continue with Google" })).toHaveAttribute(
    "href",
    "/api/auth/google",
  );
  await checkScreen(page, "signin");
});

test("on a slow phone (CPU 6× slower) the landing's hero is still hydrated in place", async ({ page }) => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 6 });
  await page.goto("/");
  await expectLanding(page);
  await expectHeroHydratedInPlace(page);
});

test("sign up lands on home signed in; sign out returns to the landing; sign in by username and by e-mail", async ({
  page,
}) => {
  const user = uniqueUser("journey");
  await signUpViaUi(page, user);
  await expect(page).toHaveURL(/\/$/, { timeout: 20_000 });
  await expectSignedIn(page);
  // The mission button turns from grey to green once today's expenses arrive: check the screen after.
  await expect(page.getByTestId("mission-card").getByRole("button")).not.toHaveAttribute("data-loading");
  await checkScreen(page, "home-new-user");

  await page.getByRole("banner").getByRole("button", { name: "Sign out" }).click();
  await expectToast(page, "Signed Out", "You have been successfully signed out.");
  await expectLanding(page);
  await expect(page).toHaveURL(/\/$/);

  await signInViaUi(page, user.username, user.password);
  await expect(page).toHaveURL(/\/$/);
  await expectSignedIn(page);
  await page.reload();
  await expectSignedIn(page);
  await page.getByRole("banner").getByRole("button", { name: "Sign out" }).click();
  await expectLanding(page);

  await signInViaUi(page, user.email.toUpperCase(), user.password);
  await expectSignedIn(page);
});

test("the sign-up form checks its fields before calling the server, and a taken e-mail gets the server's message", async ({
  page,
  request,
}) => {
  await page.goto("/signup");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByText("Email is required")).toBeVisible();
  await expect(page.getByText("Password must be at least 8 characters")).toBeVisible();
  await expect(page.getByText("Username is required")).toBeVisible();
  await expect(page.getByText("Confirm that you are 18 or over to create an account")).toBeVisible();

  const existing = uniqueUser("taken");
  await createUserViaApi(request, existing);
  await signUpViaUi(page, { ...uniqueUser("other"), email: existing.email });
  await expectToast(page, "Sign up failed", "already exists");
  await expect(page).toHaveURL(/\/signup$/);
});

test("a wrong password shows the product's toast and keeps the visitor on /signin", async ({
  page,
  request,
}) => {
  const user = uniqueUser("wrongpw");
  await createUserViaApi(request, user);
  await signInViaUi(page, user.email, "not-the-password-1");
  await expectToast(page, "Sign in failed", "Invalid email/username or password");
  await expect(page).toHaveURL(/\/signin$/);
  await expect(page.getByRole("button", { name: "Sign in", exact: true })).toBeEnabled();

  await signInViaUi(page, "nobody-by-this-name", "whatever-1");
  await expectToast(page, "Sign in failed", "Invalid email/username or password");
});

test("an app route while signed out shows the landing; signed in, an unknown path shows Page Not Found", async ({
  page,
  request,
}) => {
  // A visitor who is surely signed out never downloads the signed-in screens, their frame, live updates,
  // the offline queue, the auth client nor TanStack Query (the signed-in guards' chunk: whichever chunk
  // the bundler puts it in, its own error texts give it away).
  const scripts: string[] = [];
  const scriptBodies: Promise<{ url: string; body: string }>[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script" && !request.serviceWorker()) scripts.push(request.url());
  });
  page.on("response", (response) => {
    if (response.request().resourceType() === "script" && !response.request().serviceWorker())
      scriptBodies.push(
        response.text().then(
          (body) => ({ url: response.url(), body }),
          () => ({ url: "", body: "" }),
        ),
      );
  });
  await page.goto("/analytics");
  await expectLanding(page);
  await page.goto("/profile");
  await expectLanding(page);
  await page.goto("/");
  await expect(page.getByRole("button", { name: "Sign up" })).toBeVisible();
  expect(scripts.some((url) => /\/assets\/LandingPage-/.test(url))).toBe(true);
  expect(
    scripts.filter((url) =>
      /\/assets\/(HomeRoute|AnalyticsPage|ProfilePage|supabase|AppLayout|SignedInSync|SignedInGuards|offline-sync)-/.test(
        url,
      ),
    ),
  ).toEqual([]);
  const tanstackQuery = /No QueryClient set|Missing queryFn/;
  const withQuery = (await Promise.all(scriptBodies)).filter(({ body }) => tanstackQuery.test(body));
  expect(withQuery.map(({ url }) => url)).toEqual([]);
  expect(scriptBodies.length).toBeGreaterThan(3);

  const user = uniqueUser("notfound");
  await createUserViaApi(request, user);
  await signInViaUi(page, user.username, user.password);
  await expectSignedIn(page);

  await page.goto("/no-such-page");
  await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
  await expect(page.getByText("Sorry, we couldn't find the page you're looking for.")).toBeVisible();
  await checkScreen(page, "not-found");
  await page.getByRole("link", { name: "Go to Home" }).click();
  await expect(page).toHaveURL(/\/$/);

  // Signed in, the sign-in page sends the user home.
  await page.goto("/signin");
  await expect(page).toHaveURL(/\/$/);
});

test("terms and privacy are readable without an account", async ({ page }) => {
  await page.goto("/terms");
  await expect(page.getByRole("heading", { name: "Terms of Service" })).toBeVisible();
  await checkScreen(page, "terms");
  await page.goto("/privacy");
  await expect(page.getByRole("heading", { name: "Privacy Policy" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Deleting your data" })).toBeVisible();
  await checkScreen(page, "privacy");
});

test("Continue with Google signs in with PKCE (no tokens in any URL) and lands on home", async ({ page }) => {
  const email = uniqueUser("google").email;
  const urls: string[] = [];
  page.on("request", (request) => {
    if (request.isNavigationRequest()) urls.push(request.url());
  });
  await page.goto("/signin");
  await page.getByRole("link", { name: "Continue with Google" }).click();
  // The local stack's stand-in for Google's consent page (wait for it: the sign-in form has an Email
  // field too, and a fill before the navigation lands there).
  await expect(page.getByRole("heading", { name: "Sign in with Google" })).toBeVisible();
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(/\/$/, { timeout: 20_000 });
  // A Google sign-up never saw the sign-up form's notice: the privacy question comes first (docs/product.md §2.24).
  await page.getByRole("button", { name: "Agree and continue" }).click();
  await expectSignedIn(page);

  // The app's Google path carried a PKCE challenge; Auth came back with a one-time code, never tokens.
  const start = new URL(urls.find((url) => new URL(url).pathname === "/api/auth/google") ?? "");
  expect(start.searchParams.get("code_challenge")).toMatch(/^[A-Za-z0-9_-]{43}$/);
  expect(start.searchParams.get("code_challenge_method")).toBe("s256");
  expect(urls.some((url) => /[?&]code=/.test(url))).toBe(true);
  for (const url of urls) expect(url).not.toMatch(/access_token|refresh_token/);
  expect(page.url()).not.toMatch(/code=/);
});

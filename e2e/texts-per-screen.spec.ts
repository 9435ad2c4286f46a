// Texts per screen (docs/web.md "Texts per screen"): each signed-in screen loads only the text
// namespaces its route names. Every signed-in route, opened by a fresh page load (so nothing another
// screen loaded helps), shows no raw text key in English, and in Hindi neither a key nor an English
// text. (The fixtures also fail a journey on any "Missing text" the app reports.)
import type { APIRequestContext, Page } from "@playwright/test";
import { en } from "../src/locales/en/texts.ts";
import { hi } from "../src/locales/hi/texts.ts";
import { send } from "./household-helpers.ts";
import { expect, test } from "./setup/fixtures.ts";
import { createUserSessionViaApi, expectNoTextKeys, openSignedIn, uniqueUser } from "./support-web.ts";

test.describe.configure({ timeout: 240_000 });

/** A user with an expense (so lists show rows) and a household with an invite, for every route to show. */
async function userWithData(request: APIRequestContext) {
  const session = await createUserSessionViaApi(request, uniqueUser("texts"));
  const token = session.access_token;
  await send(request, token, "POST", "/expenses", { amount: "120", category: "Food", description: "Chai" });
  const household = await send<{ id: string }>(request, token, "POST", "/households", { name: "Flat 302" });
  const invite = await send<{ code: string }>(request, token, "POST", `/households/${household.id}/invites`);
  const routes = [
    "/",
    "/expense",
    "/history",
    "/analytics",
    "/profile",
    "/profile/data",
    "/budget",
    "/recurring",
    "/goals",
    "/import",
    "/concerns",
    "/households",
    `/households/${household.id}`,
    `/join/${invite.code}`,
    "/admin",
    "/no-such-screen",
  ];
  return { session, routes };
}

/** Opens `path` by a page load and waits until the screen has rendered and finished loading. */
async function openScreen(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole("heading").first()).toBeVisible({ timeout: 20_000 });
  await expect(page.locator(".chakra-spinner")).toHaveCount(0, { timeout: 20_000 });
}

/** English texts of several words whose Hindi text differs: on a Hindi screen, a sign of a missing namespace. */
function englishOnlyTexts(): string[] {
  const texts: string[] = [];
  const walk = (english: unknown, hindi: unknown) => {
    if (typeof english === "string") {
      if (english !== hindi && /^[A-Za-z][A-Za-z ,'’-]+$/.test(english) && english.split(" ").length >= 3)
        texts.push(english);
    } else if (english && typeof english === "object")
      for (const [key, value] of Object.entries(english))
        walk(value, (hindi as Record<string, unknown>)?.[key]);
  };
  walk(en, hi);
  return texts;
}

test("every signed-in screen opened on its own shows its texts in English, not keys", async ({
  page,
  request,
}) => {
  const { session, routes } = await userWithData(request);
  await openSignedIn(page, session, "/");
  for (const path of routes) {
    await openScreen(page, path);
    await expectNoTextKeys(page, path);
  }
});

test.describe("in Hindi", () => {
  test.use({ locale: "hi-IN" });

  test("every signed-in screen opened on its own shows its texts in Hindi: no key, no English text", async ({
    page,
    request,
  }) => {
    const { session, routes } = await userWithData(request);
    const english = englishOnlyTexts();
    expect(english.length).toBeGreaterThan(100);
    await openSignedIn(page, session, "/");
    await expect(page.locator("html")).toHaveAttribute("lang", "hi-IN");
    for (const path of routes) {
      await openScreen(page, path);
      await expect(page.locator("html")).toHaveAttribute("lang", "hi-IN");
      await expectNoTextKeys(page, path);
      // biome-ignore lint/performance/useDomNodeTextContent: the rendered text, as the reader sees it
      const shown = await page.locator("body").innerText();
      expect(
        english.filter((text) => shown.includes(text)),
        `English texts on ${path} in Hindi`,
      ).toEqual([]);
    }
  });
});

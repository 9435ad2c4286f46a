// "Shared with" on demand (docs/web.md "/expense: Shared with on demand"): Add Expense downloads the
// section's chunk and reads the households only for someone in a household. A user in none gets
// neither; once they create one, the next Add Expense offers it. A member sees it take the place kept
// for it: Save does not move when it arrives.
import type { Locator, Page, Route } from "@playwright/test";
import { householdOfTwo } from "./household-helpers.ts";
import { forwardRequest, signedInUser } from "./money-helpers.ts";
import { expect, test } from "./setup/fixtures.ts";
import { expectSignedIn, signInViaUi } from "./support-web.ts";

test.describe.configure({ timeout: 120_000 });

/** Text only the section's chunk holds (SharedWithSection.tsx), whatever name the bundler gives it. */
const SECTION_MARKER = "split-how-label";

/** The scripts the page downloads that hold the section, and its reads of the households list. */
function watchSharedWith(page: Page) {
  const bodies: Promise<string>[] = [];
  const householdsReads: string[] = [];
  page.on("response", (response) => {
    const request = response.request();
    if (request.resourceType() === "script" && !request.serviceWorker())
      bodies.push(
        response.text().then(
          (body) => (body.includes(SECTION_MARKER) ? response.url() : ""),
          // A page navigated away from keeps no bodies: its scripts ran in the page before, not this one.
          () => "",
        ),
      );
  });
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === "/api/households") householdsReads.push(request.url());
  });
  return {
    sectionScripts: async () => (await Promise.all(bodies)).filter(Boolean),
    householdsReads,
  };
}

async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error("element has no box");
  return box;
}

test("a user in no household neither downloads Shared with nor reads the households; after creating one, Add offers it", async ({
  page,
}) => {
  const watch = watchSharedWith(page);
  await signedInUser(page, "solo");
  await page.goto("/expense");
  await expect(page.getByRole("button", { name: "Save Expense" })).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Amount", exact: true })).toBeVisible();
  await page.waitForLoadState("networkidle");
  await expect(page.getByTestId("shared-with")).toHaveCount(0);
  await expect(page.getByTestId("shared-with-space")).toHaveCount(0);
  expect(await watch.sectionScripts()).toEqual([]);
  expect(watch.householdsReads).toEqual([]);

  // A household made on this device: the next Add Expense (no reload) offers it.
  await page.goto("/households");
  await page.getByRole("textbox", { name: "Household name" }).fill("Flat 302");
  await page.getByRole("button", { name: "Create household" }).click();
  await expect(page).toHaveURL(/\/households\/[0-9a-f-]{36}$/, { timeout: 20_000 });
  // Home by the brand link, then the navigation's +: the app is not loaded again.
  await page.getByRole("link", { name: "Paisa Coach home" }).click();
  await expect(page).toHaveURL(/\/$/);
  await page
    .getByRole("navigation", { name: "Main" })
    .getByRole("link", { name: "Add expense", exact: true })
    .click();
  await expect(page).toHaveURL(/\/expense$/);
  await page.getByRole("button", { name: "More details" }).click();
  const section = page.getByTestId("shared-with");
  await expect(section.getByRole("combobox", { name: "Shared with" })).toBeVisible();
  await expect(section.getByRole("option", { name: "Flat 302" })).toBeAttached();
  expect((await watch.sectionScripts()).length).toBeGreaterThan(0);
});

test("a household member gets Shared with in the place kept for it: Save does not move when it arrives", async ({
  page,
  request,
}) => {
  const { owner } = await householdOfTwo(request, { owner: "keep", member: "kept" });
  await signInViaUi(page, owner.username, owner.password);
  await expectSignedIn(page);
  const watch = watchSharedWith(page);
  // The households list held back, so the kept place is measured before the section fills it.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(
    (url) => url.pathname === "/api/households",
    async (route: Route) => {
      await held;
      await route.fulfill({ response: await forwardRequest(route) });
    },
  );
  const readsBefore = watch.householdsReads.length;
  await page.goto("/expense");
  const space = page.getByTestId("shared-with-space");
  await expect(space).toBeAttached();
  const save = page.getByRole("button", { name: "Save Expense" });
  await expect(save).toBeVisible();
  // The section's chunk is mounted once it asks for the households (held above): the place kept is
  // then the section's own, no longer the one shown while its chunk loaded, which it replaces (a
  // measurement in between found the replaced element gone).
  await expect.poll(() => watch.householdsReads.length).toBeGreaterThan(readsBefore);
  const spaceBefore = await boxOf(space);
  const saveBefore = await boxOf(save);

  release();
  const section = page.getByTestId("shared-with");
  await expect(section.getByRole("combobox", { name: "Shared with" })).toBeVisible();
  await expect(space).toHaveCount(0);
  expect((await boxOf(section)).height, "the section fills the place kept for it").toBe(spaceBefore.height);
  expect((await boxOf(save)).y, "Save did not move").toBe(saveBefore.y);
  expect((await watch.sectionScripts()).length).toBeGreaterThan(0);
  expect(watch.householdsReads.length).toBeGreaterThan(0);
});

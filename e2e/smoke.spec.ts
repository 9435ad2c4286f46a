// The production build loads from the local stack and reaches the api function on the same origin.
import { expect, test } from "./setup/fixtures.ts";

test("the app loads and renders", async ({ page }) => {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  const response = await page.goto("/");
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle("Paisa Coach");
  await expect(page.locator("#root")).not.toBeEmpty();
  expect(errors).toEqual([]);
});

test("/api/health answers through the web origin, the gateway and Deno", async ({ request }) => {
  const response = await request.get("/api/health");
  expect(response.status()).toBe(200);
  expect(await response.json()).toMatchObject({ status: "ok" });
});

test("a deep link is served by the SPA fallback", async ({ page }) => {
  const response = await page.goto("/budget");
  expect(response?.status()).toBe(200);
  await expect(page.locator("#root")).not.toBeEmpty();
});

test("the inbox fixture reads the mail catcher", async ({ inbox }) => {
  expect(Array.isArray(await inbox.list())).toBe(true);
});

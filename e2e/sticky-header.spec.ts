// The signed-in header stays at the top while a long screen scrolls (docs/product.md §2.8): the bell,
// sync state and Sign out are always one tap away, and a top toast never covers the screen's own title.
import { signedInUser } from "./money-helpers.ts";
import { expect, test } from "./setup/fixtures.ts";

test("the header stays at the top of a scrolled home on a phone", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signedInUser(page, "sticky");
  await expect(page.getByRole("heading", { name: "Today's Spending" })).toBeVisible();
  const header = page.getByRole("banner");
  // Home is taller than the phone: scroll to its end.
  await page.mouse.wheel(0, 5000);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  await expect.poll(async () => (await header.boundingBox())?.y).toBe(0);
  await expect(header.getByRole("button", { name: "Sign out" })).toBeInViewport();
});

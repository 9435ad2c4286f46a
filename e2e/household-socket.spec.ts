// One Realtime socket on a household's page (docs/product.md "Households", "Live"): the household's
// private channel joins over the app's own socket, beside the live updates, not over a second one.
import { householdWithSharedDinner } from "./household-helpers.ts";
import { expect, test } from "./setup/fixtures.ts";
import { expectSignedIn, signInViaUi } from "./support-web.ts";

test("the household's channel joins over the app's one WebSocket", async ({ page, request }) => {
  const { owner, householdId } = await householdWithSharedDinner(request, {
    owner: "socket",
    member: "socketm",
  });
  const sockets: string[] = [];
  const joined = { live: false, household: false };
  page.on("websocket", (socket) => {
    if (!socket.url().includes("/realtime/v1/websocket")) return;
    sockets.push(socket.url());
    socket.on("framereceived", ({ payload }) => {
      const text = typeof payload === "string" ? payload : payload.toString("utf8");
      if (!text.includes('"phx_reply"') || !text.includes('"status":"ok"')) return;
      if (text.includes(`realtime:household:${householdId}`)) joined.household = true;
      if (text.includes("realtime:live:")) joined.live = true;
    });
  });
  await signInViaUi(page, owner.username, owner.password);
  await expectSignedIn(page);
  // The household's page, loaded afresh: count the sockets it opens.
  sockets.length = 0;
  await page.goto(`/households/${householdId}`);
  await expect(page.getByRole("heading", { name: "Flat 302" })).toBeVisible({ timeout: 20_000 });
  await expect.poll(() => joined, { timeout: 20_000 }).toEqual({ live: true, household: true });
  // Both channels joined, over one socket.
  expect(sockets).toHaveLength(1);
});

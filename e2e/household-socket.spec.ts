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
  // What each socket joined: the property is that one socket carries both channels (a reconnect, or
  // the page before's socket closing late, may add sockets without changing it).
  const joinedBy: Set<string>[] = [];
  page.on("websocket", (socket) => {
    if (!socket.url().includes("/realtime/v1/websocket")) return;
    const joined = new Set<string>();
    joinedBy.push(joined);
    socket.on("framereceived", ({ payload }) => {
      const text = typeof payload === "string" ? payload : payload.toString("utf8");
      if (!text.includes('"phx_reply"') || !text.includes('"status":"ok"')) return;
      if (text.includes(`realtime:household:${householdId}`)) joined.add("household");
      if (text.includes("realtime:live:")) joined.add("live");
    });
  });
  await signInViaUi(page, owner.username, owner.password);
  await expectSignedIn(page);
  // The household's page, loaded afresh.
  await page.goto(`/households/${householdId}`);
  await expect(page.getByRole("heading", { name: "Flat 302" })).toBeVisible({ timeout: 20_000 });
  // Both channels joined, over one socket.
  await expect
    .poll(() => joinedBy.some((joined) => joined.has("live") && joined.has("household")), { timeout: 20_000 })
    .toBe(true);
});

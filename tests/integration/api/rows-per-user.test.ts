// The database's ceilings on rows per user (tests/integration/db/rows-per-user.test.ts) reach the app
// as 409 with the database's own message, never a 500.
import { describe, expect, it } from "vitest";
import { adminSql } from "../../support/db.ts";
import { call, signedInUser, testApp } from "./api-client.ts";

const app = testApp();

describe("ceilings on rows per user through the API", () => {
  it("the 101st category of one's own is refused with 409 and says what to do", async () => {
    const user = await signedInUser(app);
    await adminSql()`insert into public.custom_categories (user_id, name)
      select ${user.id}, 'Pocket ' || n from generate_series(1, 100) n`;
    const res = await call(app, "POST", "/categories", { token: user.token, body: { name: "Pet care" } });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(
      "You can have at most 100 categories of your own. Delete one you no longer use first.",
    );
  });
});

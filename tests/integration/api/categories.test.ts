import { describe, expect, it } from "vitest";
import { call, signedInUser, testApp } from "./api-client.ts";

const app = testApp();

const spend = (token: string, category: string) =>
  call(app, "POST", "/expenses", { token, body: { category, amount: "100", method: "manual" } });

describe("/api/categories", () => {
  it("keeps a user's categories for every device, with names their expenses use", async () => {
    const user = await signedInUser(app);
    expect((await call(app, "GET", "/categories", { token: user.token })).body).toEqual([]);

    const added = await call(app, "POST", "/categories", {
      token: user.token,
      body: { name: "  Pet   care " },
    });
    expect(added.status).toBe(201);
    expect(added.body.name).toBe("Pet care");
    // An expense (e.g. imported) filed under a name that was never saved, and one under a default.
    await spend(user.token, "Chai stall");
    await spend(user.token, "healthcare");
    await spend(user.token, "pet CARE");

    const list = await call(app, "GET", "/categories", { token: user.token });
    expect(list.body.map((c: { name: string }) => c.name)).toEqual(["Pet care", "Chai stall"]);
    expect(list.body[0].createdAt).not.toBeNull();
    expect(list.body[1].createdAt).toBeNull();
  });

  it("refuses a name the user has in any letter case, a default category and its aliases with 409", async () => {
    const user = await signedInUser(app);
    await call(app, "POST", "/categories", { token: user.token, body: { name: "Pet care" } });
    for (const name of ["PET CARE", "petrol", "Healthcare", "mobile", "Food & Dining"]) {
      const res = await call(app, "POST", "/categories", { token: user.token, body: { name } });
      expect(res.status, name).toBe(409);
      expect(res.body.message).toBe("This category already exists.");
    }
    expect((await call(app, "GET", "/categories", { token: user.token })).body).toHaveLength(1);
  });

  it("says how long a name may be instead of cutting it", async () => {
    const user = await signedInUser(app);
    const res = await call(app, "POST", "/categories", { token: user.token, body: { name: "x".repeat(51) } });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("Category names can be up to 50 characters");
    expect(
      (await call(app, "POST", "/categories", { token: user.token, body: { name: "  " } })).body.message,
    ).toBe("Category name is required");
    expect(
      (await call(app, "POST", "/categories", { token: user.token, body: { name: "y".repeat(50) } })).status,
    ).toBe(201);
  });

  it("keeps each user's categories to themselves, and answers 401 when signed out", async () => {
    const owner = await signedInUser(app);
    const other = await signedInUser(app);
    await call(app, "POST", "/categories", { token: owner.token, body: { name: "Gym" } });
    await spend(owner.token, "Tuition");
    expect((await call(app, "GET", "/categories", { token: other.token })).body).toEqual([]);
    // The same name is free for another user.
    expect(
      (await call(app, "POST", "/categories", { token: other.token, body: { name: "Gym" } })).status,
    ).toBe(201);
    expect((await call(app, "GET", "/categories")).status).toBe(401);
    expect((await call(app, "POST", "/categories", { body: { name: "X" } })).status).toBe(401);
  });
});

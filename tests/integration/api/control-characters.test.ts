// Text with NUL or other control characters is refused with a 400 naming the field, wherever the API
// accepts text, and nothing is written (Postgres cannot even store NUL: it used to be a 500).
import { describe, expect, it } from "vitest";
import { adminSql, randomEmail } from "../../support/index.ts";
import { call, randomIp, randomUsername, signedInUser, testApp } from "./api-client.ts";

const app = testApp();
const bad = ["a\u0000b", "a\u0007b", "a\u001bb", "a\u007fb"];

describe("control characters in text", { timeout: 60_000 }, () => {
  it("are refused in an expense's category, description and receipt path", async () => {
    const user = await signedInUser(app);
    for (const text of bad) {
      for (const [field, message] of [
        ["category", "Category must not contain control characters"],
        ["description", "Description must not contain control characters"],
        ["receiptPath", "Receipt path must not contain control characters"],
      ] as const) {
        const body = { category: "Food & Dining", amount: "10", [field]: `${user.id}/${text}.jpg` };
        const res = await call(app, "POST", "/expenses", { token: user.token, body });
        expect(res.status, `${field} ${JSON.stringify(text)}`).toBe(400);
        expect(res.body.message).toBe(message);
      }
    }
    const [row] = await adminSql()`select count(*)::int as n from public.expenses where user_id = ${user.id}`;
    expect(row?.n).toBe(0);
  });

  it("keep line breaks and tabs in a description", async () => {
    const user = await signedInUser(app);
    const res = await call(app, "POST", "/expenses", {
      token: user.token,
      body: { category: "Food & Dining", amount: "10", description: "thali\tand\nchai" },
    });
    expect(res.status).toBe(201);
    expect(res.body.description).toBe("thali\tand\nchai");
  });

  it("are refused in budget category names (object or JSON text)", async () => {
    const user = await signedInUser(app);
    for (const categoryBudgets of [{ "Food\u0000": 100 }, JSON.stringify({ "Food\u0007": 100 })]) {
      const res = await call(app, "POST", "/budget", {
        token: user.token,
        body: { amount: "20000", categoryBudgets },
      });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe("Category names must not contain control characters");
    }
    expect((await call(app, "GET", "/budget", { token: user.token })).body).toBeNull();
  });

  it("are refused in sign-up, sign-in and reset fields", async () => {
    const cases: [string, object, string][] = [
      [
        "/auth/signup",
        {
          email: randomEmail("ctl"),
          password: "secret123\u0000",
          username: randomUsername(),
          country: "India",
          adultConfirmed: true,
        },
        "Password must not contain control characters",
      ],
      [
        "/auth/signup",
        {
          email: randomEmail("ctl"),
          password: "secret123",
          username: "ab\u0000cd",
          country: "India",
          adultConfirmed: true,
        },
        "Username must not contain control characters",
      ],
      [
        "/auth/signin",
        { emailOrUsername: "asha\u0000", password: "secret123" },
        "Email or username must not contain control characters",
      ],
      [
        "/auth/forgot-password",
        { email: "a\u0000@example.test" },
        "Email must not contain control characters",
      ],
      [
        "/auth/reset-password",
        { token: "x".repeat(43), newPassword: "new\u0000pass" },
        "Password must not contain control characters",
      ],
    ];
    for (const [path, body, message] of cases) {
      const res = await call(app, "POST", path, { body, ip: randomIp() });
      expect(res.status, path).toBe(400);
      expect(res.body.message).toBe(message);
    }
  });
});

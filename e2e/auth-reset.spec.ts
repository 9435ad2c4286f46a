// Forgot password by OTP, reset by the e-mailed link, and the invalid-link states, with the e-mail
// read from the stack's mail catcher.
import { expect, test } from "./setup/fixtures.ts";
import {
  checkScreen,
  createUserViaApi,
  expectSignedIn,
  expectToast,
  parseResetMail,
  signInViaUi,
  uniqueUser,
} from "./support-web.ts";

// Multi-step journeys on two cores shared with Postgres, Deno and other work: allow 3 minutes.
test.describe.configure({ timeout: 180_000 });

test("forgot password by OTP: e-mail, code from the inbox, new password, then sign in with it", async ({
  page,
  request,
  inbox,
}) => {
  const user = uniqueUser("otp");
  await createUserViaApi(request, user);

  await page.goto("/forgot-password");
  await expect(page.getByRole("heading", { name: "Forgot Password" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Sign in instead" })).toHaveAttribute("href", "/signin");
  const send = page.getByRole("button", { name: "Send Reset Email" });
  await expect(send).toBeDisabled();
  await checkScreen(page, "forgot-password-email");

  await page.getByLabel("Email").fill(user.email);
  await send.click();
  await expectToast(page, "Reset email sent!", "Check your email for the OTP and reset link.");
  await expect(page.getByRole("heading", { name: "Enter OTP" })).toBeVisible();

  const { otp } = parseResetMail((await inbox.waitFor(user.email)).text);
  const otpField = page.getByLabel("OTP");
  const verify = page.getByRole("button", { name: "Verify OTP" });
  await otpField.fill(`${otp.slice(0, 3)}ab-`);
  await expect(otpField).toHaveValue(otp.slice(0, 3));
  await expect(verify).toBeDisabled();
  await otpField.fill(`${otp}99`);
  await expect(otpField).toHaveValue(otp);
  await checkScreen(page, "forgot-password-otp");
  await verify.click();

  await expect(page.getByRole("heading", { name: "Set New Password" })).toBeVisible();
  const reset = page.getByRole("button", { name: "Reset Password" });
  await expect(reset).toBeDisabled();
  await page.getByLabel("New Password").fill("new-secret-1");
  await page.getByLabel("Confirm Password").fill("new-secret-2");
  await checkScreen(page, "forgot-password-new-password");
  await reset.click();
  await expectToast(page, "Passwords don't match", "Please make sure both passwords are identical.");

  // The sign-up rule (docs/product.md §5.1), not a weaker one: 6 letters are refused.
  await page.getByLabel("New Password").fill("abcdef");
  await page.getByLabel("Confirm Password").fill("abcdef");
  await reset.click();
  await expectToast(page, "Password too weak", "Password must be at least 8 characters");

  await page.getByLabel("New Password").fill("new-secret-1");
  await page.getByLabel("Confirm Password").fill("new-secret-1");
  await reset.click();
  await expectToast(page, "Password reset successful!", "You can now log in with your new password.");
  await expect(page).toHaveURL(/\/signin$/);

  await signInViaUi(page, user.email, user.password);
  await expectToast(page, "Sign in failed", "Invalid email/username or password");
  await signInViaUi(page, user.username, "new-secret-1");
  await expectSignedIn(page);
});

test("a wrong OTP is refused when it is entered, on the code step, and counts toward the limit", async ({
  page,
  request,
  inbox,
}) => {
  const user = uniqueUser("badotp");
  await createUserViaApi(request, user);
  await page.goto("/forgot-password");
  await page.getByLabel("Email").fill(user.email);
  await page.getByRole("button", { name: "Send Reset Email" }).click();
  const { otp } = parseResetMail((await inbox.waitFor(user.email)).text);
  const wrong = otp === "000000" ? "111111" : "000000";
  await page.getByLabel("OTP").fill(wrong);
  await page.getByRole("button", { name: "Verify OTP" }).click();
  // Still on the code step, the reason under the field; no password asked for a wrong code.
  await expect(page.getByText("Incorrect code. 4 attempts left.")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Enter OTP" })).toBeVisible();
  await expect(page.getByLabel("New Password")).toHaveCount(0);
  await page.getByLabel("OTP").fill(wrong);
  await page.getByRole("button", { name: "Verify OTP" }).click();
  await expect(page.getByText("Incorrect code. 3 attempts left.")).toBeVisible();

  // The right code moves on, and resets.
  await page.getByLabel("OTP").fill(otp);
  await expect(page.getByText(/Incorrect code/)).toHaveCount(0);
  await page.getByRole("button", { name: "Verify OTP" }).click();
  await expect(page.getByRole("heading", { name: "Set New Password" })).toBeVisible();
  await page.getByLabel("New Password").fill("new-secret-1");
  await page.getByLabel("Confirm Password").fill("new-secret-1");
  await page.getByRole("button", { name: "Reset Password" }).click();
  await expectToast(page, "Password reset successful!");
  await expect(page).toHaveURL(/\/signin$/);
});

test("reset by the e-mailed link: verified, inline rules, success, and the used link is then invalid", async ({
  page,
  request,
  inbox,
}) => {
  const user = uniqueUser("link");
  await createUserViaApi(request, user);
  await page.goto("/forgot-password");
  await page.getByLabel("Email").fill(user.email);
  await page.getByRole("button", { name: "Send Reset Email" }).click();
  await expectToast(page, "Reset email sent!");
  const { link } = parseResetMail((await inbox.waitFor(user.email)).text);
  const url = new URL(link);
  const path = `${url.pathname}${url.search}`;

  await page.goto(path);
  await expect(page.getByText("Reset link verified")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Set New Password" })).toBeVisible();
  await expect(page.getByText("valid for 10 minutes")).toBeVisible();
  const reset = page.getByRole("button", { name: "Reset Password" });
  await page.getByLabel("New Password").fill("abc");
  await expect(page.getByText("Password must be at least 8 characters")).toBeVisible();
  await expect(reset).toBeDisabled();
  await page.getByLabel("New Password").fill("abcdefgh");
  await page.getByLabel("Confirm Password").fill("abcdefgh");
  await expect(page.getByText("Password must include a number")).toBeVisible();
  await expect(reset).toBeDisabled();
  await page.getByLabel("New Password").fill("linked-secret-1");
  await page.getByLabel("Confirm Password").fill("linked-secret-2");
  await expect(page.getByText("Passwords don't match")).toBeVisible();
  await expect(reset).toBeDisabled();
  await checkScreen(page, "reset-password-valid");
  await page.getByLabel("Confirm Password").fill("linked-secret-1");
  await reset.click();
  await expectToast(page, "Password reset successful!", "You can now log in with your new password.");
  await expect(page).toHaveURL(/\/signin$/);

  await signInViaUi(page, user.email, "linked-secret-1");
  await expectSignedIn(page);

  // The link works once.
  await page.goto(path);
  await expect(page.getByRole("heading", { name: "Invalid Reset Link" })).toBeVisible();
});

test("invalid link states: verifying then invalid with both ways out; no token goes to /forgot-password", async ({
  page,
}) => {
  // Hold the verification answer back a moment so the verifying state can be seen.
  await page.route("**/api/auth/verify-reset-token**", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 600));
    await route.continue();
  });
  await page.goto("/reset-password?token=not-a-real-token");
  await expect(page.getByText("Verifying reset link...")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Invalid Reset Link" })).toBeVisible();
  await expectToast(page, "Invalid or expired link", "This password reset link is invalid or has expired.");
  await checkScreen(page, "reset-password-invalid");

  await page.getByRole("link", { name: "Request New Reset Link" }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.goBack();
  await page.getByRole("link", { name: "Back to Sign In" }).click();
  await expect(page).toHaveURL(/\/signin$/);

  await page.goto("/reset-password");
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(page.getByRole("heading", { name: "Forgot Password" })).toBeVisible();
});

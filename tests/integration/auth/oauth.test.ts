// Google sign-in through the local "Google" page: PKCE (code exchanged by supabase-js) and implicit
// (tokens in the fragment), linking to an existing user by e-mail or creating one.
import { describe, expect, it } from "vitest";
import { adminSql, anonClient, newUser, randomEmail, stack } from "../../support/index.ts";
import { completeGoogleSignIn } from "./oauth-helpers.ts";

const REDIRECT = "http://localhost:5173/auth/callback";

async function startPkce() {
  const client = anonClient({ flowType: "pkce" });
  const { data, error } = await client.auth.signInWithOAuth({
    provider: "google",
    options: { redirectTo: REDIRECT, skipBrowserRedirect: true },
  });
  expect(error).toBeNull();
  expect(data.url).toContain("code_challenge=");
  return { client, url: data.url as string };
}

describe("Google sign-in, PKCE", () => {
  it("links the Google identity to the existing user with that e-mail", async () => {
    const { user, email, password } = await newUser({ data: { full_name: "Existing Name" } });
    const { client, url } = await startPkce();

    const back = await completeGoogleSignIn(url, { email: email.toUpperCase(), name: "Google Name" });
    expect(`${back.origin}${back.pathname}`).toBe(REDIRECT);
    const code = back.searchParams.get("code");
    expect(code).toMatch(/^[0-9a-f-]{36}$/);

    const { data, error } = await client.auth.exchangeCodeForSession(code as string);
    expect(error).toBeNull();
    expect(data.user?.id).toBe(user.id);
    expect(data.user?.app_metadata.providers).toEqual(["email", "google"]);
    expect(data.user?.identities?.map((identity) => identity.provider).sort()).toEqual(["email", "google"]);
    expect((await client.auth.getUser()).data.user?.id).toBe(user.id);

    const identities = await adminSql()`
      select provider, email from auth.identities where user_id = ${user.id} order by provider`;
    expect(identities).toEqual([
      { provider: "email", email },
      { provider: "google", email },
    ]);
    // The password still works after linking.
    expect((await anonClient().auth.signInWithPassword({ email, password })).error).toBeNull();
  });

  it("creates a user for a new e-mail, with Google's claims as user metadata", async () => {
    const email = randomEmail("google-new");
    const { client, url } = await startPkce();
    const back = await completeGoogleSignIn(url, { email, name: "Priya Sharma" });
    const { data, error } = await client.auth.exchangeCodeForSession(back.searchParams.get("code") as string);
    expect(error).toBeNull();
    expect(data.user).toMatchObject({
      email,
      app_metadata: { provider: "google", providers: ["google"] },
      user_metadata: { email, full_name: "Priya Sharma", name: "Priya Sharma", email_verified: true },
    });
    expect(data.user?.email_confirmed_at).toBeTruthy();
    expect(data.session?.refresh_token).toBeTruthy();

    const [payload] = [
      JSON.parse(
        Buffer.from((data.session?.access_token ?? "").split(".")[1] as string, "base64url").toString(),
      ),
    ];
    expect(payload.amr).toEqual([{ method: "oauth", timestamp: expect.any(Number) }]);

    // Signing in with Google again reaches the same user.
    const again = await startPkce();
    const backAgain = await completeGoogleSignIn(again.url, { email });
    const second = await again.client.auth.exchangeCodeForSession(
      backAgain.searchParams.get("code") as string,
    );
    expect(second.data.user?.id).toBe(data.user?.id);
  });

  it("refuses a code exchanged with another client's verifier (400 bad_code_verifier)", async () => {
    const first = await startPkce();
    const other = await startPkce();
    const back = await completeGoogleSignIn(first.url, { email: randomEmail("verifier") });
    const { error } = await other.client.auth.exchangeCodeForSession(back.searchParams.get("code") as string);
    expect(error).toMatchObject({ status: 400, code: "bad_code_verifier" });
  });

  it("refuses a flow older than 300 s (422 flow_state_expired)", async () => {
    const { client, url } = await startPkce();
    const back = await completeGoogleSignIn(url, { email: randomEmail("slow") });
    const code = back.searchParams.get("code") as string;
    await adminSql()`update auth.flow_state set created_at = now() - interval '301 seconds' where auth_code = ${code}`;
    const { error } = await client.auth.exchangeCodeForSession(code);
    expect(error).toMatchObject({ status: 422, code: "flow_state_expired" });
  });

  it("returns access_denied to the app when the user cancels", async () => {
    const { url } = await startPkce();
    const back = await completeGoogleSignIn(url, { action: "cancel" });
    expect(back.searchParams.get("error")).toBe("access_denied");
    expect(back.searchParams.get("error_description")).toBeTruthy();
    expect(back.searchParams.get("code")).toBeNull();
  });
});

describe("Google sign-in, implicit", () => {
  it("redirects back with a session in the URL fragment", async () => {
    const client = anonClient();
    const { data } = await client.auth.signInWithOAuth({
      provider: "google",
      options: { redirectTo: REDIRECT, skipBrowserRedirect: true },
    });
    const email = randomEmail("implicit");
    const back = await completeGoogleSignIn(data.url as string, { email });
    expect(back.search).toBe("");
    const fragment = new URLSearchParams(back.hash.slice(1));
    expect(fragment.get("token_type")).toBe("bearer");
    expect(fragment.get("expires_in")).toBe("3600");
    expect(Number(fragment.get("expires_at"))).toBeGreaterThan(Date.now() / 1000);

    const { data: session, error } = await client.auth.setSession({
      access_token: fragment.get("access_token") as string,
      refresh_token: fragment.get("refresh_token") as string,
    });
    expect(error).toBeNull();
    expect(session.user?.email).toBe(email);
    expect(session.user?.identities?.[0]?.provider).toBe("google");
  });
});

describe("/authorize input", () => {
  it("refuses a provider other than google", async () => {
    const response = await fetch(`${stack().urls.gateway}/auth/v1/authorize?provider=github`, {
      redirect: "manual",
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: "validation_failed" });
  });

  it("sends a foreign redirect_to back to the site URL instead", async () => {
    const client = anonClient();
    const { data } = await client.auth.signInWithOAuth({
      provider: "google",
      options: { redirectTo: "https://evil.example.com/steal", skipBrowserRedirect: true },
    });
    const back = await completeGoogleSignIn(data.url as string, { email: randomEmail("redirect") });
    expect(back.hostname).not.toBe("evil.example.com");
    expect(back.hash).toContain("access_token=");
  });
});

// Plays the browser's part of the OAuth round trip with plain fetch: follow /authorize to the local
// "Google" page, submit its form, and return where the stand-in finally redirects.
import { expect } from "vitest";

export async function completeGoogleSignIn(
  authorizeUrl: string,
  form: { email?: string; name?: string; action?: "continue" | "cancel" },
): Promise<URL> {
  const authorize = await fetch(authorizeUrl, { redirect: "manual" });
  expect(authorize.status).toBe(302);
  const pageUrl = authorize.headers.get("location");
  expect(pageUrl).toBeTruthy();

  const page = await fetch(pageUrl as string);
  expect(page.status).toBe(200);
  const html = await page.text();
  expect(html).toContain("Sign in with Google");
  const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1];
  const state = /name="state" value="([^"]+)"/.exec(html)?.[1];
  expect(action).toBeTruthy();
  expect(state).toBeTruthy();

  const body = new URLSearchParams({
    state: decodeEntities(state as string),
    email: form.email ?? "",
    name: form.name ?? "",
    action: form.action ?? "continue",
  });
  const submitted = await fetch(decodeEntities(action as string), {
    method: "POST",
    body,
    redirect: "manual",
  });
  expect(submitted.status).toBe(302);
  return new URL(submitted.headers.get("location") as string);
}

const decodeEntities = (text: string) =>
  text.replace(/&#(\d+);/g, (_, code) => String.fromCharCode(Number(code)));

// How the gateway maps new-style API keys, as the Supabase CLI's gateway does.
import { describe, expect, it } from "vitest";
import { mapApiKeys } from "./gateway.ts";
import { ANON_KEY, PUBLISHABLE_KEY, SECRET_KEY, SERVICE_ROLE_KEY, type StackKeys } from "./keys.ts";

const keys = {
  anonKey: ANON_KEY,
  serviceRoleKey: SERVICE_ROLE_KEY,
  publishableKey: PUBLISHABLE_KEY,
  secretKey: SECRET_KEY,
} as StackKeys;

const map = (headers: Record<string, string>) => mapApiKeys(new Headers(headers), keys);

describe("mapApiKeys", () => {
  it("turns the publishable key into the anon JWT, in apikey and a missing Authorization", () => {
    const headers = map({ apikey: PUBLISHABLE_KEY });
    expect(headers.get("apikey")).toBe(ANON_KEY);
    expect(headers.get("authorization")).toBe(`Bearer ${ANON_KEY}`);
  });

  it("turns the secret key into the service_role JWT, also when sent as the bearer", () => {
    const headers = map({ apikey: SECRET_KEY, authorization: `Bearer ${SECRET_KEY}` });
    expect(headers.get("apikey")).toBe(SERVICE_ROLE_KEY);
    expect(headers.get("authorization")).toBe(`Bearer ${SERVICE_ROLE_KEY}`);
  });

  it("passes a user's access token through", () => {
    const headers = map({ apikey: PUBLISHABLE_KEY, authorization: "Bearer eyJ.user.token" });
    expect(headers.get("authorization")).toBe("Bearer eyJ.user.token");
  });

  it("leaves legacy JWT keys and unknown keys alone", () => {
    expect(map({ apikey: ANON_KEY }).get("apikey")).toBe(ANON_KEY);
    expect(map({ apikey: ANON_KEY }).get("authorization")).toBeNull();
    expect(map({ apikey: "sb_publishable_wrong" }).get("apikey")).toBe("sb_publishable_wrong");
  });
});

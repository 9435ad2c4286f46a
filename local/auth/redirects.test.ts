import { describe, expect, it } from "vitest";
import { googleSubject, safeRedirect, withParams } from "./redirects.ts";

const SITE = "http://localhost:5173";

describe("safeRedirect", () => {
  it("keeps the site's host and loopback hosts on any port", () => {
    expect(safeRedirect("http://localhost:5173/auth/callback?x=1", SITE)).toBe(
      "http://localhost:5173/auth/callback?x=1",
    );
    expect(safeRedirect("http://127.0.0.1:4000/", SITE)).toBe("http://127.0.0.1:4000/");
  });

  it("falls back to the site URL for other hosts, other schemes and non-URLs", () => {
    for (const target of ["https://evil.example.com/", "javascript:alert(1)", "not a url", undefined]) {
      expect(safeRedirect(target, SITE)).toBe(SITE);
    }
  });
});

describe("withParams", () => {
  it("puts PKCE codes in the query, keeping what was there", () => {
    expect(withParams("http://localhost:5173/cb?next=%2Fhome", { code: "abc" }, "query")).toBe(
      "http://localhost:5173/cb?next=%2Fhome&code=abc",
    );
  });

  it("puts implicit-flow tokens in the fragment", () => {
    expect(
      withParams("http://localhost:5173/", { access_token: "a b", token_type: "bearer" }, "fragment"),
    ).toBe("http://localhost:5173/#access_token=a+b&token_type=bearer");
  });
});

describe("googleSubject", () => {
  it("is a stable 21-digit number", () => {
    const sub = googleSubject("ffffffffffffffffffffffffffffffff");
    expect(sub).toMatch(/^\d{21}$/);
    expect(googleSubject("00000000000000000000")).toMatch(/^\d{21}$/);
    expect(googleSubject("ffffffffffffffffffffffffffffffff")).toBe(sub);
  });
});

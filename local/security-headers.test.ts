// The documented headers (docs/web.md, incl. the static-host examples) are exactly what the
// production server sends.
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { projectRoot } from "./config.ts";
import { contentSecurityPolicy, securityHeaders } from "./security-headers.ts";

const docs = readFileSync(path.join(projectRoot, "docs/web.md"), "utf8");
const hosted = { supabaseOrigin: "https://<project-ref>.supabase.co" };

describe("security headers", () => {
  it("allow scripts only from the app's own files (and compiling wasm for receipt OCR) and framing by nobody", () => {
    const csp = contentSecurityPolicy();
    expect(csp).toMatch(/(^|; )script-src 'self' 'wasm-unsafe-eval'(;|$)/);
    expect(csp).toMatch(/(^|; )worker-src 'self'(;|$)/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(contentSecurityPolicy(hosted)).toContain(
      "connect-src 'self' https://<project-ref>.supabase.co wss://<project-ref>.supabase.co;",
    );
  });

  it("are the ones docs/web.md documents, for the server and for static hosts", () => {
    const headers = securityHeaders();
    for (const [name, value] of Object.entries(headers)) {
      const documented = name === "content-security-policy" ? contentSecurityPolicy() : value;
      expect(docs, name).toContain(`\`${documented}\``);
    }
    const hostedHeaders = securityHeaders(hosted);
    for (const [name, value] of Object.entries(hostedHeaders)) {
      const displayName = name.replace(
        /(^|-)([a-z])/g,
        (_, dash: string, letter: string) => dash + letter.toUpperCase(),
      );
      expect(docs, `_headers ${name}`).toContain(`${displayName}: ${value}`);
      expect(docs, `vercel.json ${name}`).toContain(`"value": "${value}"`);
    }
  });
});

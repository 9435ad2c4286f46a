// The web app's security headers, sent by the production server (local/web.ts) with every file it
// serves; docs/web.md shows the same for static hosts (_headers, vercel.json). The policy allows no
// inline script: index.html's scripts are files (public/color-mode.js, public/boot.js).
export interface SecurityHeaderOptions {
  /**
   * Origins the app talks to besides its own: the Supabase project (Auth, Storage signed URLs) when it
   * is not behind the same origin. Locally everything is same-origin.
   */
  supabaseOrigin?: string;
}

export function contentSecurityPolicy(options: SecurityHeaderOptions = {}): string {
  const supabase = options.supabaseOrigin ? [options.supabaseOrigin] : [];
  // Live updates open a WebSocket to Realtime: 'self' covers ws(s) to the app's own origin; a hosted
  // project's wss:// origin is named too (browsers that do not map https: to wss: would block it).
  const realtime = options.supabaseOrigin ? [options.supabaseOrigin.replace(/^http/, "ws")] : [];
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    // Receipt OCR compiles its WebAssembly core (inlined in the core's script) in a same-origin worker;
    // 'wasm-unsafe-eval' allows compiling wasm and nothing else (no eval, no new Function).
    "script-src": ["'self'", "'wasm-unsafe-eval'"],
    // Chakra UI's styles are injected at runtime (Emotion <style> elements): no script, no data.
    "style-src": ["'self'", "'unsafe-inline'"],
    // Receipt previews are blob: URLs; signed receipt URLs come from Storage.
    "img-src": ["'self'", "data:", "blob:", ...supabase],
    "font-src": ["'self'", "data:"],
    "connect-src": ["'self'", ...supabase, ...realtime],
    "media-src": ["'self'", "blob:"],
    "worker-src": ["'self'"],
    "manifest-src": ["'self'"],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(" ")}`)
    .join("; ");
}

export function securityHeaders(options: SecurityHeaderOptions = {}): Record<string, string> {
  return {
    "content-security-policy": contentSecurityPolicy(options),
    // For browsers without frame-ancestors.
    "x-frame-options": "DENY",
    "x-content-type-options": "nosniff",
    "referrer-policy": "strict-origin-when-cross-origin",
    // The receipt camera and the voice entry are the app's own; nothing else is asked for.
    "permissions-policy":
      "camera=(self), microphone=(self), geolocation=(), payment=(), usb=(), serial=(), bluetooth=(), interest-cohort=()",
    // Browsers ignore it over plain HTTP (localhost); behind HTTPS it pins the site to HTTPS for two years.
    "strict-transport-security": "max-age=63072000; includeSubDomains",
    "cross-origin-opener-policy": "same-origin",
  };
}

// The publishable key the Supabase CLI issues for local development (public, the same on every
// machine). A build without VITE_SUPABASE_ANON_KEY gets it, so a plain `vite build` talks to the local
// stack (npm run start:prod, the browser tests); local/keys.ts hands the same key to the gateway. It
// lives here rather than in local/ because the build never imports local/ (docs/architecture.md).
export const LOCAL_PUBLISHABLE_KEY = "sb_publishable_ACJWlzQHlZjBrEguHvfOxg_3BJgxAaH";

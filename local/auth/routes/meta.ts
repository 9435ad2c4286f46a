// GET /settings, /.well-known/jwks.json and /health — public, no user needed.
import type { Hono } from "hono";
import type { AuthDeps } from "../deps.ts";

export function registerMeta(app: Hono, deps: AuthDeps) {
  app.get("/settings", (c) =>
    c.json({
      external: {
        anonymous_users: false,
        apple: false,
        azure: false,
        bitbucket: false,
        discord: false,
        facebook: false,
        figma: false,
        fly: false,
        github: false,
        gitlab: false,
        google: true,
        keycloak: false,
        kakao: false,
        linkedin: false,
        linkedin_oidc: false,
        notion: false,
        spotify: false,
        slack: false,
        slack_oidc: false,
        workos: false,
        twitch: false,
        twitter: false,
        email: true,
        phone: false,
        zoom: false,
      },
      disable_signup: false,
      mailer_autoconfirm: true,
      phone_autoconfirm: false,
      sms_provider: "",
      saml_enabled: false,
    }),
  );

  app.get("/.well-known/jwks.json", (c) => {
    c.header("Cache-Control", "public, max-age=600");
    return c.json({ keys: [deps.tokens.publicJwk] });
  });

  app.get("/health", (c) =>
    c.json({
      version: "local-standin",
      name: "GoTrue",
      description: "GoTrue-compatible local stand-in (paisa-coach local stack)",
    }),
  );
}

// GET /authorize?provider=google → the local "Google" page → POST /callback → back to redirect_to,
// with `?code=` (PKCE, exchanged at /token?grant_type=pkce) or tokens in the fragment (implicit).
// The user with the typed e-mail gets a google identity linked, or is created.
import { createHash } from "node:crypto";
import type { Context, Hono } from "hono";
import { jwtVerify, SignJWT } from "jose";
import { z } from "zod";
import type { AuthDeps } from "../deps.ts";
import { badRequest } from "../errors.ts";
import { signInWithGoogle } from "../google-account.ts";
import { googleSignInPage } from "../google-page.ts";
import { validateEmail } from "../http.ts";
import { safeRedirect, withParams } from "../redirects.ts";
import { startSession } from "../sessions.ts";
import { userCreationError } from "./signup.ts";
import { FLOW_STATE_TTL_MS } from "./token.ts";

const STATE_TTL_SECONDS = 600;

const StateClaims = z.object({
  provider: z.literal("google"),
  redirect_to: z.string(),
  flow_state_id: z.string().optional(),
});
type OAuthState = z.infer<typeof StateClaims>;

const CallbackForm = z.object({
  state: z.string().min(1),
  action: z.enum(["continue", "cancel"]).default("continue"),
  email: z.string().default(""),
  name: z.string().default(""),
});

class RedirectError extends Error {
  constructor(
    readonly error: string,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export function registerOAuth(app: Hono, deps: AuthDeps) {
  const { ctx } = deps;
  // A key of its own, so a state token can never pass as an access token or API key.
  const stateKey = createHash("sha256").update(`oauth-state:${ctx.keys.jwtSecret}`).digest();
  const publicBase = `${ctx.gatewayUrl}/auth/v1`;

  const signState = (state: OAuthState) =>
    new SignJWT(state)
      .setProtectedHeader({ alg: "HS256" })
      .setIssuedAt()
      .setExpirationTime(`${STATE_TTL_SECONDS}s`)
      .sign(stateKey);

  async function readState(token: string): Promise<OAuthState> {
    try {
      const { payload } = await jwtVerify(token, stateKey, { algorithms: ["HS256"] });
      return StateClaims.parse(payload);
    } catch {
      throw badRequest("bad_oauth_state", "OAuth callback with invalid state");
    }
  }

  app.get("/authorize", async (c) => {
    const provider = c.req.query("provider") ?? "";
    if (provider !== "google") {
      throw badRequest("validation_failed", `Unsupported provider: provider "${provider}" is not enabled`);
    }
    const redirectTo = safeRedirect(c.req.query("redirect_to"), ctx.siteUrl);
    const challenge = c.req.query("code_challenge");
    const method = c.req.query("code_challenge_method")?.toLowerCase();
    let flowStateId: string | undefined;
    if (challenge || method) {
      if (!challenge || !method) {
        throw badRequest("validation_failed", "PKCE flow requires code_challenge_method and code_challenge");
      }
      if (method !== "s256" && method !== "plain") {
        throw badRequest("validation_failed", `code challenge method not supported: ${method}`);
      }
      flowStateId = crypto.randomUUID();
      const id = flowStateId;
      await deps.tx(
        (tx) => tx`
          insert into auth.flow_state (id, auth_code, code_challenge_method, code_challenge, provider_type,
            authentication_method, created_at, updated_at)
          values (${id}, ${crypto.randomUUID()}, ${method}, ${challenge}, 'google', 'oauth', now(), now())`,
      );
    }
    const state = await signState({
      provider: "google",
      redirect_to: redirectTo,
      flow_state_id: flowStateId,
    });
    const pageUrl = `${publicBase}/google/sign-in?state=${encodeURIComponent(state)}`;
    if (c.req.query("skip_http_redirect") === "true") return c.json({ url: pageUrl });
    return c.redirect(pageUrl, 302);
  });

  app.get("/google/sign-in", async (c) => {
    const stateToken = c.req.query("state") ?? "";
    const state = await readState(stateToken);
    c.header("Cache-Control", "no-store");
    return c.html(
      googleSignInPage({
        state: stateToken,
        callbackUrl: `${publicBase}/callback`,
        redirectHost: new URL(state.redirect_to).host,
      }),
    );
  });

  async function callback(c: Context, fields: Record<string, unknown>) {
    const parsed = CallbackForm.safeParse(fields);
    if (!parsed.success)
      throw badRequest("bad_oauth_callback", "OAuth callback with missing state or e-mail");
    const form = parsed.data;
    const state = await readState(form.state);
    const where = state.flow_state_id ? "query" : "fragment";
    const fail = (error: RedirectError) =>
      c.redirect(
        withParams(
          state.redirect_to,
          { error: error.error, error_code: error.code, error_description: error.message },
          where,
        ),
        302,
      );
    try {
      if (form.action === "cancel")
        throw new RedirectError("access_denied", "access_denied", "The user cancelled the sign-in");
      let email: string;
      try {
        email = validateEmail(form.email);
      } catch {
        throw new RedirectError(
          "invalid_request",
          "validation_failed",
          "Unable to validate email address: invalid format",
        );
      }
      const target = await deps.tx(async (tx) => {
        if (state.flow_state_id) {
          const [flow] = await tx<{ auth_code: string; created_at: Date }[]>`
            select auth_code, created_at from auth.flow_state where id = ${state.flow_state_id} for update`;
          if (!flow)
            throw new RedirectError(
              "invalid_request",
              "flow_state_not_found",
              "invalid flow state, no valid flow state found",
            );
          if (Date.now() - flow.created_at.getTime() > FLOW_STATE_TTL_MS) {
            throw new RedirectError(
              "invalid_request",
              "flow_state_expired",
              "invalid flow state, flow state has expired",
            );
          }
          const user = await signInWithGoogle(tx, email, form.name.trim());
          await tx`
            update auth.flow_state set user_id = ${user.id}, auth_code_issued_at = now(), updated_at = now(),
              provider_access_token = ${`local-google-${crypto.randomUUID()}`}
            where id = ${state.flow_state_id}`;
          return withParams(state.redirect_to, { code: flow.auth_code }, "query");
        }
        const user = await signInWithGoogle(tx, email, form.name.trim());
        const session = await startSession(tx, deps.tokens, user, "oauth", c.req.header("user-agent"));
        return withParams(
          state.redirect_to,
          {
            access_token: session.access_token,
            expires_at: String(session.expires_at),
            expires_in: String(session.expires_in),
            provider_token: `local-google-${crypto.randomUUID()}`,
            refresh_token: session.refresh_token,
            token_type: session.token_type,
          },
          "fragment",
        );
      });
      return c.redirect(target, 302);
    } catch (error) {
      if (error instanceof RedirectError) return fail(error);
      const authError = userCreationError(error, "Database error saving new user");
      return fail(new RedirectError("server_error", authError.code, authError.message));
    }
  }

  app.post("/callback", async (c) => callback(c, await c.req.parseBody()));
  app.get("/callback", async (c) => callback(c, c.req.query()));
}

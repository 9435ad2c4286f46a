// POST /token?grant_type=password|refresh_token|pkce — GoTrue's token endpoint.
import type { Context, Hono } from "hono";
import { z } from "zod";
import type { AuthDeps } from "../deps.ts";
import { badRequest, notFound, unprocessable } from "../errors.ts";
import { readJson } from "../http.ts";
import { verifyPassword } from "../passwords.ts";
import { clientAddress } from "../rate-limits.ts";
import { rotateRefreshToken, sessionJson, startSession } from "../sessions.ts";
import { codeVerifierMatches } from "../tokens.ts";
import { findUserByEmail, findUserById, isBanned, type UserRow } from "../users.ts";

export const FLOW_STATE_TTL_MS = 300_000;

const PasswordGrant = z.looseObject({
  email: z.string().nullish(),
  phone: z.string().nullish(),
  password: z.string().nullish(),
});
const RefreshGrant = z.looseObject({ refresh_token: z.string().nullish() });
const PkceGrant = z.looseObject({ auth_code: z.string().nullish(), code_verifier: z.string().nullish() });

const invalidCredentials = () => badRequest("invalid_credentials", "Invalid login credentials");
const banned = () => badRequest("user_banned", "User is banned");

interface FlowStateRow {
  id: string;
  user_id: string | null;
  code_challenge_method: "s256" | "plain";
  code_challenge: string;
  created_at: Date;
}

export function registerToken(app: Hono, deps: AuthDeps) {
  const userAgent = (c: Context) => c.req.header("user-agent");

  async function passwordGrant(c: Context) {
    const body = await readJson(c, PasswordGrant);
    if (!body.email && body.phone) throw invalidCredentials();
    if (!body.email || !body.password) {
      throw badRequest("validation_failed", "missing email or phone");
    }
    const user = await findUserByEmail(deps.sql, body.email);
    // Same answer for an unknown e-mail and a wrong password, as GoTrue, so accounts cannot be probed.
    if (!user || !(await verifyPassword(body.password, user.encrypted_password))) throw invalidCredentials();
    if (isBanned(user)) throw banned();
    if (!user.email_confirmed_at) throw badRequest("email_not_confirmed", "Email not confirmed");
    return deps.tx((tx) => startSession(tx, deps.tokens, user, "password", userAgent(c)));
  }

  async function refreshGrant(c: Context) {
    const body = await readJson(c, RefreshGrant);
    if (!body.refresh_token) throw badRequest("validation_failed", "refresh_token required");
    const token = body.refresh_token;
    // The reuse case must commit its revocations before answering with an error.
    const result = await deps.tx(async (tx) => {
      const rotation = await rotateRefreshToken(tx, token);
      if (rotation.kind !== "rotated") return rotation;
      const user = await findUserById(tx, rotation.userId);
      if (!user) return { kind: "not_found" as const };
      if (isBanned(user)) return { kind: "banned" as const };
      return {
        kind: "session" as const,
        session: await sessionJson(tx, deps.tokens, user, rotation.sessionId, rotation.refreshToken),
      };
    });
    switch (result.kind) {
      case "session":
        return result.session;
      case "reused":
        throw badRequest("refresh_token_already_used", "Invalid Refresh Token: Already Used");
      case "banned":
        throw banned();
      default:
        throw badRequest("refresh_token_not_found", "Invalid Refresh Token: Refresh Token Not Found");
    }
  }

  async function pkceGrant(c: Context) {
    const body = await readJson(c, PkceGrant);
    if (!body.auth_code || !body.code_verifier) {
      throw badRequest(
        "validation_failed",
        "invalid request: both auth code and code verifier should be non-empty",
      );
    }
    const authCode = body.auth_code;
    const verifier = body.code_verifier;
    return deps.tx(async (tx) => {
      const [flow] = await tx<FlowStateRow[]>`
        select id, user_id, code_challenge_method, code_challenge, created_at from auth.flow_state
        where auth_code = ${authCode} for update`;
      if (!flow?.user_id)
        throw notFound("flow_state_not_found", "invalid flow state, no valid flow state found");
      if (Date.now() - flow.created_at.getTime() > FLOW_STATE_TTL_MS) {
        throw unprocessable("flow_state_expired", "invalid flow state, flow state has expired");
      }
      if (!codeVerifierMatches(flow.code_challenge_method, flow.code_challenge, verifier)) {
        throw badRequest("bad_code_verifier", "code challenge does not match previously saved code verifier");
      }
      const user: UserRow | undefined = await findUserById(tx, flow.user_id);
      if (!user) throw notFound("user_not_found", "User not found");
      if (isBanned(user)) throw banned();
      // A code is good for one exchange only.
      await tx`delete from auth.flow_state where id = ${flow.id}`;
      return startSession(tx, deps.tokens, user, "oauth", userAgent(c));
    });
  }

  app.post("/token", async (c) => {
    const grantType = c.req.query("grant_type");
    // GoTrue's per-IP limits: sign-ins share sign_in_sign_ups with sign-ups, refreshes have token_refresh.
    const limiter = grantType === "refresh_token" ? deps.limits.tokenRefresh : deps.limits.signInSignUps;
    limiter.take(clientAddress(c));
    switch (grantType) {
      case "password":
        return c.json(await passwordGrant(c));
      case "refresh_token":
        return c.json(await refreshGrant(c));
      case "pkce":
        return c.json(await pkceGrant(c));
      default:
        throw badRequest("validation_failed", `unsupported_grant_type: ${grantType ?? ""}`);
    }
  });
}

// The few Supabase Auth (GoTrue) HTTP calls the API makes, with the keys they need.

export interface AuthUser {
  id: string;
  email?: string;
  app_metadata?: Record<string, unknown>;
  user_metadata?: Record<string, unknown>;
  created_at?: string;
  [key: string]: unknown;
}

export interface AuthSession {
  access_token: string;
  refresh_token: string;
  expires_in: number;
  expires_at?: number;
  token_type: string;
  user: AuthUser;
}

export class AuthServiceError extends Error {
  constructor(
    readonly status: number,
    readonly code: string | undefined,
    message: string,
  ) {
    super(message);
    this.name = "AuthServiceError";
  }
}

export interface AuthServiceConfig {
  supabaseUrl: string;
  /** Anon key (legacy JWT or sb_publishable_…): public Auth endpoints. */
  anonKey: string;
  /** Service role key (legacy JWT or sb_secret_…): admin endpoints only. */
  serviceRoleKey: string;
  /** Outgoing HTTP (default: the global fetch); tests count the calls through it. */
  fetch?: typeof fetch;
}

export type AuthService = ReturnType<typeof createAuthService>;

export function createAuthService(config: AuthServiceConfig) {
  const base = `${config.supabaseUrl.replace(/\/$/, "")}/auth/v1`;
  const send = config.fetch ?? fetch;

  async function call<T>(
    path: string,
    init: { method: string; key: string; bearer?: string; body?: unknown; clientIp?: string },
  ) {
    const headers: Record<string, string> = {
      apikey: init.key,
      "X-Supabase-Api-Version": "2024-01-01",
    };
    // New-style sb_ keys are not JWTs: the gateway swaps them for one, so only JWTs go in Authorization.
    const bearer = init.bearer ?? (init.key.startsWith("sb_") ? undefined : init.key);
    if (bearer) headers.Authorization = `Bearer ${bearer}`;
    if (init.body !== undefined) headers["Content-Type"] = "application/json";
    // Auth's per-IP limits should count the person signing in, not this function (docs/api.md).
    if (init.clientIp) headers["X-Forwarded-For"] = init.clientIp;
    const response = await send(`${base}${path}`, {
      method: init.method,
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
    const text = await response.text();
    const json = text ? (JSON.parse(text) as Record<string, unknown>) : {};
    if (!response.ok) {
      const message = String(json.msg ?? json.message ?? json.error_description ?? response.statusText);
      const code = (json.error_code ?? json.code ?? json.error) as string | undefined;
      throw new AuthServiceError(response.status, typeof code === "string" ? code : undefined, message);
    }
    return json as T;
  }

  return {
    /** Email sign-up; with auto-confirm on (local stack, and the app's project settings) it returns a session. */
    signUp: (email: string, password: string, data: Record<string, unknown>, clientIp?: string) =>
      call<AuthSession | AuthUser>("/signup", {
        method: "POST",
        key: config.anonKey,
        body: { email, password, data },
        clientIp,
      }),

    signInWithPassword: (email: string, password: string, clientIp?: string) =>
      call<AuthSession>("/token?grant_type=password", {
        method: "POST",
        key: config.anonKey,
        body: { email, password },
        clientIp,
      }),

    /** Ends the session the access token belongs to. */
    signOut: async (accessToken: string) => {
      await call<unknown>("/logout?scope=local", {
        method: "POST",
        key: config.anonKey,
        bearer: accessToken,
      });
    },

    /**
     * The signed-in user's own new password (PUT /user with their token): Auth signs out every other
     * session of the user and keeps this one.
     */
    updateOwnPassword: async (accessToken: string, password: string) => {
      await call<AuthUser>("/user", {
        method: "PUT",
        key: config.anonKey,
        bearer: accessToken,
        body: { password },
      });
    },

    adminUpdateUser: (userId: string, attributes: Record<string, unknown>) =>
      call<AuthUser>(`/admin/users/${encodeURIComponent(userId)}`, {
        method: "PUT",
        key: config.serviceRoleKey,
        body: attributes,
      }),

    /** Deletes the user with everything keyed to them (the database cascades); a missing user is fine. */
    /** True when this call deleted the user; false when they were already gone (a repeat). */
    adminDeleteUser: async (userId: string): Promise<boolean> => {
      try {
        await call<unknown>(`/admin/users/${encodeURIComponent(userId)}`, {
          method: "DELETE",
          key: config.serviceRoleKey,
          body: { should_soft_delete: false },
        });
        return true;
      } catch (error) {
        if (error instanceof AuthServiceError && error.status === 404) return false;
        throw error;
      }
    },

    /** Where the browser goes to sign in with Google; Auth redirects back to `redirectTo` with a PKCE code. */
    googleAuthorizeUrl: (redirectTo: string, codeChallenge: string) =>
      `${base}/authorize?${new URLSearchParams({
        provider: "google",
        redirect_to: redirectTo,
        code_challenge: codeChallenge,
        code_challenge_method: "s256",
      })}`,
  };
}

export const isSession = (value: unknown): value is AuthSession =>
  typeof value === "object" &&
  value !== null &&
  typeof (value as AuthSession).access_token === "string" &&
  typeof (value as AuthSession).refresh_token === "string";

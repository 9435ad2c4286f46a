// What every route module gets: the superuser pool for reads, the GoTrue-role transaction runner for
// writes, the token service and the stack context.
import type { Sql } from "postgres";
import type { ServiceContext } from "../context.ts";
import type { AuthDb } from "./db.ts";
import type { IpLimiter } from "./rate-limits.ts";
import type { AuthSettings } from "./settings.ts";
import type { TokenService } from "./tokens.ts";

export interface AuthDeps {
  ctx: ServiceContext;
  sql: Sql;
  tx: AuthDb;
  tokens: TokenService;
  settings: AuthSettings;
  /** GoTrue's per-IP limits (rate-limits.ts). */
  limits: { signInSignUps: IpLimiter; tokenRefresh: IpLimiter };
}

// What every route module gets: the superuser pool for reads, the GoTrue-role transaction runner for
// writes, the token service and the stack context.
import type { Sql } from "postgres";
import type { ServiceContext } from "../context.ts";
import type { AuthDb } from "./db.ts";
import type { TokenService } from "./tokens.ts";

export interface AuthDeps {
  ctx: ServiceContext;
  sql: Sql;
  tx: AuthDb;
  tokens: TokenService;
}

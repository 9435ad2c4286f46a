// Shared settings of the local Supabase-compatible stack. Ports follow the Supabase CLI's local
// defaults; tests pass their own (free) ports and data directory so they never touch `.data/`.
import path from "node:path";

export interface StackPorts {
  /** API gateway: /auth/v1, /storage/v1, /functions/v1 (Supabase CLI default 54321). */
  gateway: number;
  /** PostgreSQL (CLI default 54322). */
  db: number;
  /** Mail catcher web inbox + JSON API (CLI's Mailpit default 54324). */
  inbox: number;
  /** Mail catcher SMTP (CLI's Mailpit SMTP default 54325). */
  smtp: number;
  /** Web app (Vite dev server or the production static server). */
  web: number;
}

export interface StackConfig {
  /** Everything the stack writes: Postgres cluster, storage bytes, signing key. Git-ignored. */
  dataDir: string;
  ports: StackPorts;
  /** Host every service binds to and every URL names. */
  host: string;
}

export const projectRoot = path.resolve(import.meta.dirname, "..");

export function defaultConfig(env: NodeJS.ProcessEnv = process.env): StackConfig {
  return {
    dataDir: path.resolve(projectRoot, env.PAISA_DATA_DIR ?? ".data"),
    host: "127.0.0.1",
    // Each port can be moved by env (README "Environment overrides"), e.g. to run two stacks.
    ports: {
      gateway: Number(env.PAISA_GATEWAY_PORT || 54321),
      db: Number(env.PAISA_DB_PORT || 54322),
      inbox: Number(env.PAISA_INBOX_PORT || 54324),
      smtp: Number(env.PAISA_SMTP_PORT || 54325),
      web: Number(env.PORT || 5173),
    },
  };
}

export const urlsOf = (config: StackConfig) => ({
  gateway: `http://${config.host}:${config.ports.gateway}`,
  db: `postgresql://postgres:postgres@${config.host}:${config.ports.db}/postgres`,
  inbox: `http://${config.host}:${config.ports.inbox}`,
  web: `http://localhost:${config.ports.web}`,
});

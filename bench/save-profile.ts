// Where a save's time goes inside Postgres (docs/api.md "Issue 23's figures, sixth pass: the save"):
// one signed-in user saves expenses one after another through the function, and Postgres counts the
// time of every function and trigger function they run (`track_functions = all`, set on the bench's
// throw-away stack only). Printed per save, the dearest first, with the CPU each process spent.
import type postgres from "postgres";

export interface SaveProfile {
  saves: number;
  msPerSave: number;
  cpuMsPerSave?: { postgres: number; deno: number };
  /** Per save: how often each function ran, its time with what it called, and its own. */
  functions: { name: string; calls: number; totalMs: number; selfMs: number }[];
}

interface ProfileOptions {
  sql: postgres.Sql;
  apiBase: string;
  token: string;
  /** The body of one save. */
  expense: () => string;
  saves?: number;
  /** CPU milliseconds Postgres and the function have used so far, when the bench can read them. */
  cpuMs?: () => { postgres: number; deno: number } | undefined;
  log: (line: string) => void;
}

const WARM_UP = 100;
// A backend sends its counts at the end of a transaction at most once a second, and an idle one after
// 10 s (Postgres' PGSTAT_IDLE_INTERVAL): waiting longer, every count of the saves before is in.
const STATS_SENT_MS = 11_000;
const per = (value: number, saves: number) => Math.round((value / saves) * 1000) / 1000;

export async function measureSaveProfile(options: ProfileOptions): Promise<SaveProfile> {
  const { sql, apiBase, token, expense, log } = options;
  const saves = options.saves ?? 2_000;
  const save = async () => {
    const response = await fetch(`${apiBase}/expenses`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: expense(),
    });
    const body = await response.text();
    if (response.status !== 201) throw new Error(`a save answered ${response.status}: ${body}`);
  };

  await sql`alter system set track_functions = 'all'`;
  await sql`select pg_reload_conf()`;
  for (let i = 0; i < WARM_UP; i++) await save();
  await new Promise((resolve) => setTimeout(resolve, STATS_SENT_MS));
  await sql`select pg_stat_reset()`;
  const cpuBefore = options.cpuMs?.();
  const started = performance.now();
  for (let i = 0; i < saves; i++) await save();
  const msPerSave = per(performance.now() - started, saves);
  const cpuAfter = options.cpuMs?.();
  await new Promise((resolve) => setTimeout(resolve, STATS_SENT_MS));

  const rows = await sql<{ name: string; calls: string; total: number; self: number }[]>`
    select schemaname || '.' || funcname as name, calls, total_time as total, self_time as self
    from pg_stat_user_functions
    where calls > 0
    order by total_time desc`;
  await sql`alter system reset track_functions`;
  await sql`select pg_reload_conf()`;

  const profile: SaveProfile = {
    saves,
    msPerSave,
    cpuMsPerSave:
      cpuBefore && cpuAfter
        ? {
            postgres: per(cpuAfter.postgres - cpuBefore.postgres, saves),
            deno: per(cpuAfter.deno - cpuBefore.deno, saves),
          }
        : undefined,
    functions: rows.map((row) => ({
      name: row.name,
      calls: per(Number(row.calls), saves),
      totalMs: per(row.total, saves),
      selfMs: per(row.self, saves),
    })),
  };
  log(
    `save profile: ${saves} saves one after another, ${msPerSave} ms a save` +
      (profile.cpuMsPerSave
        ? `; CPU per save: Postgres ${profile.cpuMsPerSave.postgres} ms, Deno ${profile.cpuMsPerSave.deno} ms`
        : ""),
  );
  for (const row of profile.functions) {
    log(
      `  ${row.name.padEnd(44)} ${String(row.calls).padStart(5)} calls  ${row.totalMs.toFixed(3)} ms with callees, ${row.selfMs.toFixed(3)} ms own, per save`,
    );
  }
  return profile;
}

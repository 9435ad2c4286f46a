// `npm run bench`: starts a throw-away local stack, seeds users, and measures the API with
// autocannon on loopback. Prints req/s, p50 and p99 per scenario and writes bench/results.json.
// First, the capture figures (bench/capture.ts): message parser speed and accuracy, receipt OCR
// time and bytes. BENCH_ONLY=capture stops after those; BENCH_ONLY=money measures only the
// history, search, export and import figures; BENCH_ONLY=realtime only live updates (bench/realtime.ts);
// BENCH_ONLY=receipt-photos only the receipt photos' totals and seconds (bench/capture.ts);
// BENCH_ONLY=imports only hostile import files against other users' requests (bench/import-load.ts);
// BENCH_ONLY=api only daily-limit through the function next to Postgres' own rate for the same
// transaction (bench/postgres-daily-limit.ts), and their ratio; BENCH_ONLY=households only a household's
// balances and list, and a member's home with shares against one without (bench/households.ts);
// BENCH_ONLY=save only where a save's time goes in Postgres, function by function (bench/save-profile.ts).
// Figures, not pass/fail: the machine is shared, so compare runs on the same machine only.
import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import postgres from "postgres";
import { projectRoot } from "../local/config.ts";
import { freePort } from "../local/ports.ts";
import { functionEnv } from "../local/stack.ts";
import { indianClock } from "../supabase/functions/_shared/calendar/indian-day.ts";
import { searchTerms } from "../supabase/functions/_shared/contract/expense-search.ts";
import { indexOrderSettings } from "../supabase/functions/api/db/with-user.ts";
import { GATEWAY_SECRET_HEADER } from "../supabase/functions/api/http/client-ip.ts";
import { type ExpenseCursor, encodeCursor } from "../supabase/functions/api/http/cursor.ts";
import { startTestStack } from "../tests/setup/test-stack.ts";
import { captureFigures, receiptPhotoFigures } from "./capture.ts";
import { measureHouseholds } from "./households.ts";
import { type ImportLoadFigure, measureImportLoad } from "./import-load.ts";
import { measurePostgresDailyLimit, type PostgresRateFigure } from "./postgres-daily-limit.ts";
import { measureRealtime, type RealtimeFigures } from "./realtime.ts";
import { measureSaveProfile, type SaveProfile } from "./save-profile.ts";

const HEAVY_EXPENSES = 100_000;
const EXPORT_EXPENSES = 50_000;
const IMPORT_ROWS = 10_000;
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const PARTS = [
  "capture",
  "receipt-photos",
  "api",
  "save",
  "realtime",
  "money",
  "imports",
  "households",
] as const;
type Part = (typeof PARTS)[number];
const ONLY = process.env.BENCH_ONLY as Part | undefined;
if (ONLY !== undefined && !PARTS.includes(ONLY)) {
  throw new Error(`BENCH_ONLY=${ONLY} is not a part of the bench; one of: ${PARTS.join(", ")}`);
}
/** Whether this run measures `part`: every part without BENCH_ONLY, otherwise that one alone. */
const runs = (part: Part) => ONLY === undefined || ONLY === part;
// 50 users for the figures of many at once; the money figures need only the heavy user and the
// exporter, the import load one bystander, the households and the save their own users.
const USERS = runs("api") || runs("realtime") ? 50 : 2;

interface Figure {
  scenario: string;
  target: string;
  connections: number;
  reqPerSec: number;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
  goal?: string;
  /** Where the CPU went, per request (2 cores = 2,000 ms of CPU per second in total). */
  cpu?: CpuSplit;
}

const log = (line: string) => console.log(`[bench] ${line}`);

/** CPU milliseconds used so far by a process (and its reaped children), from /proc/<pid>/stat. */
function processCpuMs(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    // After the command: state(0) ppid(1) … utime(11) stime(12) cutime(13) cstime(14), in clock ticks (100 Hz).
    return [11, 12, 13, 14].reduce((sum, i) => sum + Number(fields[i] ?? 0), 0) * 10;
  } catch {
    return 0;
  }
}

/** The postmaster whose command line names `dataDir`, and all its backends. */
function postgresPids(dataDir: string): number[] {
  const all = readdirSync("/proc").filter((name) => /^\d+$/.test(name));
  const parentOf = new Map<number, number>();
  let postmaster: number | undefined;
  for (const name of all) {
    try {
      const pid = Number(name);
      const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
      parentOf.set(pid, Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]));
      if (readFileSync(`/proc/${pid}/cmdline`, "utf8").includes(dataDir) && /postgres/.test(stat))
        postmaster ??= pid;
    } catch {
      // the process ended while we looked
    }
  }
  if (postmaster === undefined) return [];
  return [postmaster, ...[...parentOf].filter(([, parent]) => parent === postmaster).map(([pid]) => pid)];
}

interface CpuSplit {
  denoMsPerRequest: number;
  postgresMsPerRequest: number;
  loadGeneratorMsPerRequest: number;
}

const round2 = (n: number) => Math.round(n * 100) / 100;
let cpuProbe: { denoPid: number; dataDir: string } | undefined;

/**
 * CPU milliseconds used so far by the direct Deno process and by Postgres: the postmaster (with the
 * backends it has reaped) and the backends alive now, so one started during a measurement counts too.
 * Undefined without a probe.
 */
function cpuNow(): { deno: number; postgres: number } | undefined {
  const probe = cpuProbe;
  if (!probe) return undefined;
  return {
    deno: processCpuMs(probe.denoPid),
    postgres: postgresPids(probe.dataDir).reduce((sum, pid) => sum + processCpuMs(pid), 0),
  };
}

// The seeding passes for the gateway, so the function takes its X-Forwarded-For (http/client-ip.ts).
const gatewaySecret = randomBytes(32).toString("base64url");

/** Our own Deno process for the api function, so the direct figures exclude the Node gateway. */
async function startDirectApi(env: Record<string, string>): Promise<{ origin: string; child: ChildProcess }> {
  const port = await freePort();
  const folder = path.join(projectRoot, "supabase/functions/api");
  const child = spawn(
    path.join(projectRoot, "node_modules/.bin/deno"),
    [
      "run",
      "--allow-net",
      "--allow-env",
      "--allow-read",
      "--allow-sys",
      "--no-prompt",
      "--config",
      path.join(folder, "deno.json"),
      path.join(folder, "index.ts"),
    ],
    {
      cwd: folder,
      env: { ...process.env, ...env, PORT: String(port), NO_COLOR: "1", GATEWAY_SECRET: gatewaySecret },
      stdio: "ignore",
    },
  );
  const origin = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`${origin}/api/health`)).ok) return { origin, child };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill();
  throw new Error("the api function did not start within 60 s");
}

async function signUp(apiBase: string, i: number): Promise<{ id: string; token: string }> {
  const response = await fetch(`${apiBase}/auth/signup`, {
    method: "POST",
    // Distinct client addresses: the sign-up limit per IP would otherwise stop the seeding at 20.
    headers: {
      "Content-Type": "application/json",
      "X-Forwarded-For": `10.0.${Math.floor(i / 250)}.${i % 250}`,
      [GATEWAY_SECRET_HEADER]: gatewaySecret,
    },
    body: JSON.stringify({
      email: `bench-${i}-${Date.now()}@example.test`,
      password: "bench-pass-1",
      username: `bench${i}x${Date.now().toString(36)}`,
      country: "India",
      adultConfirmed: true,
    }),
  });
  const body = (await response.json()) as { user: { id: string }; session: { access_token: string } };
  if (response.status !== 201)
    throw new Error(`sign-up ${i} failed: ${response.status} ${JSON.stringify(body)}`);
  return { id: body.user.id, token: body.session.access_token };
}

async function measure(
  scenario: string,
  target: string,
  url: string,
  tokens: string[],
  options: { method?: string; body?: () => string; connections?: number; goal?: string } = {},
): Promise<Figure> {
  let next = 0;
  const cpuBefore = cpuNow();
  const selfBefore = process.cpuUsage();
  const connections = options.connections ?? tokens.length;
  const result = await autocannon({
    url,
    connections,
    duration: DURATION_S,
    requests: [
      {
        method: options.method ?? "GET",
        setupRequest: (request, context) => {
          // Each connection keeps one user's token: `connections` signed-in users in parallel.
          context.token ??= tokens[next++ % tokens.length];
          return {
            ...request,
            headers: {
              ...request.headers,
              authorization: `Bearer ${context.token as string}`,
              ...(options.body ? { "content-type": "application/json" } : {}),
            },
            body: options.body?.(),
          };
        },
      },
    ],
  });
  const total = Math.max(1, result.requests.total);
  const self = process.cpuUsage(selfBefore);
  const cpuAfter = cpuNow();
  const cpu: CpuSplit | undefined =
    cpuBefore && cpuAfter
      ? {
          denoMsPerRequest: round2((cpuAfter.deno - cpuBefore.deno) / total),
          postgresMsPerRequest: round2((cpuAfter.postgres - cpuBefore.postgres) / total),
          loadGeneratorMsPerRequest: round2((self.user + self.system) / 1000 / total),
        }
      : undefined;
  const figure: Figure = {
    cpu,
    scenario,
    target,
    connections,
    reqPerSec: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    goal: options.goal,
  };
  log(
    `${scenario.padEnd(34)} ${target.padEnd(8)} ${String(figure.reqPerSec).padStart(6)} req/s  p50 ${figure.p50Ms} ms  p99 ${figure.p99Ms} ms` +
      (figure.non2xx || figure.errors ? `  (non-2xx ${figure.non2xx}, errors ${figure.errors})` : "") +
      (options.goal ? `  [goal ${options.goal}]` : ""),
  );
  if (cpu) {
    log(
      `${"".padEnd(43)} CPU per request: Deno ${cpu.denoMsPerRequest} ms, Postgres ${cpu.postgresMsPerRequest} ms, ` +
        `this Node process (autocannon; gateway + auth when via gateway) ${cpu.loadGeneratorMsPerRequest} ms`,
    );
  }
  return figure;
}

/** Wall time of `run` (a whole request, body read), `times` runs; logs and answers the median. */
async function timed(name: string, times: number, run: () => Promise<void>) {
  const runsMs: number[] = [];
  for (let i = 0; i < times; i++) {
    const started = performance.now();
    await run();
    runsMs.push(Math.round(performance.now() - started));
  }
  const medianMs = [...runsMs].sort((a, b) => a - b)[Math.floor(times / 2)] as number;
  log(`${name.padEnd(44)} median ${medianMs} ms (runs ${runsMs.join(", ")} ms)`);
  return { medianMs, runsMs, detail: "" };
}

/** A bank statement CSV (HDFC's columns) with `rows` withdrawals on distinct minutes over a year. */
function importFile(rows: number): string {
  const lines = ["Date,Narration,Chq./Ref.No.,Value Dt,Withdrawal Amt.,Deposit Amt.,Closing Balance"];
  for (let i = 0; i < rows; i++) {
    const day = new Date(Date.UTC(2025, 0, 1) + (i % 365) * 86_400_000);
    const date = `${String(day.getUTCDate()).padStart(2, "0")}/${String(day.getUTCMonth() + 1).padStart(2, "0")}/${day.getUTCFullYear()}`;
    const hhmm = `${String(Math.floor(i / 365) % 24).padStart(2, "0")}:${String((i * 7) % 60).padStart(2, "0")}`;
    lines.push(
      `${date} ${hhmm},UPI-SWIGGY-SWIGGY8@YBL-ORDER ${i},${600000000000 + i},${date},${(i % 900) + 1}.50,,100000.00`,
    );
  }
  return `${lines.join("\r\n")}\r\n`;
}

/**
 * A statement's time in Postgres (planning + execution, median of 5) as `userId`; `indexOrder` sets up
 * the transaction as the API's list pages do (withUser's `indexOrder`).
 */
async function sqlTime(
  sql: postgres.Sql,
  userId: string,
  statement: string,
  options: { indexOrder?: boolean } = {},
): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < 5; i++) {
    const ms = await sql.begin(async (tx) => {
      await tx`select set_config('role', 'authenticated', true),
                      set_config('request.jwt.claims', ${JSON.stringify({ sub: userId, role: "authenticated" })}, true)
                      ${options.indexOrder ? tx`, ${indexOrderSettings(tx)}` : tx``}`;
      const plan = await tx.unsafe(`explain (analyze, format json) ${statement}`);
      type Explained = [{ "Execution Time": number; "Planning Time": number }];
      const explained = (plan[0] as { "QUERY PLAN": Explained } | undefined)?.["QUERY PLAN"][0];
      if (!explained) throw new Error(`no plan for ${statement}`);
      return explained;
    });
    times.push(ms["Execution Time"] + ms["Planning Time"]);
  }
  return Math.round((times.sort((a, b) => a - b)[2] as number) * 100) / 100;
}

/** Statistics and dirty pages written now, so autovacuum and checkpoints do not land in a scenario. */
async function settle(sql: postgres.Sql): Promise<void> {
  await sql`vacuum analyze`;
  await sql`checkpoint`;
}

async function main() {
  const started = Date.now();
  log(
    `machine: ${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GB; ${DURATION_S} s per scenario`,
  );
  // Logging without typing first, on its own stack (a production build in Chromium).
  if (ONLY === "receipt-photos") {
    const photos = await receiptPhotoFigures(log);
    await writeFile(path.join(projectRoot, "bench/results.json"), `${JSON.stringify({ photos }, null, 2)}\n`);
    return;
  }
  const capture = runs("capture") ? await captureFigures(log) : undefined;
  if (ONLY === "capture") {
    await writeFile(
      path.join(projectRoot, "bench/results.json"),
      `${JSON.stringify({ capture }, null, 2)}\n`,
    );
    return;
  }
  const stack = await startTestStack({ web: false, fastDb: false, quiet: true });
  const direct = await startDirectApi(await functionEnv(stack.config, stack.keys));
  const sql = postgres(stack.urls.db, { max: 4, onnotice: () => {} });
  cpuProbe = direct.child.pid ? { denoPid: direct.child.pid, dataDir: stack.config.dataDir } : undefined;
  const figures: Figure[] = [];
  const sqlFigures: Record<string, number> = {};
  let realtime: RealtimeFigures | undefined;
  let importLoad: ImportLoadFigure[] | undefined;
  let households: Awaited<ReturnType<typeof measureHouseholds>> | undefined;
  let saveProfile: SaveProfile | undefined;
  const postgresDailyLimit: (PostgresRateFigure & { functionShare: number })[] = [];
  const timings: Record<string, { medianMs: number; runsMs: number[]; detail: string }> = {};
  try {
    const directApi = `${direct.origin}/api`;
    const gatewayApi = `${stack.urls.gateway}/functions/v1/api`;
    log(`stack up in ${((Date.now() - started) / 1000).toFixed(1)} s; seeding ${USERS} users`);
    const users: { id: string; token: string }[] = [];
    for (let i = 0; i < USERS; i++) users.push(await signUp(directApi, i));
    const ids = users.map((user) => user.id);
    await sql`insert into public.budgets (user_id, amount) select unnest(${ids}::uuid[]), 30000`;
    // Plain inserts: the expenses triggers run once per statement (daily totals grouped, then the
    // alert check per user and day), so bulk seeding needs no switching off.
    await sql`
      insert into public.expenses (user_id, amount, category, method, spent_at)
      select u, (random() * 500 + 1)::numeric(10, 2), 'Transport', 'manual', now() - (g || ' hours')::interval
      from unnest(${ids}::uuid[]) u, generate_series(1, 40) g`;
    const tokens = users.map((user) => user.token);
    const newExpense = () =>
      JSON.stringify({
        category: "Food & Dining",
        amount: "42.50",
        method: "manual",
        date: new Date().toISOString(),
      });

    // The seeding's writes settled first (statistics, dirty pages), so no scenario pays for them.
    await settle(sql);

    // The general figures (many users at once), unless only one part's figures are wanted.
    if (runs("api")) {
      // With 50 clients the cores decide; with one, each request's own round trips and CPU do.
      for (const connections of ONLY === "api" ? [tokens.length, 1] : [tokens.length]) {
        const dailyLimit = await measure(
          connections === 1
            ? "GET /api/analytics/daily-limit (1 connection)"
            : "GET /api/analytics/daily-limit",
          "direct",
          `${directApi}/analytics/daily-limit`,
          tokens,
          { connections, goal: connections === 1 ? undefined : ">= 1000 req/s, p99 <= 50 ms" },
        );
        figures.push(dailyLimit);
        // Right after it, the same transaction straight at Postgres, and the share the function keeps.
        const own = await measurePostgresDailyLimit({
          dbUrl: stack.urls.db,
          tokens,
          clients: connections,
          durationS: DURATION_S,
        });
        const functionShare = Math.round((dailyLimit.reqPerSec / own.txPerSec) * 1000) / 10;
        postgresDailyLimit.push({ ...own, functionShare });
        log(
          `${"daily-limit transaction".padEnd(34)} ${"postgres".padEnd(8)} ${String(own.txPerSec).padStart(6)} tx/s   p50 ${own.p50Ms} ms  p99 ${own.p99Ms} ms` +
            ` (${own.clients} clients, pool ${own.poolSize}${own.errors ? `, errors ${own.errors}` : ""})`,
        );
        log(
          `daily-limit, ${connections} connection(s): the function reaches ${functionShare} % of Postgres' rate, p99 ${dailyLimit.p99Ms} ms` +
            (connections === 1 ? "" : "  [goal >= 50 %, p99 <= 50 ms]"),
        );
      }
    }
    // The other general figures: the whole bench only.
    if (ONLY === undefined) {
      figures.push(
        await measure("GET /api/expenses?limit=10", "direct", `${directApi}/expenses?limit=10`, tokens),
        await measure("POST /api/expenses", "direct", `${directApi}/expenses`, tokens, {
          method: "POST",
          body: newExpense,
          goal: ">= 300 req/s, p99 <= 100 ms",
        }),
        // One save at a time: the fixed cost of a save, without queueing for the cores.
        await measure("POST /api/expenses (1 connection)", "direct", `${directApi}/expenses`, tokens, {
          method: "POST",
          body: newExpense,
          connections: 1,
        }),
        await measure(
          "GET /api/analytics/daily-limit",
          "gateway",
          `${gatewayApi}/analytics/daily-limit`,
          tokens,
        ),
      );
    }

    // Where one save's time goes in Postgres, function by function, for a user of its own.
    if (runs("save")) {
      const saver = await signUp(directApi, 3_000);
      await sql`insert into public.budgets (user_id, amount) values (${saver.id}, 30000)`;
      saveProfile = await measureSaveProfile({
        sql,
        apiBase: directApi,
        token: saver.token,
        expense: newExpense,
        cpuMs: cpuNow,
        log,
      });
    }

    // Live updates instead of polling: idle dashboards and change-to-screen latency (bench/realtime.ts).
    if (runs("realtime")) {
      realtime = await measureRealtime({
        gatewayUrl: stack.urls.gateway,
        apiBase: directApi,
        keys: stack.keys,
        users,
        pollCpuMsPerRequest: (() => {
          const cpu = figures.find(
            (f) => f.scenario === "GET /api/analytics/daily-limit" && f.target === "direct",
          )?.cpu;
          return cpu ? cpu.denoMsPerRequest + cpu.postgresMsPerRequest : undefined;
        })(),
        log,
      });
    }

    // The heavy user's analytics, history, export and import.
    if (runs("money")) {
      log(`one user with ${HEAVY_EXPENSES.toLocaleString("en-IN")} expenses this month`);
      const heavy = users[0] as { id: string; token: string };
      // Descriptions as people write them: one in ten a Swiggy order, one in a thousand a biryani party
      // (a rare search), the rest everyday spending.
      await sql`
      insert into public.expenses (user_id, amount, category, method, description, spent_at)
      select ${heavy.id}, (random() * 900 + 1)::numeric(10, 2),
             (array['Food & Dining','Transport','Groceries','Shopping','Petrol','Rent'])[1 + g % 6], 'manual',
             case when g % 1000 = 0 then 'Biryani party'
               else (array['Swiggy dinner','Zomato lunch','Uber ride','Ola auto','BigBasket order','Amazon purchase',
                           'HP petrol','Chai tapri','Metro card','Kirana store'])[1 + g % 10] || ' ' || g end,
             private.ist_start_of(date_trunc('month', private.ist_today())::date)
               + random() * (now() - private.ist_start_of(date_trunc('month', private.ist_today())::date))
      from generate_series(1, ${HEAVY_EXPENSES}) g`;
      await settle(sql);
      if (ONLY === undefined) {
        const { year, month } = indianClock(new Date());
        for (const [name, pathAndQuery] of [
          ["GET /api/analytics/spending (month)", "/analytics/spending"],
          [`GET /api/analytics/month-summary`, `/analytics/month-summary?year=${year}&month=${month}`],
        ] as const) {
          figures.push(
            await measure(name, "direct", `${directApi}${pathAndQuery}`, [heavy.token], {
              connections: 1,
              goal: "<= 20 ms",
            }),
          );
        }
        sqlFigures["spending_in_month (SQL, 100k)"] = await sqlTime(
          sql,
          heavy.id,
          `select * from public.spending_in_month(${year}, ${month})`,
        );
        sqlFigures["month_expense_dates (SQL, 100k)"] = await sqlTime(
          sql,
          heavy.id,
          `select public.month_expense_dates(${year}, ${month})`,
        );
        sqlFigures["daily_limit_status (SQL, 100k)"] = await sqlTime(
          sql,
          heavy.id,
          "select * from public.daily_limit_status()",
        );
        // Saving one expense as that user: the insert and its triggers (daily totals, alert check).
        sqlFigures["insert one expense (SQL with triggers, 100k)"] = await sqlTime(
          sql,
          heavy.id,
          `insert into public.expenses (amount, category, spent_at) values (42.50, 'Food & Dining', now())`,
        );
        // For comparison, what the functions did before the daily totals: sum every expense of the month.
        sqlFigures["before: month summed from expenses (100k)"] = await sqlTime(
          sql,
          heavy.id,
          `select sum(spent), jsonb_object_agg(category, spent) from (
         select category, sum(amount) as spent from public.expenses
         where user_id = (select auth.uid())
           and spent_at >= private.ist_start_of(make_date(${year}, ${month}, 1))
           and spent_at < private.ist_start_of((make_date(${year}, ${month}, 1) + interval '1 month')::date)
         group by category) c`,
        );
      }
      // History over the same 100,000 expenses: keyset pages (the first, and one 50,000 rows deep) and
      // the description search (a common and a rare word), one connection so p99 is the request's own.
      const [deep] = await sql<{ spentAt: string; createdAt: string; id: string }[]>`
      select to_char(spent_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as "spentAt",
        to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as "createdAt", id::text
      from public.expenses where user_id = ${heavy.id}
      order by spent_at desc, created_at desc, id desc offset 50000 limit 1`;
      const deepCursor = encodeCursor(deep as ExpenseCursor);
      for (const [name, pathAndQuery] of [
        ["history page (first 50 of 100k)", "/expenses?limit=50"],
        ["history page (50 after row 50,000)", `/expenses?limit=50&before=${deepCursor}`],
        ["history search q=swig (10% of rows)", "/expenses?limit=50&q=swig"],
        ["history search q=biryani (0.1%)", "/expenses?limit=50&q=biryani"],
        ["history search q=560 (an amount, or text holding it)", "/expenses?limit=50&q=560"],
        [
          "history search q=राशन biryani (a Hindi label and a rare word)",
          `/expenses?limit=50&q=${encodeURIComponent("राशन biryani")}`,
        ],
        ["history summary q=swig (count, total)", "/expenses/summary?q=swig"],
      ] as const) {
        figures.push(
          await measure(`GET ${name}`, "direct", `${directApi}${pathAndQuery}`, [heavy.token], {
            connections: 1,
            goal: name.startsWith("history summary") ? undefined : "p99 <= 30 ms",
          }),
        );
      }
      sqlFigures["history page after row 50,000 (SQL, 100k)"] = await sqlTime(
        sql,
        heavy.id,
        `select id from public.expenses e where e.user_id = (select auth.uid())
         and (e.spent_at, e.created_at, e.id) < ('${deep?.spentAt}'::timestamptz, '${deep?.createdAt}'::timestamptz, '${deep?.id}'::uuid)
       order by e.spent_at desc, e.created_at desc, e.id desc limit 51`,
        // As the API reads a list page: in index order, whatever the statistics say.
        { indexOrder: true },
      );
      sqlFigures["history search biryani (SQL, 100k)"] = await sqlTime(
        sql,
        heavy.id,
        `select id from private.search_expenses('${JSON.stringify(searchTerms("biryani"))}'::jsonb, null, null, null, null, null, null, null, null, 51)`,
      );
      // For comparison, the same search under row-level security, where ilike cannot use the index.
      sqlFigures["before: search biryani under RLS (100k)"] = await sqlTime(
        sql,
        heavy.id,
        `select id from public.expenses e where e.user_id = (select auth.uid())
         and private.expense_search_text(e.description, e.merchant_key, e.category, e.paid_with) ilike '%biryani%'
       order by e.spent_at desc, e.created_at desc, e.id desc limit 51`,
      );

      for (const [name, ms] of Object.entries(sqlFigures)) log(`${name.padEnd(44)} ${ms} ms in Postgres`);

      // Export and import end to end through the direct function: median of three.
      const exporter = users[1] as { id: string; token: string };
      const [{ has } = { has: 0 }] = await sql<{ has: number }[]>`
      select count(*)::int as has from public.expenses where user_id = ${exporter.id}`;
      await sql`
      insert into public.expenses (user_id, amount, category, method, description, paid_with, spent_at)
      select ${exporter.id}, (random() * 900 + 1)::numeric(10, 2),
             (array['Food & Dining','Transport','Groceries','Shopping','Petrol','Rent'])[1 + g % 6], 'manual',
             'Expense number ' || g || ', with a comma', (array['upi','cash','card',null])[1 + g % 4],
             now() - make_interval(mins => g * 7)
      from generate_series(1, ${EXPORT_EXPENSES - has}) g`;
      let exportBytes = 0;
      timings.export = await timed(
        `export of ${EXPORT_EXPENSES.toLocaleString("en-IN")} rows`,
        3,
        async () => {
          const response = await fetch(`${directApi}/expenses/export`, {
            headers: { authorization: `Bearer ${exporter.token}` },
          });
          exportBytes = (await response.arrayBuffer()).byteLength;
          if (!response.ok) throw new Error(`export answered ${response.status}`);
        },
      );
      timings.export.detail = `${(exportBytes / 2 ** 20).toFixed(1)} MB, goal <= 3 s`;

      const importCsv = importFile(IMPORT_ROWS);
      const importers: { id: string; token: string }[] = [];
      for (let i = 0; i < 6; i++) importers.push(await signUp(directApi, USERS + i));
      const upload = (route: string, token: string) => {
        const form = new FormData();
        form.append("file", new File([importCsv], "statement.csv", { type: "text/csv" }));
        return fetch(`${directApi}${route}`, {
          method: "POST",
          headers: { authorization: `Bearer ${token}` },
          body: form,
        });
      };
      let previewRun = 0;
      timings.importPreview = await timed(
        `import preview of ${IMPORT_ROWS.toLocaleString("en-IN")} rows`,
        3,
        async () => {
          const response = await upload(
            "/imports/preview",
            (importers[previewRun++] as { token: string }).token,
          );
          if (!response.ok) throw new Error(`preview answered ${response.status}: ${await response.text()}`);
          await response.arrayBuffer();
        },
      );
      let importRun = 3;
      timings.import = await timed(`import of ${IMPORT_ROWS.toLocaleString("en-IN")} rows`, 3, async () => {
        const response = await upload("/imports", (importers[importRun++] as { token: string }).token);
        const body = (await response.json()) as { recordsImported?: number };
        if (response.status !== 201 || body.recordsImported !== IMPORT_ROWS) {
          throw new Error(`import answered ${response.status}: ${JSON.stringify(body)}`);
        }
      });
      timings.importPreview.detail = `${(importCsv.length / 2 ** 20).toFixed(1)} MB file`;
      timings.import.detail = `${(importCsv.length / 2 ** 20).toFixed(1)} MB file, goal <= 10 s`;
    }

    // Hostile import files from one user while another uses the app (bench/import-load.ts).
    if (runs("imports")) {
      let uploaders = 0;
      importLoad = await measureImportLoad({
        apiBase: directApi,
        newUser: () => signUp(directApi, 1_000 + uploaders++),
        bystander: users[USERS - 1] as { id: string; token: string },
        statement: importFile,
        log,
      });
    }

    // A household's balances and list, and a member's home with shares (bench/households.ts). Last:
    // its 10,000 shared expenses would otherwise leave autovacuum and checkpoints working through the
    // other scenarios (counted in their Postgres CPU) and change the statistics they are planned with.
    if (runs("households")) {
      let members = 0;
      households = await measureHouseholds({
        sql,
        directApi,
        newUser: () => signUp(directApi, 2_000 + members++),
        measure: async (scenario, url, token, goal) => {
          const figure = await measure(scenario, "direct", url, [token], { connections: 1, goal });
          figures.push(figure);
          return figure;
        },
        sqlTime: (userId, statement) => sqlTime(sql, userId, statement),
        log,
      });
    }

    const output = {
      measuredAt: new Date().toISOString(),
      machine: { cores: os.cpus().length, model: os.cpus()[0]?.model, node: process.version },
      durationSecondsPerScenario: DURATION_S,
      loadAverageAtEnd: os.loadavg(),
      note:
        "direct = our Deno process on loopback; gateway = through the local Node gateway (extra proxy hop). " +
        "cpu = CPU ms per request of the direct Deno process, all Postgres processes, and this Node process " +
        "(autocannon, plus the in-process gateway and auth stand-in for the gateway scenario; the gateway " +
        "scenario's Deno is the stack's own process, not measured).",
      figures,
      postgresDailyLimit,
      postgresMs: sqlFigures,
      capture,
      endToEndMs: timings,
      realtime,
      importLoad,
      households,
      saveProfile,
    };
    await writeFile(path.join(projectRoot, "bench/results.json"), `${JSON.stringify(output, null, 2)}\n`);
    log("wrote bench/results.json");
  } finally {
    await sql.end();
    direct.child.kill();
    await stack.dispose();
  }
}

await main();

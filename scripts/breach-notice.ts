// `npx tsx scripts/breach-notice.ts --kinds expenses,receipts --from <ISO> --to <ISO> --facts facts.json
//   [--rows existing|created] [--out dir]` (docs/security.md "Tell"): lists the users a breach touched
// and drafts each one's notice in their language (English or Hindi) from the templates in
// supabase/functions/api/mail/breach-notice.ts. Nothing is sent: the drafts are written as files (or
// printed) for a person to check and send. The database is SUPABASE_DB_URL, else the local stack's.
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import postgres from "postgres";
import { z } from "zod";
import { defaultConfig, urlsOf } from "../local/config.ts";
import {
  BREACH_DATA_KINDS,
  type BreachFacts,
  breachNotice,
} from "../supabase/functions/api/mail/breach-notice.ts";
import { affectedUsers } from "./breach-affected-users.ts";

const USAGE =
  "Usage: npx tsx scripts/breach-notice.ts --kinds expenses,receipts --from <ISO date-time> " +
  "--to <ISO date-time> --facts facts.json [--rows existing|created] [--out drafts/]";

const instant = z.iso.datetime({ offset: true }).transform((value) => new Date(value));
const bilingual = z.object({ en: z.string().min(1), hi: z.string().min(1) });
const factsFile = z.object({
  discoveredAt: instant,
  what: bilingual,
  measures: bilingual,
  contact: z.string().min(3),
});
const options = z.object({
  kinds: z
    .string()
    .transform((value) => value.split(",").map((kind) => kind.trim()))
    .pipe(z.array(z.enum(BREACH_DATA_KINDS)).min(1)),
  from: instant,
  to: instant,
  facts: z.string().min(1),
  rows: z.enum(["existing", "created"]).default("existing"),
  out: z.string().optional(),
});

async function main(argv: string[]): Promise<number> {
  const { values } = parseArgs({
    args: argv,
    options: {
      kinds: { type: "string" },
      from: { type: "string" },
      to: { type: "string" },
      facts: { type: "string" },
      rows: { type: "string" },
      out: { type: "string" },
    },
  });
  const parsed = options.safeParse(values);
  if (!parsed.success) {
    console.error(
      `${parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`).join("\n")}\n${USAGE}`,
    );
    return 2;
  }
  const input = parsed.data;
  const written = factsFile.safeParse(JSON.parse(readFileSync(input.facts, "utf8")));
  if (!written.success) {
    console.error(
      `${input.facts}: ${written.error.issues[0]?.path.join(".")} ${written.error.issues[0]?.message}`,
    );
    return 2;
  }
  const facts: BreachFacts = { ...written.data, from: input.from, to: input.to };
  const dbUrl = process.env.SUPABASE_DB_URL ?? urlsOf(defaultConfig()).db;
  const sql = postgres(dbUrl, { max: 1, onnotice: () => {} });
  try {
    const users = await affectedUsers(sql, {
      kinds: input.kinds,
      from: input.from,
      to: input.to,
      rows: input.rows,
    });
    console.log(`${users.length} affected user(s) (${input.kinds.join(", ")}, ${input.rows} rows):`);
    for (const user of users) {
      const counts = Object.entries(user.kinds).map(([kind, n]) => `${kind} ${n}`);
      console.log(`${user.email}\t${user.language ?? "en"}\t${counts.join(", ")}`);
    }
    if (input.out) mkdirSync(input.out, { recursive: true });
    for (const user of users) {
      const notice = breachNotice(user, facts);
      const draft = `To: ${notice.to}\nSubject: ${notice.subject}\n\n${notice.text}\n`;
      if (input.out) writeFileSync(join(input.out, `${user.userId}.txt`), draft);
      else console.log(`\n----\n${draft}`);
    }
    return 0;
  } finally {
    await sql.end();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.exitCode = await main(process.argv.slice(2));
}

// The Realtime stand-in's source of changes: logical replication of the `supabase_realtime`
// publication (pgoutput), read over a replication connection with a temporary slot, as hosted Realtime
// reads the same publication. A temporary slot vanishes with its connection, so a stopped stack never
// leaves Postgres holding WAL for it. The stream reconnects by itself (with a new slot) after a drop.
import type { Duplex } from "node:stream";
import postgres from "postgres";
import {
  decodePgOutput,
  decodeReplicationFrame,
  parseLsn,
  type Relation,
  standbyStatusUpdate,
  type TupleValue,
} from "./pgoutput.ts";

export type ChangeAction = "INSERT" | "UPDATE" | "DELETE";

/** One row change, with every column's text value by name (null = NULL, undefined = not sent). */
export interface RowChange {
  schema: string;
  table: string;
  action: ChangeAction;
  relation: Relation;
  /** The new row (INSERT, UPDATE). */
  record: Record<string, TupleValue> | null;
  /** The old row (UPDATE when the key changed or the identity is full; DELETE: key or full row). */
  oldRecord: Record<string, TupleValue> | null;
  commitTime: Date;
  /** The transaction's id (32 bits, as replication sends it). */
  xid: number;
}

export interface ReplicationOptions {
  dbUrl: string;
  publication: string;
  /** Called once per committed transaction, in commit order. */
  onTransaction: (changes: RowChange[]) => void;
  /** Called when the stream comes up (true) or drops (false). */
  onStatus?: (streaming: boolean) => void;
  log?: (line: string) => void;
}

export interface ReplicationStream {
  readonly streaming: boolean;
  stop(): Promise<void>;
}

const byName = (relation: Relation, tuple: TupleValue[]): Record<string, TupleValue> =>
  Object.fromEntries(relation.columns.map((column, i) => [column.name, tuple[i]]));

/** Retry delays after a failed start or a dropped stream. */
const RETRY_MS = [250, 1000, 2000, 5000];
/** Confirm progress this often even when the server does not ask, so WAL can be recycled. */
const STATUS_EVERY_MS = 10_000;

export function startReplication(options: ReplicationOptions): ReplicationStream {
  const log = options.log ?? (() => {});
  let stopped = false;
  let streaming = false;
  let attempt = 0;
  let current: { sql: postgres.Sql; stream?: Duplex } | undefined;
  let wake: (() => void) | undefined;
  let running: Promise<void> = Promise.resolve();

  const setStreaming = (value: boolean) => {
    if (streaming === value) return;
    streaming = value;
    options.onStatus?.(value);
  };

  async function connect(): Promise<void> {
    const sql = postgres(options.dbUrl, {
      max: 1,
      fetch_types: false,
      idle_timeout: 0,
      max_lifetime: null,
      onnotice: () => {},
      connection: { replication: "database" } as Record<string, string>,
      no_subscribe: true,
    } as postgres.Options<Record<string, postgres.PostgresType>>);
    current = { sql };
    const slot = `paisa_realtime_${process.pid}_${Date.now().toString(36)}`;
    const [created] = await sql.unsafe<{ consistent_point: string }[]>(
      `CREATE_REPLICATION_SLOT ${slot} TEMPORARY LOGICAL pgoutput NOEXPORT_SNAPSHOT`,
    );
    const startLsn = created?.consistent_point ?? "0/0";
    let confirmedLsn = parseLsn(startLsn);
    const publication = options.publication.replace(/'/g, "''");
    // postgres.js answers START_REPLICATION (CopyBoth) with a Duplex: frames in, status updates out.
    const stream = (await sql
      .unsafe(
        `START_REPLICATION SLOT ${slot} LOGICAL ${startLsn} (proto_version '1', publication_names '${publication}')`,
      )
      .writable()) as unknown as Duplex;
    if (stopped) {
      stream.destroy();
      return;
    }
    current.stream = stream;

    const relations = new Map<number, Relation>();
    let pending: RowChange[] = [];
    let xid = 0;
    const reply = () => {
      if (!stream.destroyed) stream.write(standbyStatusUpdate(confirmedLsn));
    };
    const statusTimer = setInterval(reply, STATUS_EVERY_MS);

    stream.on("data", (frame: Buffer) => {
      const decoded = decodeReplicationFrame(frame);
      if (decoded.kind === "keepalive") {
        // Nothing in flight: everything the server has sent so far is processed.
        if (pending.length === 0 && decoded.walEnd > confirmedLsn) confirmedLsn = decoded.walEnd;
        if (decoded.replyRequested) reply();
        return;
      }
      if (decoded.kind !== "xlog") return;
      const message = decodePgOutput(decoded.message);
      switch (message.tag) {
        case "relation":
          relations.set(message.relation.id, message.relation);
          return;
        case "begin":
          pending = [];
          xid = message.xid;
          return;
        case "commit": {
          const changes = pending.map((change) => ({ ...change, commitTime: message.commitTime }));
          pending = [];
          confirmedLsn = message.endLsn;
          if (changes.length > 0) options.onTransaction(changes);
          return;
        }
        case "insert":
        case "update":
        case "delete": {
          const relation = relations.get(message.relationId);
          if (!relation) return log(`[realtime] change for unknown relation ${message.relationId}`);
          const oldTuple = message.tag === "insert" ? null : message.oldTuple;
          pending.push({
            schema: relation.schema,
            table: relation.table,
            action: message.tag === "insert" ? "INSERT" : message.tag === "update" ? "UPDATE" : "DELETE",
            relation,
            record: message.tag === "delete" ? null : byName(relation, message.newTuple),
            oldRecord: oldTuple ? byName(relation, oldTuple) : null,
            commitTime: new Date(0),
            xid,
          });
          return;
        }
        default:
          return;
      }
    });

    await new Promise<void>((resolve) => {
      let done = false;
      const finish = (reason: string) => {
        if (done) return;
        done = true;
        clearInterval(statusTimer);
        if (!stopped) log(`[realtime] replication stream ended (${reason})`);
        resolve();
      };
      stream.on("error", (error: Error) => finish(error.message));
      stream.on("close", () => finish("closed"));
      stream.on("end", () => finish("ended"));
      attempt = 0;
      setStreaming(true);
    });
  }

  async function run(): Promise<void> {
    while (!stopped) {
      try {
        await connect();
      } catch (error) {
        if (!stopped) log(`[realtime] replication failed: ${(error as Error).message}`);
      }
      setStreaming(false);
      const ended = current;
      current = undefined;
      await ended?.sql.end({ timeout: 1 }).catch(() => {});
      if (stopped) return;
      const delay = RETRY_MS[Math.min(attempt++, RETRY_MS.length - 1)] ?? 5000;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, delay);
        wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    }
  }

  running = run();

  return {
    get streaming() {
      return streaming;
    },
    async stop() {
      stopped = true;
      wake?.();
      current?.stream?.destroy();
      await current?.sql.end({ timeout: 1 }).catch(() => {});
      await running;
    },
  };
}

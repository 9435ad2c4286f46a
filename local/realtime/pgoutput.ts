// Decoder for PostgreSQL's logical replication protocol as the built-in `pgoutput` plugin writes it
// (protocol version 1): the messages inside the replication stream's XLogData frames. Only what the
// Realtime stand-in needs: relations, transactions and row changes, with column values as text.
// Reference: PostgreSQL docs, "Logical Replication Message Formats".

/** Microseconds between the Unix epoch and PostgreSQL's epoch (2000-01-01). */
const PG_EPOCH_MS = Date.UTC(2000, 0, 1);

export interface RelationColumn {
  name: string;
  typeOid: number;
  /** Part of the replica identity (the primary key by default). */
  isKey: boolean;
}

export interface Relation {
  id: number;
  schema: string;
  table: string;
  /** d = default (primary key), f = full, i = index, n = nothing. */
  replicaIdentity: string;
  columns: RelationColumn[];
}

/** A column's text value; null for SQL NULL, undefined for an unchanged TOASTed value (not sent). */
export type TupleValue = string | null | undefined;

export type PgOutputMessage =
  | { tag: "begin"; finalLsn: bigint; commitTime: Date; xid: number }
  | { tag: "commit"; commitLsn: bigint; endLsn: bigint; commitTime: Date }
  | { tag: "relation"; relation: Relation }
  | { tag: "insert"; relationId: number; newTuple: TupleValue[] }
  | { tag: "update"; relationId: number; oldTuple: TupleValue[] | null; newTuple: TupleValue[] }
  | { tag: "delete"; relationId: number; oldTuple: TupleValue[]; oldIsKeyOnly: boolean }
  | { tag: "truncate"; relationIds: number[] }
  | { tag: "other"; code: string };

export const pgTime = (microseconds: bigint): Date => new Date(PG_EPOCH_MS + Number(microseconds / 1000n));

export const toPgMicroseconds = (date: Date): bigint => BigInt(date.getTime() - PG_EPOCH_MS) * 1000n;

class Reader {
  offset = 0;
  constructor(readonly buffer: Buffer) {}
  byte(): number {
    return this.buffer.readUInt8(this.offset++);
  }
  int16(): number {
    const value = this.buffer.readInt16BE(this.offset);
    this.offset += 2;
    return value;
  }
  int32(): number {
    const value = this.buffer.readInt32BE(this.offset);
    this.offset += 4;
    return value;
  }
  uint32(): number {
    const value = this.buffer.readUInt32BE(this.offset);
    this.offset += 4;
    return value;
  }
  int64(): bigint {
    const value = this.buffer.readBigInt64BE(this.offset);
    this.offset += 8;
    return value;
  }
  /** A NUL-terminated string. */
  string(): string {
    const end = this.buffer.indexOf(0, this.offset);
    if (end < 0) throw new Error("pgoutput: unterminated string");
    const value = this.buffer.toString("utf8", this.offset, end);
    this.offset = end + 1;
    return value;
  }
  tuple(): TupleValue[] {
    const count = this.int16();
    const values: TupleValue[] = [];
    for (let i = 0; i < count; i++) {
      const kind = String.fromCharCode(this.byte());
      if (kind === "n") values.push(null);
      else if (kind === "u") values.push(undefined);
      else if (kind === "t" || kind === "b") {
        const length = this.int32();
        values.push(this.buffer.toString("utf8", this.offset, this.offset + length));
        this.offset += length;
      } else throw new Error(`pgoutput: unknown tuple value kind ${JSON.stringify(kind)}`);
    }
    return values;
  }
}

/** Decodes one pgoutput message (the payload of an XLogData frame). */
export function decodePgOutput(message: Buffer): PgOutputMessage {
  const reader = new Reader(message);
  const code = String.fromCharCode(reader.byte());
  switch (code) {
    case "B":
      return {
        tag: "begin",
        finalLsn: reader.int64(),
        commitTime: pgTime(reader.int64()),
        xid: reader.int32(),
      };
    case "C": {
      reader.byte(); // flags, unused
      return {
        tag: "commit",
        commitLsn: reader.int64(),
        endLsn: reader.int64(),
        commitTime: pgTime(reader.int64()),
      };
    }
    case "R": {
      const id = reader.uint32();
      const schema = reader.string() || "pg_catalog";
      const table = reader.string();
      const replicaIdentity = String.fromCharCode(reader.byte());
      const count = reader.int16();
      const columns: RelationColumn[] = [];
      for (let i = 0; i < count; i++) {
        const flags = reader.byte();
        const name = reader.string();
        const typeOid = reader.uint32();
        reader.int32(); // type modifier
        columns.push({ name, typeOid, isKey: (flags & 1) === 1 });
      }
      return { tag: "relation", relation: { id, schema, table, replicaIdentity, columns } };
    }
    case "I": {
      const relationId = reader.uint32();
      reader.byte(); // 'N'
      return { tag: "insert", relationId, newTuple: reader.tuple() };
    }
    case "U": {
      const relationId = reader.uint32();
      let kind = String.fromCharCode(reader.byte());
      let oldTuple: TupleValue[] | null = null;
      // 'K' (key columns) or 'O' (the whole old row) comes first when the replica identity changed or is full.
      if (kind === "K" || kind === "O") {
        oldTuple = reader.tuple();
        kind = String.fromCharCode(reader.byte());
      }
      if (kind !== "N") throw new Error(`pgoutput: update without a new tuple (${kind})`);
      return { tag: "update", relationId, oldTuple, newTuple: reader.tuple() };
    }
    case "D": {
      const relationId = reader.uint32();
      const kind = String.fromCharCode(reader.byte());
      return { tag: "delete", relationId, oldIsKeyOnly: kind === "K", oldTuple: reader.tuple() };
    }
    case "T": {
      const count = reader.int32();
      reader.byte(); // options
      const relationIds: number[] = [];
      for (let i = 0; i < count; i++) relationIds.push(reader.uint32());
      return { tag: "truncate", relationIds };
    }
    default:
      // Type ('Y'), origin ('O') and messages the stand-in does not need.
      return { tag: "other", code };
  }
}

/** The replication stream's own frames: XLogData ('w') carries a pgoutput message, keepalive ('k') may ask for a reply. */
export type ReplicationFrame =
  | { kind: "xlog"; walStart: bigint; walEnd: bigint; message: Buffer }
  | { kind: "keepalive"; walEnd: bigint; replyRequested: boolean }
  | { kind: "unknown" };

export function decodeReplicationFrame(frame: Buffer): ReplicationFrame {
  const kind = frame[0];
  if (kind === 0x77 && frame.length >= 25) {
    return {
      kind: "xlog",
      walStart: frame.readBigInt64BE(1),
      walEnd: frame.readBigInt64BE(9),
      message: frame.subarray(25),
    };
  }
  if (kind === 0x6b && frame.length >= 18) {
    return { kind: "keepalive", walEnd: frame.readBigInt64BE(1), replyRequested: frame[17] === 1 };
  }
  return { kind: "unknown" };
}

/** Standby status update: everything up to `lsn` is processed (so the server may recycle that WAL). */
export function standbyStatusUpdate(lsn: bigint, now = new Date(), replyRequested = false): Buffer {
  const frame = Buffer.alloc(34);
  frame[0] = 0x72; // 'r'
  frame.writeBigInt64BE(lsn, 1); // written
  frame.writeBigInt64BE(lsn, 9); // flushed
  frame.writeBigInt64BE(lsn, 17); // applied
  frame.writeBigInt64BE(toPgMicroseconds(now), 25);
  frame[33] = replyRequested ? 1 : 0;
  return frame;
}

/** "16/B374D848" as PostgreSQL prints an LSN. */
export function parseLsn(text: string): bigint {
  const [high, low] = text.split("/");
  if (high === undefined || low === undefined) throw new Error(`not an LSN: ${text}`);
  return (BigInt(`0x${high}`) << 32n) | BigInt(`0x${low}`);
}

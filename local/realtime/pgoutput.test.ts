// pgoutput messages built byte by byte as PostgreSQL writes them ("Logical Replication Message Formats").
import { describe, expect, it } from "vitest";
import {
  decodePgOutput,
  decodeReplicationFrame,
  parseLsn,
  pgTime,
  standbyStatusUpdate,
  toPgMicroseconds,
} from "./pgoutput.ts";

const int8 = (n: number) => Buffer.from([n]);
const int16 = (n: number) => {
  const b = Buffer.alloc(2);
  b.writeInt16BE(n);
  return b;
};
const int32 = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeInt32BE(n);
  return b;
};
const int64 = (n: bigint) => {
  const b = Buffer.alloc(8);
  b.writeBigInt64BE(n);
  return b;
};
const str = (s: string) => Buffer.concat([Buffer.from(s), int8(0)]);
const char = (c: string) => Buffer.from(c);
const text = (s: string) => Buffer.concat([char("t"), int32(Buffer.byteLength(s)), Buffer.from(s)]);
const tuple = (...values: Buffer[]) => Buffer.concat([int16(values.length), ...values]);

const committedAt = new Date("2026-11-24T05:30:00.123Z");

describe("decodePgOutput", () => {
  it("reads a relation with its key columns", () => {
    const message = Buffer.concat([
      char("R"),
      int32(16_400),
      str("public"),
      str("expenses"),
      char("f"),
      int16(2),
      int8(1),
      str("id"),
      int32(2950),
      int32(-1),
      int8(0),
      str("amount"),
      int32(1700),
      int32(655_366),
    ]);
    expect(decodePgOutput(message)).toEqual({
      tag: "relation",
      relation: {
        id: 16_400,
        schema: "public",
        table: "expenses",
        replicaIdentity: "f",
        columns: [
          { name: "id", typeOid: 2950, isKey: true },
          { name: "amount", typeOid: 1700, isKey: false },
        ],
      },
    });
  });

  it("reads begin and commit with their times and LSNs", () => {
    const begin = Buffer.concat([char("B"), int64(100n), int64(toPgMicroseconds(committedAt)), int32(790)]);
    expect(decodePgOutput(begin)).toEqual({
      tag: "begin",
      finalLsn: 100n,
      commitTime: committedAt,
      xid: 790,
    });
    const commit = Buffer.concat([
      char("C"),
      int8(0),
      int64(100n),
      int64(120n),
      int64(toPgMicroseconds(committedAt)),
    ]);
    expect(decodePgOutput(commit)).toEqual({
      tag: "commit",
      commitLsn: 100n,
      endLsn: 120n,
      commitTime: committedAt,
    });
  });

  it("reads text values, NULLs and unchanged TOASTed values of an insert", () => {
    const message = Buffer.concat([
      char("I"),
      int32(16_400),
      char("N"),
      tuple(text("₹ é"), char("n"), char("u")),
    ]);
    expect(decodePgOutput(message)).toEqual({
      tag: "insert",
      relationId: 16_400,
      newTuple: ["₹ é", null, undefined],
    });
  });

  it("reads an update with and without the old row", () => {
    const withOld = Buffer.concat([
      char("U"),
      int32(7),
      char("O"),
      tuple(text("1")),
      char("N"),
      tuple(text("2")),
    ]);
    expect(decodePgOutput(withOld)).toEqual({
      tag: "update",
      relationId: 7,
      oldTuple: ["1"],
      newTuple: ["2"],
    });
    const withoutOld = Buffer.concat([char("U"), int32(7), char("N"), tuple(text("3"))]);
    expect(decodePgOutput(withoutOld)).toEqual({
      tag: "update",
      relationId: 7,
      oldTuple: null,
      newTuple: ["3"],
    });
  });

  it("reads a delete by key or by whole row", () => {
    expect(
      decodePgOutput(Buffer.concat([char("D"), int32(7), char("K"), tuple(text("1"), char("n"))])),
    ).toEqual({
      tag: "delete",
      relationId: 7,
      oldIsKeyOnly: true,
      oldTuple: ["1", null],
    });
    expect(decodePgOutput(Buffer.concat([char("D"), int32(7), char("O"), tuple(text("1"))]))).toMatchObject({
      oldIsKeyOnly: false,
    });
  });

  it("reads a truncate and passes over messages it does not need", () => {
    expect(decodePgOutput(Buffer.concat([char("T"), int32(2), int8(0), int32(7), int32(8)]))).toEqual({
      tag: "truncate",
      relationIds: [7, 8],
    });
    expect(decodePgOutput(Buffer.concat([char("Y"), int32(1)]))).toEqual({ tag: "other", code: "Y" });
  });
});

describe("replication frames", () => {
  it("splits XLogData from its header and reads keepalives", () => {
    const payload = Buffer.concat([char("I"), int32(1)]);
    const xlog = Buffer.concat([char("w"), int64(5n), int64(9n), int64(0n), payload]);
    expect(decodeReplicationFrame(xlog)).toEqual({
      kind: "xlog",
      walStart: 5n,
      walEnd: 9n,
      message: payload,
    });
    const keepalive = Buffer.concat([char("k"), int64(42n), int64(0n), int8(1)]);
    expect(decodeReplicationFrame(keepalive)).toEqual({
      kind: "keepalive",
      walEnd: 42n,
      replyRequested: true,
    });
  });

  it("writes a standby status update confirming an LSN", () => {
    const frame = standbyStatusUpdate(parseLsn("16/B374D848"), committedAt);
    expect(frame.length).toBe(34);
    expect(frame.toString("latin1", 0, 1)).toBe("r");
    expect(frame.readBigInt64BE(1)).toBe((0x16n << 32n) | 0xb374d848n);
    expect(frame.readBigInt64BE(9)).toBe(frame.readBigInt64BE(17));
    expect(pgTime(frame.readBigInt64BE(25))).toEqual(committedAt);
  });
});

import { describe, expect, it } from "vitest";
import { decodeBinaryPushHeader, decodeText, encode, reply } from "./protocol.ts";

const join = { joinRef: "1", ref: "1", topic: "realtime:home", event: "phx_join", payload: { config: {} } };

describe("Phoenix serializers", () => {
  it("vsn 2.0.0: arrays both ways", () => {
    const text = '["1","1","realtime:home","phx_join",{"config":{}}]';
    expect(decodeText("2.0.0", text)).toEqual(join);
    expect(encode("2.0.0", join)).toBe(text);
  });

  it("vsn 1.0.0: objects both ways; numeric refs become strings", () => {
    const decoded = decodeText(
      "1.0.0",
      '{"join_ref":1,"ref":1,"topic":"realtime:home","event":"phx_join","payload":{"config":{}}}',
    );
    expect(decoded).toEqual(join);
    expect(JSON.parse(encode("1.0.0", join))).toEqual({
      join_ref: "1",
      ref: "1",
      topic: "realtime:home",
      event: "phx_join",
      payload: { config: {} },
    });
  });

  it("ignores frames that are not messages", () => {
    expect(decodeText("2.0.0", "not json")).toBeNull();
    expect(decodeText("2.0.0", '{"topic":"x"}')).toBeNull();
    expect(decodeText("1.0.0", '["1","1","t","e",{}]')).toBeNull();
  });

  it("replies on the request's topic and refs", () => {
    expect(reply({ joinRef: null, ref: "7", topic: "phoenix" }, "ok")).toEqual({
      joinRef: null,
      ref: "7",
      topic: "phoenix",
      event: "phx_reply",
      payload: { status: "ok", response: {} },
    });
  });

  it("reads the refs and topic of a binary broadcast push", () => {
    const header = Buffer.from([3, 1, 2, 6, 3, 0, 1]);
    const frame = Buffer.concat([
      header,
      Buffer.from("4"),
      Buffer.from("12"),
      Buffer.from("room:1"),
      Buffer.from("msg"),
      Buffer.from("{}"),
    ]);
    expect(decodeBinaryPushHeader(frame)).toEqual({ joinRef: "4", ref: "12", topic: "room:1" });
    expect(decodeBinaryPushHeader(Buffer.from([4, 0, 0]))).toBeNull();
  });
});

// A push service served by the test itself (docs/product.md §4.28): a Node HTTP server on 127.0.0.1
// that records what the API posts to each device's endpoint, and devices whose keys the test holds,
// so it can check the VAPID header and decrypt the message (RFC 8291) with an implementation of its own.
// The database takes http endpoints only at origins its owner registered (private.local_push_services),
// so the server registers its origin there while it runs.
import { createDecipheriv, createECDH, hkdfSync, randomBytes } from "node:crypto";
import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { importJWK, jwtVerify } from "jose";
import { adminSql } from "./db.ts";

export interface PushedRequest {
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

export interface TestPushService {
  /** A fresh endpoint URL on this server. */
  endpoint(): string;
  /** Requests received at `endpoint`, in order. */
  received(endpoint: string): PushedRequest[];
  /** The status (and headers, e.g. a redirect's Location) the server answers at `endpoint` (default 201). */
  answer(endpoint: string, status: number, headers?: Record<string, string>): void;
  /** Never answers at `endpoint`: the request stays open until the caller gives up. */
  hang(endpoint: string): void;
  /**
   * Holds the requests at `endpoints` until every one of them has arrived, then answers them all 201:
   * only a sender that posts to them at the same time gets an answer.
   */
  gather(endpoints: string[]): void;
  close(): Promise<void>;
}

export async function startPushService(): Promise<TestPushService> {
  const requests = new Map<string, PushedRequest[]>();
  type Answer = { status: number; headers?: Record<string, string> } | "hang" | { gathering: Set<string> };
  const answers = new Map<string, Answer>();
  const held = new Map<string, () => void>();
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const path = req.url ?? "/";
      requests.set(path, [
        ...(requests.get(path) ?? []),
        { path, headers: req.headers, body: Buffer.concat(chunks) },
      ]);
      const answer = answers.get(path) ?? { status: 201 };
      if (answer === "hang") return;
      if ("gathering" in answer) {
        held.set(path, () => res.writeHead(201).end());
        // A request the sender gave up on is no longer open together with the others.
        res.on("close", () => held.delete(path));
        if ([...answer.gathering].every((other) => held.has(other))) {
          for (const other of answer.gathering) held.get(other)?.();
        }
        return;
      }
      res.writeHead(answer.status, answer.headers).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const base = `http://127.0.0.1:${port}`;
  await adminSql()`insert into private.local_push_services (origin) values (${base}) on conflict do nothing`;
  const pathOf = (endpoint: string) => new URL(endpoint).pathname;
  return {
    endpoint: () => `${base}/push/${randomBytes(12).toString("hex")}`,
    received: (endpoint) => requests.get(pathOf(endpoint)) ?? [],
    answer: (endpoint, status, headers) => answers.set(pathOf(endpoint), { status, headers }),
    hang: (endpoint) => answers.set(pathOf(endpoint), "hang"),
    gather: (endpoints) => {
      const gathering = new Set(endpoints.map(pathOf));
      for (const path of gathering) answers.set(path, { gathering });
    },
    close: async () => {
      await adminSql()`delete from private.local_push_services where origin = ${base}`;
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A browser's subscription keys: its ECDH P-256 key pair and auth secret. */
export function deviceKeys() {
  const ecdh = createECDH("prime256v1");
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return {
    ecdh,
    auth,
    json: { p256dh: ecdh.getPublicKey().toString("base64url"), auth: auth.toString("base64url") },
  };
}

/** The plaintext of an aes128gcm message (RFC 8188/8291) for `device`. */
export function decryptPush(body: Buffer, device: ReturnType<typeof deviceKeys>): string {
  const salt = body.subarray(0, 16);
  const keyIdLength = body[20] ?? 0;
  const senderPublic = body.subarray(21, 21 + keyIdLength);
  const ciphertext = body.subarray(21 + keyIdLength);
  const ecdhSecret = device.ecdh.computeSecret(senderPublic);
  const keyInfo = Buffer.concat([Buffer.from("WebPush: info\0"), device.ecdh.getPublicKey(), senderPublic]);
  const ikm = Buffer.from(hkdfSync("sha256", ecdhSecret, device.auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: aes128gcm\0"), 16));
  const nonce = Buffer.from(hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: nonce\0"), 12));
  const decipher = createDecipheriv("aes-128-gcm", cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([
    decipher.update(ciphertext.subarray(0, ciphertext.length - 16)),
    decipher.final(),
  ]);
  // The last record ends with the delimiter 0x02, then zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error("no last-record delimiter");
  return padded.subarray(0, end).toString("utf8");
}

/** The VAPID claims when `authorization` (`vapid t=…, k=…`) verifies with `publicKey` for `endpoint`'s origin. */
export async function verifyVapid(authorization: string, publicKey: string, endpoint: string) {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(authorization);
  if (!match?.[1] || !match[2]) throw new Error(`not a VAPID authorization: ${authorization}`);
  if (match[2] !== publicKey) throw new Error("k is not the server's public key");
  const raw = Buffer.from(publicKey, "base64url");
  const key = await importJWK(
    {
      kty: "EC",
      crv: "P-256",
      x: raw.subarray(1, 33).toString("base64url"),
      y: raw.subarray(33, 65).toString("base64url"),
    },
    "ES256",
  );
  const { payload, protectedHeader } = await jwtVerify(match[1], key, { audience: new URL(endpoint).origin });
  return { payload, protectedHeader };
}

// API keys exactly as the Supabase CLI issues them for local development, plus the ES256 key
// that signs user access tokens (made once per data directory, published in the JWKS).
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { exportJWK, generateKeyPair, type JWK } from "jose";
import { LOCAL_PUBLISHABLE_KEY } from "../build/local-key.ts";

/** The CLI's default local JWT secret; signs the legacy anon/service_role keys (HS256). */
export const JWT_SECRET = "super-secret-jwt-token-with-at-least-32-characters-long";
export const ANON_KEY =
  "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0";
export const SERVICE_ROLE_KEY =
  "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU";
/** New-style keys; the gateway maps them to the legacy JWTs above, as the CLI's gateway does. */
export const PUBLISHABLE_KEY = LOCAL_PUBLISHABLE_KEY;
export const SECRET_KEY = "sb_secret_N7UND0UgjKTVK-Uodkm0Hg_xSvEMPvz";

export interface SigningKey {
  kid: string;
  privateJwk: JWK;
  publicJwk: JWK;
}

/** Web Push's application server keys (docs/product.md §4.28), base64url as the function's secrets take them. */
export interface VapidKeyPair {
  publicKey: string;
  privateKey: string;
  subject: string;
}

export interface StackKeys {
  jwtSecret: string;
  anonKey: string;
  serviceRoleKey: string;
  publishableKey: string;
  secretKey: string;
  signingKey: SigningKey;
  vapid: VapidKeyPair;
}

export async function loadOrCreateKeys(dataDir: string): Promise<StackKeys> {
  const file = path.join(dataDir, "auth", "signing-key.json");
  let signingKey: SigningKey;
  try {
    signingKey = JSON.parse(await readFile(file, "utf8")) as SigningKey;
  } catch {
    const { privateKey, publicKey } = await generateKeyPair("ES256", { extractable: true });
    const kid = crypto.randomUUID();
    const base = { kid, alg: "ES256", use: "sig" };
    signingKey = {
      kid,
      privateJwk: { ...(await exportJWK(privateKey)), ...base, key_ops: ["sign"] },
      publicJwk: { ...(await exportJWK(publicKey)), ...base, key_ops: ["verify"] },
    };
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, JSON.stringify(signingKey, null, 2), { mode: 0o600 });
  }
  return {
    vapid: await loadOrCreateVapidKeys(dataDir),
    jwtSecret: JWT_SECRET,
    anonKey: ANON_KEY,
    serviceRoleKey: SERVICE_ROLE_KEY,
    publishableKey: PUBLISHABLE_KEY,
    secretKey: SECRET_KEY,
    signingKey,
  };
}

/** Made once per data directory, so devices stay subscribed across restarts of `npm start`. */
async function loadOrCreateVapidKeys(dataDir: string): Promise<VapidKeyPair> {
  const file = path.join(dataDir, "push", "vapid-keys.json");
  try {
    return JSON.parse(await readFile(file, "utf8")) as VapidKeyPair;
  } catch {
    const { privateKey, publicKey } = await generateKeyPair("ES256", { extractable: true });
    const { d } = await exportJWK(privateKey);
    const { x, y } = await exportJWK(publicKey);
    if (!d || !x || !y) throw new Error("could not export the VAPID key pair");
    const raw = Buffer.concat([Buffer.from([4]), Buffer.from(x, "base64url"), Buffer.from(y, "base64url")]);
    const keys: VapidKeyPair = {
      publicKey: raw.toString("base64url"),
      privateKey: d,
      subject: "mailto:no-reply@paisa-coach.local",
    };
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, JSON.stringify(keys, null, 2), { mode: 0o600 });
    return keys;
  }
}

// Entry point of the `api` edge function: the only file that touches `Deno.*`.
import postgres from "postgres";
import { createApp } from "./app.ts";

const env = (name: string, fallback?: string): string => {
  const value = Deno.env.get(name) ?? fallback;
  if (value === undefined) throw new Error(`Missing environment variable ${name}`);
  return value;
};

const sql = postgres(env("SUPABASE_DB_URL"), { max: 10, idle_timeout: 20, prepare: true });
const app = createApp({ sql });

Deno.serve({ port: Number(env("PORT", "8000")) }, app.fetch);

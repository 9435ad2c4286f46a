// `npm start` as a user runs it: one process tree that comes up, answers /api/health through the
// web origin, the gateway and Deno, stops on Ctrl-C leaving nothing behind, and reuses its data.
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { rm } from "node:fs/promises";
import net from "node:net";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { projectRoot } from "../../../local/config.ts";
import { isPortFree } from "../../../local/ports.ts";
import { testStackConfig } from "../../setup/test-stack.ts";

const config = await testStackConfig();
const env = {
  ...process.env,
  PAISA_DATA_DIR: config.dataDir,
  PAISA_GATEWAY_PORT: String(config.ports.gateway),
  PAISA_DB_PORT: String(config.ports.db),
  PAISA_INBOX_PORT: String(config.ports.inbox),
  PAISA_SMTP_PORT: String(config.ports.smtp),
  PORT: String(config.ports.web),
};
const webUrl = `http://localhost:${config.ports.web}`;
const gatewayUrl = `http://127.0.0.1:${config.ports.gateway}`;
const allPorts = Object.values(config.ports);

interface Started {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

/** `npm start` in its own process group, like a terminal session; resolves once it prints it is ready. */
async function npmStart(): Promise<Started> {
  // detached: its own process group, so SIGINT to the group is exactly what Ctrl-C in a terminal does.
  const child = spawn("npm", ["start"], {
    cwd: projectRoot,
    env,
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  const deadline = Date.now() + 120_000;
  while (!output.includes("Press Ctrl-C to stop.")) {
    if (child.exitCode !== null) throw new Error(`npm start exited early:\n${output}`);
    if (Date.now() > deadline) throw new Error(`npm start not ready in 120 s:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { child, output: () => output, exited };
}

function processesInGroup(pgid: number): string[] {
  try {
    return execFileSync("ps", ["-o", "pid=,comm=", "-g", String(pgid)], { encoding: "utf8" })
      .split("\n")
      .filter((line) => line.trim());
  } catch {
    return []; // ps exits 1 when nothing matches
  }
}

async function ctrlC(started: Started): Promise<void> {
  const pgid = started.child.pid as number;
  process.kill(-pgid, "SIGINT");
  await started.exited;
  // The group leader has exited; give its children a moment to finish exiting too.
  const deadline = Date.now() + 10_000;
  while (processesInGroup(pgid).length > 0 && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

let running: Started | undefined;

afterAll(async () => {
  if (running && running.child.exitCode === null && running.child.signalCode === null) await ctrlC(running);
  await rm(config.dataDir, { recursive: true, force: true });
});

describe("npm start", () => {
  it("comes up, prints URLs and keys and its ready time, and serves /api/health through Deno", async () => {
    running = await npmStart();
    const output = running.output();
    expect(output).toMatch(/ready in \d+(\.\d)? s/);
    expect(output).toContain(webUrl);
    expect(output).toContain(gatewayUrl);
    expect(output).toContain("sb_publishable_");

    const viaWeb = await fetch(`${webUrl}/api/health`);
    expect(viaWeb.status).toBe(200);
    expect(await viaWeb.json()).toMatchObject({ status: "ok" });
    const viaGateway = await fetch(`${gatewayUrl}/functions/v1/api/health`);
    expect(viaGateway.status).toBe(200);
    const page = await fetch(webUrl);
    expect(await page.text()).toContain('<div id="root">');
  }, 180_000);

  it("stops on Ctrl-C with no process, no Postgres lock and no port left behind", async () => {
    if (!running) throw new Error("not started");
    const pgid = running.child.pid as number;
    await ctrlC(running);
    expect(processesInGroup(pgid)).toEqual([]);
    expect(existsSync(path.join(config.dataDir, "pg", "postmaster.pid"))).toBe(false);
    for (const port of allPorts) expect(await isPortFree(port)).toBe(true);
  }, 60_000);

  it("reuses the data of the previous run on a second start", async () => {
    running = await npmStart();
    expect(running.output()).not.toContain("Applying migration");
    expect((await fetch(`${webUrl}/api/health`)).status).toBe(200);
    await ctrlC(running);
    expect(existsSync(path.join(config.dataDir, "pg", "postmaster.pid"))).toBe(false);
  }, 180_000);

  it("names the busy port when one is taken, and starts nothing", async () => {
    const blocker = net.createServer();
    await new Promise<void>((resolve) => blocker.listen(config.ports.gateway, "127.0.0.1", resolve));
    try {
      const child = spawn("npm", ["start"], { cwd: projectRoot, env, stdio: ["ignore", "pipe", "pipe"] });
      let output = "";
      child.stdout?.on("data", (chunk: Buffer) => {
        output += chunk.toString();
      });
      child.stderr?.on("data", (chunk: Buffer) => {
        output += chunk.toString();
      });
      const code = await new Promise<number | null>((resolve) => child.on("exit", resolve));
      expect(code).not.toBe(0);
      expect(output).toContain(`Port ${config.ports.gateway} (API gateway) is already in use`);
      expect(await isPortFree(config.ports.db)).toBe(true);
    } finally {
      await new Promise((resolve) => blocker.close(resolve));
    }
  }, 60_000);
});

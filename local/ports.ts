// Port helpers: a clear message when a port is taken, and free ports for tests and internal services.
import net from "node:net";

export class PortBusyError extends Error {
  constructor(
    readonly port: number,
    readonly service: string,
  ) {
    super(
      `Port ${port} (${service}) is already in use. Stop whatever is using it ` +
        `(e.g. \`lsof -i :${port}\`) or choose other ports (see README: PAISA_PORT_BASE, PORT, ...).`,
    );
    this.name = "PortBusyError";
  }
}

export function isPortFree(port: number, host = "127.0.0.1"): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.unref();
    server.once("error", () => resolve(false));
    server.listen({ port, host, exclusive: true }, () => server.close(() => resolve(true)));
  });
}

export async function assertPortFree(port: number, host: string, service: string): Promise<void> {
  if (!(await isPortFree(port, host))) throw new PortBusyError(port, service);
}

/** A port the OS reports free right now (bind to 0, read, release). */
export function freePort(host = "127.0.0.1"): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.once("error", reject);
    server.listen({ port: 0, host }, () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** `count` distinct free ports. */
export async function freePorts(count: number, host = "127.0.0.1"): Promise<number[]> {
  const ports = new Set<number>();
  while (ports.size < count) ports.add(await freePort(host));
  return [...ports];
}

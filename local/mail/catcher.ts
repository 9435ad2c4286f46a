// Local mail catcher, standing in for the Supabase CLI's Mailpit: an SMTP server that accepts every
// message (auth optional, plain text, no TLS) and a web port with a readable inbox and a JSON API tests read.
import { type ServerType, serve } from "@hono/node-server";
import { Hono } from "hono";
import { SMTPServer } from "smtp-server";
import { assertPortFree } from "../ports.ts";
import { renderInbox, renderMessage } from "./inbox-html.ts";
import { MessageStore, parseMessage } from "./messages.ts";

export interface MailCatcherOptions {
  host: string;
  smtpPort: number;
  webPort: number;
  /** Messages kept in memory; the oldest are dropped beyond it. */
  capacity?: number;
}

export interface MailCatcher {
  stop(): Promise<void>;
}

/** Largest message accepted: generous for OTP/link mails, bounded for memory. */
const MAX_MESSAGE_BYTES = 10 * 1024 * 1024;

export function createInboxApp(store: MessageStore): Hono {
  const app = new Hono();
  app.get("/api/messages", (c) => c.json(store.list(c.req.query("to"))));
  app.get("/api/messages/:id", (c) => {
    const message = store.get(c.req.param("id"));
    return message ? c.json(message) : c.json({ error: "Message not found" }, 404);
  });
  app.delete("/api/messages", (c) => c.json({ deleted: store.clear() }));
  app.get("/", (c) => c.html(renderInbox(store.list())));
  app.get("/messages/:id", (c) => {
    const message = store.get(c.req.param("id"));
    return message ? c.html(renderMessage(message)) : c.text("Message not found", 404);
  });
  return app;
}

function createSmtpServer(store: MessageStore): SMTPServer {
  return new SMTPServer({
    authOptional: true,
    // Clients configured with SMTP_USER/SMTP_PASS may log in; any credentials are accepted.
    allowInsecureAuth: true,
    onAuth: (auth, _session, callback) => callback(null, { user: auth.username ?? "local" }),
    disabledCommands: ["STARTTLS"],
    size: MAX_MESSAGE_BYTES,
    logger: false,
    // Ctrl-C must not wait for idle pooled SMTP clients (default 30 s).
    closeTimeout: 1000,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("error", callback);
      stream.on("end", () => {
        if (stream.sizeExceeded) {
          callback(
            Object.assign(new Error("Message exceeds fixed maximum message size"), { responseCode: 552 }),
          );
          return;
        }
        const envelopeFrom = session.envelope.mailFrom ? session.envelope.mailFrom.address : null;
        parseMessage(new Uint8Array(Buffer.concat(chunks)), {
          from: envelopeFrom,
          to: session.envelope.rcptTo.map((r) => r.address),
        })
          .then((message) => {
            store.add(message);
            callback();
          })
          .catch((error: unknown) => callback(error instanceof Error ? error : new Error(String(error))));
      });
    },
  });
}

export async function startMailCatcher(options: MailCatcherOptions): Promise<MailCatcher> {
  const { host, smtpPort, webPort } = options;
  await assertPortFree(smtpPort, host, "mail catcher SMTP");
  await assertPortFree(webPort, host, "mail catcher inbox");
  const store = new MessageStore(options.capacity);

  const smtp = createSmtpServer(store);
  await new Promise<void>((resolve, reject) => {
    smtp.once("error", reject);
    smtp.listen(smtpPort, host, () => {
      smtp.off("error", reject);
      resolve();
    });
  });
  // A client dropping mid-session must not take the stack down.
  smtp.on("error", (error) => console.error("[mail] SMTP error:", error.message));

  let web: ServerType;
  try {
    web = await new Promise<ServerType>((resolve, reject) => {
      const server = serve({ fetch: createInboxApp(store).fetch, port: webPort, hostname: host }, () =>
        resolve(server),
      );
      server.once("error", reject);
    });
  } catch (error) {
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
    throw error;
  }

  return {
    async stop() {
      await Promise.all([
        new Promise<void>((resolve) => smtp.close(() => resolve())),
        new Promise<void>((resolve) => {
          web.close(() => resolve());
          // Keep-alive browser connections would otherwise hold close() open.
          if ("closeAllConnections" in web) web.closeAllConnections();
        }),
      ]);
    },
  };
}

// Outgoing e-mail over SMTP (nodemailer). Locally this reaches the stack's mail catcher; in
// production any SMTP provider on port 465 (Supabase Edge blocks outbound 25 and 587).
import nodemailer from "nodemailer";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra headers, e.g. List-Unsubscribe on reminders. */
  headers?: Record<string, string>;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

export interface SmtpSettings {
  host: string;
  port: number;
  secure: boolean;
  user?: string;
  pass?: string;
  from: string;
}

/** Reads SMTP_HOST/PORT/USER/PASS/SECURE and MAIL_FROM from any env lookup (Deno.env or process.env). */
export function smtpSettingsFromEnv(get: (name: string) => string | undefined): SmtpSettings {
  const port = Number(get("SMTP_PORT") ?? 465);
  const secureSetting = get("SMTP_SECURE");
  return {
    host: get("SMTP_HOST") ?? "localhost",
    port,
    secure: secureSetting === undefined ? port === 465 : secureSetting === "true" || secureSetting === "1",
    user: get("SMTP_USER") || undefined,
    pass: get("SMTP_PASS") || undefined,
    from: get("MAIL_FROM") ?? "Paisa Coach <no-reply@paisacoach.local>",
  };
}

export function createSmtpMailer(settings: SmtpSettings): Mailer {
  const transport = nodemailer.createTransport({
    host: settings.host,
    port: settings.port,
    secure: settings.secure,
    auth: settings.user ? { user: settings.user, pass: settings.pass ?? "" } : undefined,
    // The local catcher speaks plain SMTP; production providers use implicit TLS on 465.
    ignoreTLS: !settings.secure && !settings.user,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
  });
  return {
    async send(message) {
      await transport.sendMail({ from: settings.from, ...message });
    },
  };
}

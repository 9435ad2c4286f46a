// The human-readable inbox at GET / of the mail catcher. Everything from a message is escaped; HTML bodies
// are shown in a sandboxed iframe (no scripts, no same-origin) so a caught mail cannot act on the page.
import type { CaughtMessage } from "./messages.ts";

export function escapeHtml(value: string): string {
  return value
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;");
}

const page = (title: string, body: string) => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
  body { font-family: system-ui, sans-serif; margin: 0 auto; max-width: 960px; padding: 1rem; color: #1a202c; }
  table { border-collapse: collapse; width: 100%; }
  th, td { text-align: left; padding: .5rem; border-bottom: 1px solid #e2e8f0; vertical-align: top; }
  a { color: #2b6cb0; }
  pre { white-space: pre-wrap; background: #f7fafc; padding: .75rem; border-radius: 4px; }
  iframe { width: 100%; height: 60vh; border: 1px solid #e2e8f0; border-radius: 4px; }
  .muted { color: #4a5568; }
</style>
</head>
<body>
${body}
</body>
</html>`;

export function renderInbox(messages: readonly CaughtMessage[]): string {
  const rows = messages
    .map(
      (m) => `<tr>
  <td><a href="/messages/${encodeURIComponent(m.id)}">${escapeHtml(m.subject || "(no subject)")}</a></td>
  <td>${escapeHtml(m.from)}</td>
  <td>${escapeHtml(m.to.join(", "))}</td>
  <td class="muted"><time datetime="${escapeHtml(m.date)}">${escapeHtml(m.date)}</time></td>
</tr>`,
    )
    .join("\n");
  const body =
    messages.length === 0
      ? "<p>No messages yet. Mail sent to the catcher's SMTP port shows up here.</p>"
      : `<table>
<thead><tr><th scope="col">Subject</th><th scope="col">From</th><th scope="col">To</th><th scope="col">Date</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>`;
  return page(
    "Local inbox",
    `<h1>Local inbox</h1>
<p class="muted">${messages.length} message(s), newest first. <a href="/">Refresh</a> · JSON: <a href="/api/messages">/api/messages</a></p>
${body}`,
  );
}

export function renderMessage(m: CaughtMessage): string {
  const from = m.fromName ? `${m.fromName} <${m.from}>` : m.from;
  const html = m.html
    ? `<h2>HTML</h2>
<iframe title="HTML body" sandbox="" referrerpolicy="no-referrer" srcdoc="${escapeHtml(m.html)}"></iframe>`
    : "";
  const text = m.text ? `<h2>Text</h2>\n<pre>${escapeHtml(m.text)}</pre>` : "";
  return page(
    m.subject || "(no subject)",
    `<p><a href="/">← Inbox</a></p>
<h1>${escapeHtml(m.subject || "(no subject)")}</h1>
<dl>
  <dt>From</dt><dd>${escapeHtml(from)}</dd>
  <dt>To</dt><dd>${escapeHtml(m.to.join(", "))}</dd>
  <dt>Date</dt><dd>${escapeHtml(m.date)}</dd>
</dl>
${html}
${text}`,
  );
}

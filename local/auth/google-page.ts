// The local page standing in for Google's account chooser (like Firebase's auth emulator): the user
// types an e-mail (and optionally a name) and is sent back through the stand-in's /callback.
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

export function googleSignInPage(options: {
  state: string;
  callbackUrl: string;
  redirectHost: string;
}): string {
  const state = escapeHtml(options.state);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sign in with Google (local stand-in)</title>
<style>
  body { font-family: system-ui, sans-serif; background: #f1f3f4; margin: 0; display: grid; place-items: center; min-height: 100vh; }
  main { background: #fff; border-radius: 8px; padding: 2rem; width: min(24rem, 90vw); box-shadow: 0 1px 3px rgb(0 0 0 / 0.2); }
  h1 { font-size: 1.4rem; margin: 0 0 0.5rem; }
  p { color: #444; font-size: 0.9rem; }
  label { display: block; margin-top: 1rem; font-weight: 600; }
  input { width: 100%; box-sizing: border-box; padding: 0.6rem; margin-top: 0.3rem; font-size: 1rem; border: 1px solid #888; border-radius: 4px; }
  .actions { display: flex; gap: 0.5rem; justify-content: flex-end; margin-top: 1.5rem; }
  button { padding: 0.6rem 1.2rem; font-size: 1rem; border-radius: 4px; border: 1px solid #1a73e8; cursor: pointer; }
  button[value="continue"] { background: #1a73e8; color: #fff; }
  button[value="cancel"] { background: #fff; color: #1a73e8; }
</style>
</head>
<body>
<main>
  <h1>Sign in with Google</h1>
  <p>Local development stand-in for Google. No password is asked: the account with this e-mail is used,
  or created. You will return to <strong>${escapeHtml(options.redirectHost)}</strong>.</p>
  <form method="post" action="${escapeHtml(options.callbackUrl)}">
    <input type="hidden" name="state" value="${state}">
    <label for="email">Email</label>
    <input id="email" name="email" type="email" autocomplete="email" required autofocus>
    <label for="name">Name (optional)</label>
    <input id="name" name="name" type="text" autocomplete="name">
    <div class="actions">
      <button type="submit" name="action" value="cancel" formnovalidate>Cancel</button>
      <button type="submit" name="action" value="continue">Continue</button>
    </div>
  </form>
</main>
</body>
</html>`;
}

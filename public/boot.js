// Before the first paint (loaded in <head>; a file, not inline: the Content-Security-Policy allows no
// inline script). Sets <html lang> for a Hindi visitor (src/i18n/language.ts has the same rule), and
// decides about the public screen prerendered into this file (docs/web.md "Prerendered public
// screens"): it stays, to be hydrated, only when it is the screen coming — English, signed out, this
// very path. Otherwise it is hidden and main.tsx renders afresh: never a flash of the wrong screen or
// of English for a Hindi visitor (docs/product.md §4.29).
(() => {
  const html = document.documentElement;
  let signedIn = false;
  let stored = null;
  try {
    signedIn = localStorage.getItem("paisa-coach-auth") !== null;
    stored = localStorage.getItem("paisa-coach-language");
  } catch {
    // Storage blocked: treat as signed out, language from the browser.
  }
  let hindi = stored === "hi";
  if (stored !== "hi" && stored !== "en") {
    for (const tag of navigator.languages || []) {
      const primary = tag.toLowerCase().split("-")[0];
      if (primary === "hi" || primary === "en") {
        hindi = primary === "hi";
        break;
      }
    }
  }
  if (hindi) html.lang = "hi-IN";

  const page = html.getAttribute("data-prerendered");
  if (page === null) return;
  // A query (the Google return's code, a `next` path) changes the screen: render it afresh too.
  if (hindi || signedIn || page !== location.pathname || location.search !== "") {
    html.removeAttribute("data-prerendered");
    html.setAttribute("data-prerender-discarded", "");
    return;
  }

  // Until the app has taken the markup over (src/app/prerender-handoff.ts sets data-hydrated), a
  // submit or a "Continue with Google" click is held for it to replay: a plain form submit would put
  // the password in the address, and the Google link needs the app's PKCE challenge. A tap on a
  // button that acts in place ("Show password") does nothing in plain HTML: each is held, in order.
  const hold = (event, name, value) => {
    event.preventDefault();
    event.stopImmediatePropagation();
    html.setAttribute(name, value);
  };
  document.addEventListener(
    "submit",
    (event) => {
      if (html.hasAttribute("data-hydrated")) return;
      hold(event, "data-held-submit", String(Array.prototype.indexOf.call(document.forms, event.target)));
    },
    true,
  );
  document.addEventListener(
    "click",
    (event) => {
      if (html.hasAttribute("data-hydrated") || !(event.target instanceof Element)) return;
      const link = event.target.closest('a[href$="/auth/google"]');
      if (link) return hold(event, "data-held-click", link.getAttribute("href"));
      const button = event.target.closest('button[type="button"]');
      if (!button) return;
      const index = Array.prototype.indexOf.call(document.querySelectorAll("button"), button);
      const held = html.getAttribute("data-held-taps");
      hold(event, "data-held-taps", held === null ? String(index) : `${held} ${index}`);
    },
    true,
  );
})();

// First paint of index.html shows the landing page's header and hero as plain HTML; this removes it
// before anything paints when another screen is coming: any path but "/", a stored session, or the
// return from Google sign-in (a PKCE `code`, or an `error`, in the query). It also sets <html lang>
// for a Hindi visitor (src/i18n/language.ts has the same rule) and removes the English hero for them:
// the app paints in Hindi once its texts are in, never English first (docs/product.md §4.29).
(() => {
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
  if (hindi) document.documentElement.lang = "hi-IN";
  if (hindi || location.pathname !== "/" || signedIn || /[?&](code|error)=/.test(location.search)) {
    document.getElementById("boot-landing")?.remove();
  }
})();

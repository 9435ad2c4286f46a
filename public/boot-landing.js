// First paint of index.html shows the landing page's header and hero as plain HTML; this removes it
// before anything paints when another screen is coming: any path but "/", a stored session, or the
// return from Google sign-in (a PKCE `code`, or an `error`, in the query).
(() => {
  let signedIn = false;
  try {
    signedIn = localStorage.getItem("paisa-coach-auth") !== null;
  } catch {
    // Storage blocked: treat as signed out.
  }
  if (location.pathname !== "/" || signedIn || /[?&](code|error)=/.test(location.search)) {
    document.getElementById("boot-landing")?.remove();
  }
})();

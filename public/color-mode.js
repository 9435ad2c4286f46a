// The colour mode before the first paint (src/lib/color-mode.tsx keeps it after): this device's choice,
// else its system setting. Same storage key and classes as next-themes, which takes over on start.
// A file, not inline: the Content-Security-Policy allows no inline script (docs/web.md).
(() => {
  let choice = "system";
  try {
    choice = localStorage.getItem("paisa-coach-color-mode") || "system";
  } catch {
    // Storage blocked: follow the system.
  }
  const dark =
    choice === "dark" || (choice !== "light" && matchMedia("(prefers-color-scheme: dark)").matches);
  document.documentElement.classList.add(dark ? "dark" : "light");
  document.documentElement.style.colorScheme = dark ? "dark" : "light";
})();

// Hands a prerendered public screen over to the app (docs/web.md "Prerendered public screens").
// Before hydration the screen is plain HTML, and a visitor may already type and submit: public/boot.js
// holds a submit, a Google sign-in click or taps on in-place buttons ("Show password"); this module
// keeps what was typed — the hydrated forms set their fields to their defaults — and once the app has
// hydrated, puts it back and replays the held taps, then the held action.

type Field = HTMLInputElement | HTMLTextAreaElement;

const typed = new Map<Field, string | boolean>();

const isField = (target: EventTarget | null): target is Field =>
  target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement;

const isToggle = (field: Field) =>
  field instanceof HTMLInputElement && (field.type === "checkbox" || field.type === "radio");

function keep(field: Field): void {
  typed.set(field, isToggle(field) ? (field as HTMLInputElement).checked : field.value);
}

const onInput = (event: Event) => {
  if (isField(event.target)) keep(event.target);
};

/** True while the app hydrates a prerendered screen (from start.tsx until the hand-over below). */
export function hydratingPrerenderedScreen(): boolean {
  if (typeof document === "undefined") return false;
  const html = document.documentElement;
  return html.hasAttribute("data-prerendered") && !html.hasAttribute("data-hydrated");
}

/** Called just before hydrating: what the fields hold now, and everything typed until the hand-over. */
export function keepTypedInput(container: HTMLElement): void {
  for (const field of container.querySelectorAll<Field>("input, textarea")) keep(field);
  document.addEventListener("input", onInput, true);
  document.addEventListener("change", onInput, true);
}

function restore(field: Field, value: string | boolean): void {
  if (!field.isConnected) return;
  if (typeof value === "boolean") {
    if ((field as HTMLInputElement).checked !== value) field.click();
    return;
  }
  if (value === "") return;
  // The native setter and an input event, as typing does: React then calls the field's onChange.
  // Twice, empty first: React reports only a value it has not seen, and it may have seen either.
  const setValue = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), "value")?.set;
  for (const next of ["", value]) {
    setValue?.call(field, next);
    field.dispatchEvent(new Event("input", { bubbles: true }));
  }
}

/** After the hydrating commit (app/RootFrame.tsx): the typed values back, then the held action. */
export function handOverPrerenderedScreen(): void {
  const html = document.documentElement;
  if (!html.hasAttribute("data-prerendered") || html.hasAttribute("data-hydrated")) return;
  document.removeEventListener("input", onInput, true);
  document.removeEventListener("change", onInput, true);
  // The same elements hydrated, so the same places in the document: found before anything re-renders.
  const buttons = document.querySelectorAll("button");
  const heldTaps = (html.getAttribute("data-held-taps") ?? "").split(" ").filter(Boolean);
  const tapped = heldTaps.map((index) => buttons[Number(index)]);
  html.removeAttribute("data-held-taps");
  for (const [field, value] of typed) restore(field, value);
  typed.clear();
  html.setAttribute("data-hydrated", "");

  const heldSubmit = html.getAttribute("data-held-submit");
  const heldClick = html.getAttribute("data-held-click");
  html.removeAttribute("data-held-submit");
  html.removeAttribute("data-held-click");
  // In a task of its own: the restored values' state updates render first, so the handlers see them.
  setTimeout(() => {
    for (const button of tapped) if (button?.isConnected) button.click();
    if (heldSubmit !== null) document.forms[Number(heldSubmit)]?.requestSubmit();
    if (heldClick === null) return;
    for (const link of document.querySelectorAll<HTMLAnchorElement>("a[href]")) {
      if (link.getAttribute("href") === heldClick) return link.click();
    }
  });
}

// Renders the app into the page. main.tsx loads this module (and with it React, Chakra and the router).
import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./App";

export function startApp(container: HTMLElement): void {
  const root = createRoot(container);
  // As a transition React renders the first screen in slices, yielding to the browser between them
  // (input stays responsive and no single task runs long); the static first paint stays until commit.
  startTransition(() => {
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
}

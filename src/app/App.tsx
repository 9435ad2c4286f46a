import type { SystemContext } from "@chakra-ui/react";
import { RouterProvider } from "react-router-dom";
import { Providers } from "./Providers";
import type { createAppRouter } from "./router";

interface AppProps {
  /** From `createAppSystem()` (app/theme.ts). */
  system: SystemContext;
  router: ReturnType<typeof createAppRouter>;
}

export function App({ system, router }: AppProps) {
  return (
    <Providers system={system}>
      <RouterProvider router={router} />
    </Providers>
  );
}

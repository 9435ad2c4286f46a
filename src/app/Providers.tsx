// Everything every screen relies on: the design system and its colour mode, the query cache and the toaster.
import { ChakraProvider, type SystemContext } from "@chakra-ui/react";
import { QueryClientProvider } from "@tanstack/react-query";
import { lazy, type ReactNode, Suspense } from "react";
import { ColorModeProvider } from "../lib/color-mode";
import { queryClient } from "../lib/query-client";

const ToasterView = lazy(() => import("../components/ui/toaster-view"));

/** `system` is the design system from `createAppSystem()` (app/theme.ts). */
export function Providers({ system, children }: { system: SystemContext; children: ReactNode }) {
  return (
    <ChakraProvider value={system}>
      <ColorModeProvider>
        <QueryClientProvider client={queryClient}>
          {children}
          <Suspense fallback={null}>
            <ToasterView />
          </Suspense>
        </QueryClientProvider>
      </ColorModeProvider>
    </ChakraProvider>
  );
}

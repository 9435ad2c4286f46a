// Everything every screen relies on: the design system and its colour mode, and the toaster. The query cache
// (TanStack Query) is the signed-in screens' only: its provider is app/SignedInGuards.tsx's.
import { ChakraProvider, type SystemContext } from "@chakra-ui/react";
import { lazy, type ReactNode, Suspense } from "react";
import { ColorModeProvider } from "../lib/color-mode";

const ToasterView = lazy(() => import("../components/ui/toaster-view"));

/** `system` is the design system from `createAppSystem()` (app/theme.ts). */
export function Providers({ system, children }: { system: SystemContext; children: ReactNode }) {
  return (
    <ChakraProvider value={system}>
      <ColorModeProvider>
        {children}
        <Suspense fallback={null}>
          <ToasterView />
        </Suspense>
      </ColorModeProvider>
    </ChakraProvider>
  );
}

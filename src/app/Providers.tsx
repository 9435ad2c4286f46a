// Everything every screen relies on: the design system, the query cache and the toaster.
import { ChakraProvider } from "@chakra-ui/react";
import { QueryClientProvider } from "@tanstack/react-query";
import { lazy, type ReactNode, Suspense } from "react";
import { queryClient } from "../lib/query-client";
import { system } from "./theme";

const ToasterView = lazy(() => import("../components/ui/toaster-view"));

export function Providers({ children }: { children: ReactNode }) {
  return (
    <ChakraProvider value={system}>
      <QueryClientProvider client={queryClient}>
        {children}
        <Suspense fallback={null}>
          <ToasterView />
        </Suspense>
      </QueryClientProvider>
    </ChakraProvider>
  );
}

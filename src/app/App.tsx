import type { SystemContext } from "@chakra-ui/react";
import { RouterProvider } from "react-router-dom";
import { Providers } from "./Providers";
import { router } from "./router";

export function App({ system }: { system: SystemContext }) {
  return (
    <Providers system={system}>
      <RouterProvider router={router} />
    </Providers>
  );
}

// Chakra v3's default system with the few app-wide choices: light look, a calm page background, and
// no horizontal scroll on phones (long words wrap instead of widening the page).
import { createSystem, defaultConfig } from "@chakra-ui/react";

export const system = createSystem(defaultConfig, {
  globalCss: {
    "html, body": { bg: "gray.50", color: "gray.900", overflowX: "hidden" },
    body: { overflowWrap: "anywhere" },
  },
});

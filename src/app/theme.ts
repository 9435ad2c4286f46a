// Chakra v3's default system with the few app-wide choices: light look, a calm page background, no
// horizontal scroll on phones (long words wrap instead of widening the page), and solid buttons dark
// enough for white text to meet WCAG AA contrast (the default 600s do not).
import { createSystem, defaultConfig } from "@chakra-ui/react";

const solid700 = (palette: string) => ({
  solid: { value: { _light: `{colors.${palette}.700}`, _dark: `{colors.${palette}.700}` } },
});

export const system = createSystem(defaultConfig, {
  globalCss: {
    "html, body": { bg: "gray.50", color: "gray.900", overflowX: "hidden" },
    body: { overflowWrap: "anywhere" },
  },
  theme: {
    semanticTokens: {
      colors: {
        teal: solid700("teal"),
        green: solid700("green"),
        orange: solid700("orange"),
        red: solid700("red"),
        // Field error text on white: red.500 is below 4.5:1.
        fg: { error: { value: { _light: "{colors.red.700}", _dark: "{colors.red.400}" } } },
        border: { error: { value: { _light: "{colors.red.600}", _dark: "{colors.red.400}" } } },
      },
    },
  },
});

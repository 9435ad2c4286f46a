// Light and dark colour mode (Chakra UI v3 relies on next-themes for it): the `dark` or `light` class on
// <html> switches every semantic token. The choice ("system" follows the device) is this device's own,
// kept in localStorage like the device's own setting it follows; index.html applies it before the
// first paint, so a dark phone never flashes white.
import { ThemeProvider, useTheme } from "next-themes";
import type { ReactNode } from "react";

/** Where the choice is kept; index.html's first-paint script reads the same key. */
export const COLOR_MODE_STORAGE_KEY = "paisa-coach-color-mode";

export const COLOR_MODE_CHOICES = ["system", "light", "dark"] as const;
export type ColorModeChoice = (typeof COLOR_MODE_CHOICES)[number];

export function ColorModeProvider({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider
      attribute="class"
      storageKey={COLOR_MODE_STORAGE_KEY}
      defaultTheme="system"
      enableSystem
      disableTransitionOnChange
      // next-themes renders its own first-paint script; public/color-mode.js does that job, and an
      // inline script in a prerendered screen would break the CSP. Not JavaScript, it never runs.
      scriptProps={{ type: "application/json" }}
    >
      {children}
    </ThemeProvider>
  );
}

const isChoice = (value: unknown): value is ColorModeChoice =>
  typeof value === "string" && (COLOR_MODE_CHOICES as readonly string[]).includes(value);

export interface ColorMode {
  /** What the user chose. */
  choice: ColorModeChoice;
  /** What is shown now. */
  mode: "light" | "dark";
  setChoice: (choice: ColorModeChoice) => void;
}

export function useColorMode(): ColorMode {
  const { theme, resolvedTheme, setTheme } = useTheme();
  return {
    choice: isChoice(theme) ? theme : "system",
    mode: resolvedTheme === "dark" ? "dark" : "light",
    setChoice: setTheme,
  };
}

// The design system: Chakra v3's default tokens with only the component recipes this app renders
// (the full set of ~70 recipes would weigh on every first load), plus a few app-wide choices: a calm
// page background, no horizontal scroll on phones, and solid colours dark enough for white text to
// meet WCAG AA contrast (the default 600s do not). Light and dark (the `dark` class on <html>, see
// lib/color-mode.tsx): screens use semantic tokens (bg.panel, fg.muted, fg.secondary, teal.fg…), never
// fixed greys or white, so both modes keep their contrast. A component whose recipe is missing here renders
// unstyled: add its recipe below (a public screen's) or in theme-app-recipes.ts (a signed-in screen's)
// when you start using it.
import {
  createSystem,
  defaultBaseConfig,
  defineConfig,
  type SystemConfig,
  type SystemContext,
} from "@chakra-ui/react";
import {
  animationStyles,
  breakpoints,
  buttonRecipe,
  checkboxSlotRecipe,
  containerRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  fieldSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  nativeSelectSlotRecipe,
  semanticTokens,
  separatorRecipe,
  spinnerRecipe,
  textStyles,
  toastSlotRecipe,
  tokens,
} from "@chakra-ui/react/theme";

// Only the colour palettes the app renders (colorPalette props, alert/toast statuses, direct tokens such as
// red.fg; theme.test.ts checks the code names no other): Chakra turns every token into a CSS variable at
// start, so each unused palette (11 shades and 7 semantic tokens) is work on every first load. Add a
// palette here when a screen starts using it; `npm run bench:web` prints the system's creation time.
export const APP_PALETTES = ["gray", "red", "orange", "green", "teal", "blue", "purple"] as const;
const NON_PALETTE_COLORS = ["transparent", "current", "black", "white", "blackAlpha"] as const;
const SEMANTIC_GROUPS = ["bg", "fg", "border"] as const;

const pick = <T extends object>(source: T, keys: readonly string[]): Partial<T> =>
  Object.fromEntries(
    keys.filter((key) => key in source).map((key) => [key, source[key as keyof T]]),
  ) as Partial<T>;

const appTokens = { ...tokens, colors: pick(tokens.colors, [...NON_PALETTE_COLORS, ...APP_PALETTES]) };
const appSemanticTokens = {
  ...semanticTokens,
  colors: pick(semanticTokens.colors, [...SEMANTIC_GROUPS, ...APP_PALETTES]),
};

// The 700 shade as the solid colour in both modes, always with white text on it (Chakra's dark mode
// pairs its lighter solids with black text, which on a 700 would fail contrast).
const solid700 = (palette: string) => ({
  solid: { value: { _light: `{colors.${palette}.700}`, _dark: `{colors.${palette}.700}` } },
  contrast: { value: { _light: "{colors.white}", _dark: "{colors.white}" } },
});

const chakraTheme = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens: appTokens,
    semanticTokens: appSemanticTokens,
    textStyles,
    layerStyles,
    animationStyles,
    // The public screens' recipes (landing, sign-in/up, password reset, legal pages, spinners, toasts);
    // the signed-in screens' are added when the first of them loads (`loadAppRecipes`).
    recipes: {
      button: buttonRecipe,
      container: containerRecipe,
      heading: headingRecipe,
      icon: iconRecipe,
      input: inputRecipe,
      link: linkRecipe,
      separator: separatorRecipe,
      spinner: spinnerRecipe,
    },
    slotRecipes: {
      // The sign-up form's boxes (18 or over, the privacy notice's optional purposes).
      checkbox: checkboxSlotRecipe,
      field: fieldSlotRecipe,
      nativeSelect: nativeSelectSlotRecipe,
      toast: toastSlotRecipe,
    },
  },
});

/** Chakra's font stack with the system Devanagari fonts before its generic fallback. */
const DEVANAGARI_STACK = `Inter, -apple-system, BlinkMacSystemFont, "Segoe UI", Helvetica, Arial, "Noto Sans Devanagari", "Nirmala UI", "Kohinoor Devanagari", "Devanagari Sangam MN", "Mangal", sans-serif, "Apple Color Emoji", "Segoe UI Emoji", "Segoe UI Symbol"`;

const appTheme = defineConfig({
  globalCss: {
    "html, body": {
      bg: { base: "gray.50", _dark: "gray.950" },
      color: { base: "gray.900", _dark: "gray.50" },
      // clip, not hidden: hidden makes html/body a scroll container, and the sticky header then
      // scrolls away with the page.
      overflowX: "clip",
    },
    body: { overflowWrap: "anywhere" },
  },
  theme: {
    // Devanagari (docs/product.md §4.29): Latin text keeps Chakra's stack; Hindi falls through to the
    // system's Devanagari fonts — Noto Sans Devanagari (Android, Linux), Nirmala UI (Windows),
    // Kohinoor Devanagari / Devanagari Sangam MN (Apple) — before the generic sans-serif.
    tokens: {
      fonts: {
        heading: { value: DEVANAGARI_STACK },
        body: { value: DEVANAGARI_STACK },
      },
    },
    semanticTokens: {
      colors: {
        teal: solid700("teal"),
        blue: solid700("blue"),
        green: solid700("green"),
        orange: solid700("orange"),
        red: solid700("red"),
        fg: {
          // Field error text on white: red.500 is below 4.5:1.
          error: { value: { _light: "{colors.red.700}", _dark: "{colors.red.400}" } },
          // Secondary text (hints, explanations): darker than fg.muted on light, light on dark.
          secondary: { value: { _light: "{colors.gray.700}", _dark: "{colors.gray.300}" } },
        },
        border: { error: { value: { _light: "{colors.red.600}", _dark: "{colors.red.400}" } } },
      },
    },
  },
});

// Chakra's preflight, global and token CSS ship as a stylesheet made at build time
// (build/chakra-static-styles.ts): a built app's system skips making them again. Where the build's plugin
// did not run (the dev server, unit tests), Chakra ignores the key and injects them itself.
const staticBaseCss: SystemConfig & { staticBaseCss: boolean } = { staticBaseCss: true };

type Recipes = Pick<NonNullable<SystemConfig["theme"]>, "recipes" | "slotRecipes">;

let appSystem: SystemContext | undefined;
let appRecipes: Recipes | undefined;

// Chakra looks a recipe up by name when a component first renders with it (and keeps the result), so
// recipes added to the system's theme before that render style it like those it was created with.
function addRecipes(system: SystemContext, { recipes, slotRecipes }: Recipes): void {
  const { theme } = system._config;
  if (!theme) throw new Error("the design system was created without a theme");
  theme.recipes = Object.assign(theme.recipes ?? {}, recipes);
  theme.slotRecipes = Object.assign(theme.slotRecipes ?? {}, slotRecipes);
}

/**
 * Builds the design system: Chakra turns every token into a CSS variable and the theme's global CSS here,
 * the largest single piece of work at start (app/start.tsx runs it as a task of its own). With the public
 * screens' recipes only (fewer to copy and to download at start), plus the signed-in screens' once loaded.
 */
export function createAppSystem(): SystemContext {
  appSystem = createSystem(defaultBaseConfig, chakraTheme, appTheme, staticBaseCss);
  if (appRecipes) addRecipes(appSystem, appRecipes);
  return appSystem;
}

/**
 * The signed-in screens' recipes (theme-app-recipes.ts, a chunk of its own), added to the design system:
 * awaited before any of those screens renders (app/router.tsx). Resolves at once once they are there.
 */
export async function loadAppRecipes(): Promise<void> {
  if (appRecipes) return;
  appRecipes = (await import("./theme-app-recipes")).appRecipes;
  if (appSystem) addRecipes(appSystem, appRecipes);
}

// The first loads issue 26 budgets (docs/web.md "Initial JS"): what every screen loads (the entry and the
// app's start), the landing, and signed-in home (its route, the signed-in frame and guards, live updates and
// the auth client) must not import a heavy module statically — it belongs in a chunk of its own, loaded when a
// tap, a screen or a lazy part needs it. The figures themselves are `npm run bench:web`'s (a build).
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { firstLoadImports, type HeavyModule, heavyImports, staticValueImports } from "./first-load";

const root = fileURLToPath(new URL("../..", import.meta.url));

const SHELL = ["src/main.tsx", "src/app/start.tsx"];
const LANDING = [...SHELL, "src/features/auth/LandingPage.tsx"];
const HOME = [
  ...SHELL,
  "src/app/HomeRoute.tsx",
  "src/app/layout/AppLayout.tsx",
  "src/app/SignedInSync.tsx",
  "src/app/SignedInGuards.tsx",
  "src/lib/supabase.ts",
];

/** Heavy for any first load: each is a chunk of its own today, loaded where it is used. */
const HEAVY: readonly HeavyModule[] = [
  { specifier: "@supabase/storage-js", why: "receipts: lib/supabase-storage.ts, imported dynamically" },
  { specifier: "@supabase/realtime-js", why: "live updates load it after sign-in" },
  { specifier: "@supabase/supabase-js", why: "the app uses auth-js and storage-js alone" },
  { specifier: /^@nivo\//, why: "charts: the analytics screen's" },
  { specifier: "zod", why: "forms validate in their own chunks" },
  { specifier: "react-hook-form", why: "forms" },
  { specifier: "@hookform/resolvers", why: "forms" },
  { specifier: "date-fns", why: "unused: _shared/calendar/indian-day.ts" },
  { specifier: "@date-fns/tz", why: "unused: _shared/calendar/indian-day.ts" },
  { specifier: /^tesseract/, why: "receipt OCR" },
  { specifier: "pdfjs-dist", why: "PDF statements" },
  { specifier: "fflate", why: "the data archive" },
  { specifier: "papaparse", why: "CSV import" },
  { specifier: "react-i18next", names: ["Trans"], why: "its markup parser; i18n/tagged.ts splits one tag" },
  {
    specifier: "@chakra-ui/react",
    names: [
      "Popover",
      "Dialog",
      "Drawer",
      "Menu",
      "Tooltip",
      "HoverCard",
      "Combobox",
      "DatePicker",
      "Select",
    ],
    why: "overlays and their positioning and focus-trap code: lazy, opened by a tap",
  },
  {
    specifier: /\/locales\/(en|hi)\/texts(\.ts)?$/,
    why: "all texts: loaded by i18n/i18n.ts, never imported",
  },
];

/** Heavy for the screens every visitor loads first, not for a signed-in one. */
const HEAVY_SIGNED_OUT: readonly HeavyModule[] = [
  ...HEAVY,
  { specifier: "@supabase/auth-js", why: "the auth client: loaded when a session may exist" },
  { specifier: "idb", why: "the offline store: signed in only" },
  {
    specifier: /^@tanstack\//,
    why: "the query cache: the signed-in screens' and guards' (app/SignedInGuards.tsx), loaded when a session may exist",
  },
];

/**
 * What every screen's start imports from packages (docs/web.md "Initial JS": the shell, goal 188.9 KB
 * gzip, kept by tests/repo/initial-js.test.ts): the packages, and of Chakra's theme the public screens'
 * recipes and base styles. A package or a recipe added here is added to every first load: put it in a
 * lazy chunk instead (a route's, app/theme-app-recipes.ts), or change this list knowingly, with the
 * bench's figure.
 */
const SHELL_PACKAGES = [
  "@chakra-ui/react",
  "@chakra-ui/react/theme",
  "i18next",
  "lucide-react",
  "next-themes",
  "react",
  "react-dom/client",
  "react-i18next",
  "react-router-dom",
  // Not a package: Chakra's base CSS, a stylesheet made at build time (build/chakra-static-styles.ts).
  "virtual:chakra-base.css",
];
const SHELL_THEME_PARTS = [
  "animationStyles",
  "breakpoints",
  "buttonRecipe",
  "checkboxSlotRecipe",
  "containerRecipe",
  "cssVarsPrefix",
  "cssVarsRoot",
  "fieldSlotRecipe",
  "globalCss",
  "headingRecipe",
  "iconRecipe",
  "inputRecipe",
  "keyframes",
  "layerStyles",
  "linkRecipe",
  "nativeSelectSlotRecipe",
  "semanticTokens",
  "separatorRecipe",
  "spinnerRecipe",
  "textStyles",
  "toastSlotRecipe",
  "tokens",
];

describe("the shell every screen loads, by module list", () => {
  const isPackage = (specifier: string) => !/^(\.|@\/|@shared\/)/.test(specifier);

  it("imports these packages only (the checked-in list)", () => {
    const packages = firstLoadImports(root, SHELL)
      .map((found) => found.specifier)
      .filter(isPackage);
    expect([...new Set(packages)].sort()).toEqual(SHELL_PACKAGES);
  });

  it("takes from Chakra's theme the public screens' recipes and base styles only", () => {
    const parts = firstLoadImports(root, SHELL)
      .filter((found) => found.specifier === "@chakra-ui/react/theme")
      .flatMap((found) => found.names);
    expect([...new Set(parts)].sort()).toEqual(SHELL_THEME_PARTS);
  });
});

describe("first loads import no heavy module statically", () => {
  it("the shell every screen loads", () => {
    expect(heavyImports(firstLoadImports(root, SHELL), HEAVY_SIGNED_OUT)).toEqual([]);
  });

  it("the landing page", () => {
    expect(heavyImports(firstLoadImports(root, LANDING), HEAVY_SIGNED_OUT)).toEqual([]);
  });

  it("signed-in home with its frame, live updates and the auth client", () => {
    const imports = firstLoadImports(root, HOME);
    // The walk reaches home's own files (a broken entry path would make this check pass on nothing).
    expect(imports.map((found) => found.from)).toEqual(
      expect.arrayContaining(["src/features/dashboard/HomePage.tsx", "src/app/layout/NotificationBell.tsx"]),
    );
    expect(heavyImports(imports, HEAVY)).toEqual([]);
  });

  it("tells a value import from a type-only or dynamic one", () => {
    const text = [
      'import type { en } from "../locales/en/texts";',
      'import { type Session } from "@supabase/auth-js";',
      'import { Box, Popover } from "@chakra-ui/react";',
      'const later = () => import("@nivo/pie");',
      'export { x } from "zod";',
    ].join("\n");
    const imports = staticValueImports("x.tsx", text).map((found) => ({ from: "x.tsx", ...found }));
    expect(heavyImports(imports, HEAVY_SIGNED_OUT)).toEqual([
      "x.tsx: Popover from @chakra-ui/react (overlays and their positioning and focus-trap code: lazy, opened by a tap)",
      "x.tsx: zod (forms validate in their own chunks)",
    ]);
  });
});

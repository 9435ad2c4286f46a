// The slim design system keeps every colour palette a screen names: a palette missing from
// APP_PALETTES would render without colours (Chakra leaves unknown tokens as plain words).
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { APP_PALETTES, createAppSystem, loadAppRecipes } from "./theme";

const CHAKRA_PALETTES = [
  "gray",
  "red",
  "orange",
  "yellow",
  "green",
  "teal",
  "blue",
  "cyan",
  "purple",
  "pink",
];
const srcDir = path.resolve(import.meta.dirname, "..");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/** Palette names written in the app's code: "teal" in a colorPalette or status, teal.fg, teal.700… */
function palettesNamed(): Set<string> {
  const named = new Set<string>();
  const pattern = new RegExp(`["'\`{\\s](${CHAKRA_PALETTES.join("|")})(?=["'\`.])`, "g");
  for (const file of sourceFiles(srcDir)) {
    for (const match of readFileSync(file, "utf8").matchAll(pattern)) named.add(match[1] as string);
  }
  return named;
}

describe("the design system", () => {
  it("keeps every colour palette the app's code names", () => {
    const named = palettesNamed();
    expect(named.size).toBeGreaterThan(3);
    expect([...named].filter((palette) => !APP_PALETTES.includes(palette as never))).toEqual([]);
  });

  it("gives primary buttons the brand colour (teal), never Chakra's blue", () => {
    const blueButtons = sourceFiles(srcDir).flatMap((file) =>
      [...readFileSync(file, "utf8").matchAll(/<Button\b[^>]*?colorPalette="blue"/gs)].map(() =>
        path.relative(srcDir, file),
      ),
    );
    expect(blueButtons).toEqual([]);
  });

  it("defines the kept palettes' shades and semantic tokens, and not the dropped ones", () => {
    const system = createAppSystem();
    for (const palette of APP_PALETTES) {
      expect(system.token(`colors.${palette}.700`, "missing")).not.toBe("missing");
      expect(system.token(`colors.${palette}.fg`, "missing")).not.toBe("missing");
    }
    expect(system.token("colors.pink.500", "missing")).toBe("missing");
    expect(system.token("colors.bg.panel", "missing")).not.toBe("missing");
  });

  it("starts with the public screens' recipes and styles the signed-in screens' once they have loaded", async () => {
    const early = createAppSystem();
    expect(early.isRecipe("button") && early.isSlotRecipe("field")).toBe(true);
    expect(early.isSlotRecipe("dialog") || early.isRecipe("badge")).toBe(false);

    await loadAppRecipes();
    const late = createAppSystem();
    // The system created before the recipes loaded (the one the app renders with) gets them too.
    for (const system of [early, late]) {
      expect(system.isSlotRecipe("dialog") && system.isRecipe("badge")).toBe(true);
      const styles = system.getSlotRecipeFn("dialog")({});
      expect(JSON.stringify(styles.content)).toContain("var(--chakra-colors-bg-panel)");
    }
  });

  it("lets a segmented control's segments share its whole track", async () => {
    // After the test above: the signed-in screens' recipes are loaded by now.
    await loadAppRecipes();
    const system = createAppSystem();
    const recipe = system._config.theme?.slotRecipes?.segmentGroup as { base?: { item?: { flex?: string } } };
    expect(recipe?.base?.item?.flex).toBe("1");
  });
});

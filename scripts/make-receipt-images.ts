// Renders the receipt photos of tests/fixtures/receipt-images.ts to JPEGs (≤ 80 KB each) with a
// manifest of their totals: thermal paper with faded ink and print-head streaks, on a table, skewed,
// blurred, at phone-photo or low resolution. Deterministic: the same specs give the same images.
// An image already there is kept (a browser update must not redraw the held-out set once measured);
// REDRAW=1 draws them all again.
//   npx tsx scripts/make-receipt-images.ts
import { existsSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "../e2e/setup/chromium.ts";
import { projectRoot } from "../local/config.ts";
import {
  HELD_OUT_RECEIPT_IMAGES,
  RECEIPT_IMAGES_DIR,
  type ReceiptImageManifestEntry,
  type ReceiptImageSpec,
  TUNING_RECEIPT_IMAGES,
} from "../tests/fixtures/receipt-images.ts";

const MAX_BYTES = 80 * 1024;

const escapeHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

function receiptHtml({ lines, look }: ReceiptImageSpec): string {
  const rows = lines
    .map((line) =>
      typeof line === "string"
        ? `<p class="c">${escapeHtml(line)}</p>`
        : `<p class="r"><span>${escapeHtml(line[0])}</span><span>${escapeHtml(line[1])}</span></p>`,
    )
    .join("");
  return `<!doctype html><html><head><meta charset="utf-8"><style>
    body { margin: 0; background: #7d776b; }
    #photo { display: inline-block; padding: 28px 30px; background: radial-gradient(circle at 30% 20%, #8d877a, #6b665c); }
    #bill {
      position: relative; width: 330px; padding: 16px 18px; background: ${look.paper};
      font: ${look.fontPx}px/1.4 ${look.font}; color: ${look.ink};
      transform: rotate(${look.rotateDeg}deg);
      filter: blur(${look.blurPx}px) contrast(${look.contrast});
      box-shadow: 0 2px 6px rgba(0,0,0,.35);
    }
    /* Print-head streaks and uneven light, as on a photographed thermal slip. */
    #bill::after {
      content: ""; position: absolute; inset: 0; pointer-events: none;
      background:
        repeating-linear-gradient(90deg, rgba(255,255,255,0) 0 37px, rgba(255,255,255,.35) 37px 39px),
        linear-gradient(160deg, rgba(255,255,255,.15), rgba(0,0,0,.10));
    }
    p { margin: 0 0 3px; } .c { text-align: center; }
    .r { display: flex; justify-content: space-between; gap: 10px; }
  </style></head><body><div id="photo"><div id="bill">${rows}</div></div></body></html>`;
}

async function main() {
  const dir = path.join(projectRoot, RECEIPT_IMAGES_DIR);
  if (process.env.REDRAW === "1") rmSync(dir, { recursive: true, force: true });
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
  const manifest: ReceiptImageManifestEntry[] = [];
  try {
    for (const spec of [...HELD_OUT_RECEIPT_IMAGES, ...TUNING_RECEIPT_IMAGES]) {
      const file = `${spec.set}/${spec.id}.jpg`;
      manifest.push({ file, set: spec.set, kind: spec.kind, total: spec.total });
      if (existsSync(path.join(dir, file))) continue;
      const page = await browser.newPage({
        viewport: { width: 460, height: 1000 },
        deviceScaleFactor: spec.look.scale,
      });
      await page.setContent(receiptHtml(spec));
      await page.evaluate(() => document.fonts.ready);
      let jpeg: Buffer | null = null;
      for (let quality = 80; quality >= 20; quality -= 5) {
        jpeg = await page.locator("#photo").screenshot({ type: "jpeg", quality });
        if (jpeg.byteLength <= MAX_BYTES) break;
      }
      await page.close();
      if (!jpeg || jpeg.byteLength > MAX_BYTES) throw new Error(`${spec.id}: over 80 KB`);
      mkdirSync(path.join(dir, spec.set), { recursive: true });
      writeFileSync(path.join(dir, file), jpeg);
    }
  } finally {
    await browser.close();
  }
  writeFileSync(path.join(dir, "manifest.json"), `${JSON.stringify(manifest, null, 2)}\n`);
  console.log(`${manifest.length} receipt images in ${RECEIPT_IMAGES_DIR}`);
}

await main();

// Prints what OCR reads on the tuning receipt photos, next to what the total picker makes of it:
// the material for changing receipt-total.ts. The held-out photos are left out on purpose (they are
// measured by `npm run bench`, never read to tune the rules).
//   npx tsx scripts/ocr-receipt-images.ts [eng|eng+hin]
import { readFileSync } from "node:fs";
import path from "node:path";
import { projectRoot } from "../local/config.ts";
import { readReceiptText } from "../supabase/functions/_shared/capture/receipt-total.ts";
import { RECEIPT_IMAGES_DIR, type ReceiptImageManifestEntry } from "../tests/fixtures/receipt-images.ts";
import { type NodeOcrLanguage, nodeReceiptOcr } from "../tests/support/ocr-node.ts";

const languages = (process.argv[2] ?? "eng").split("+") as NodeOcrLanguage[];
const dir = path.join(projectRoot, RECEIPT_IMAGES_DIR);
const manifest = JSON.parse(
  readFileSync(path.join(dir, "manifest.json"), "utf8"),
) as ReceiptImageManifestEntry[];
const ocr = await nodeReceiptOcr(languages);
let right = 0;
const tuning = manifest.filter((entry) => entry.set === "tuning");
for (const entry of tuning) {
  const { text, rupeeDigits } = await ocr.readPage(readFileSync(path.join(dir, entry.file)));
  const reading = readReceiptText(text, { rupeeDigits });
  if (reading.total === entry.total) right += 1;
  console.log(
    `=== ${entry.file}: read ${reading.total} (${reading.source}), is ${entry.total}; ₹ as a digit: ${rupeeDigits.join(", ") || "none"}\n${text}`,
  );
}
await ocr.close();
console.log(`${right}/${tuning.length} tuning totals right`);

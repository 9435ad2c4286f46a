// Receipt photos for the OCR journeys, made in the test: a shop's bill as HTML, rendered to PNG by
// Chromium (page.screenshot). Names, amounts and GSTINs are invented.
import type { Browser } from "@playwright/test";

export interface Receipt {
  name: string;
  /** Lines of the bill, top to bottom; [left, right] pairs are one row with the amount on the right. */
  lines: ReadonlyArray<string | readonly [string, string]>;
  /** The amount the app must read. */
  total: number;
  /** The line it must say the total came from. */
  source: string;
  merchant: string;
}

export const RECEIPTS: readonly Receipt[] = [
  {
    name: "restaurant with GST and round-off",
    total: 1050,
    source: "Grand Total",
    merchant: "Udupi Sagar",
    lines: [
      "UDUPI SAGAR",
      "12 MG Road, Bengaluru 560001",
      "GSTIN: 29ABCDE1234F1Z5",
      "Ph: 080-41234567",
      "TAX INVOICE",
      ["Bill No: 1482", "Date: 14/11/2026"],
      ["Masala Dosa x2", "240.00"],
      ["Paneer Butter Masala", "320.00"],
      ["Butter Naan x4", "200.00"],
      ["Sweet Lassi x3", "240.00"],
      ["Sub Total", "1,000.00"],
      ["CGST @2.5%", "25.00"],
      ["SGST @2.5%", "25.00"],
      ["Round Off", "0.00"],
      ["Grand Total", "1,050.00"],
      "Thank you! Visit again",
    ],
  },
  {
    name: "supermarket with savings, cash and change",
    total: 842,
    source: "Net Amount",
    merchant: "Fresh Basket Supermarket",
    lines: [
      "FRESH BASKET SUPERMARKET",
      "Shop 4, Link Road, Andheri West",
      "Mob: 9820012345",
      ["Date: 12/11/2026", "Time: 18:42"],
      ["Toor Dal 1kg", "168.00"],
      ["Basmati Rice 5kg", "525.00"],
      ["Amul Butter 500g", "149.50"],
      ["Total Qty: 3", ""],
      ["Sub Total", "842.50"],
      ["You Saved", "57.50"],
      ["Round Off", "-0.50"],
      ["Net Amount", "842.00"],
      ["Cash Tendered", "1,000.00"],
      ["Change", "158.00"],
    ],
  },
  {
    name: "pharmacy with a discount",
    total: 356.4,
    source: "Amount Payable",
    merchant: "Wellness Pharmacy",
    lines: [
      "WELLNESS PHARMACY",
      "Opp. City Hospital, Pune 411001",
      "DL No: MH-PZ3-123456",
      ["Inv: WP/2026/8812", "13-11-2026"],
      ["Paracetamol 650 x2", "64.00"],
      ["Cough Syrup 100ml", "132.00"],
      ["Vitamin C Tabs", "200.00"],
      ["Gross Amount", "396.00"],
      ["Discount 10%", "-39.60"],
      ["Amount Payable", "356.40"],
      "Prices incl. of GST",
    ],
  },
];

function receiptHtml(receipt: Receipt): string {
  const rows = receipt.lines
    .map((line) =>
      typeof line === "string"
        ? `<p class="c">${line}</p>`
        : `<p class="r"><span>${line[0]}</span><span>${line[1]}</span></p>`,
    )
    .join("");
  return `<!doctype html><html><head><style>
    body { margin: 0; background: #fff; }
    #bill { width: 340px; padding: 18px 20px; font: 17px/1.45 "DejaVu Sans Mono", monospace; color: #111; }
    p { margin: 0 0 4px; } .c { text-align: center; } .r { display: flex; justify-content: space-between; gap: 12px; }
  </style></head><body><div id="bill">${rows}</div></body></html>`;
}

/** The receipt as a PNG, as a phone photo of a printed bill would reach the file picker. */
export async function renderReceipt(browser: Browser, receipt: Receipt): Promise<Buffer> {
  const page = await browser.newPage({ viewport: { width: 380, height: 900 }, deviceScaleFactor: 2 });
  try {
    await page.setContent(receiptHtml(receipt));
    return await page.locator("#bill").screenshot({ type: "png" });
  } finally {
    await page.close();
  }
}

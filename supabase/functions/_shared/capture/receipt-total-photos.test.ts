import { describe, expect, it } from "vitest";
import { readReceiptText } from "./receipt-total.ts";

// What tesseract read on the tuning receipt photos (tests/fixtures/receipt-images/tuning, printed by
// scripts/make-receipt-images.ts then scripts/ocr-receipt-images.ts), each with the total printed on
// the photo. Only tuning photos: the held-out ones are measured by `npm run bench`, never read here.
describe("the total on tuning receipt photos, as OCR read them", () => {
  it("a petrol slip's amount misread by one digit is put right by rate × volume (t05: 760 → 700)", () => {
    const reading = readReceiptText(`EHARAT PETROLEUM - OM SAT
Lucknow 226001
Receipt: No 10072
Date 13/11/2026
Nozzle No 4
Product: PETROL
Rate (Rs/L) 104.61
Volume (L) 6.69
Amount (Rs) 760.00
Veh No MH12DL1573
Thank Yoy`);
    expect(reading).toMatchObject({ total: 700, checked: true, source: "Amount" });
  });

  it("keeps a petrol amount that rate × volume confirms, and one that differs in more than a digit", () => {
    expect(readReceiptText("Rate (Rs/L) 104.61\nVolume (L) 4.78\nAmount (Rs) 500.00").total).toBe(500);
    expect(readReceiptText("Rate (Rs/L) 104.61\nVolume (L) 6.69\nAmount (Rs) 1500.00").total).toBe(1500);
  });

  it("a ₹ read as 3 on कुल राशि: sub total less an unreadable discount line says 82 (t08)", () => {
    const reading = readReceiptText(`BALAJI PROVISION
Nagpur 440001
दिनांक 11/11/2026
Sugar 1kg 49.00
Mustard 0il 11 38.00
उप योग 87.00
we 5.00
कुल राशि 382.00
धन्यवाद`);
    expect(reading).toMatchObject({ total: 82, source: "कुल राशि" });
  });

  it("a ₹ read as ¥ is a rupee sign (t11, the photo read at twice its size)", () => {
    const reading = readReceiptText(`UDUPI GRAND
Sub Total 820.00
CGST 2.5% 20.50
SGST 2.5% 20.50
Total t 851.00
Round off 0.00
Grand Total ¥ 861.00
Thank You, Visit Again`);
    expect(reading).toMatchObject({ total: 861, source: "Grand Total" });
  });

  it("a canteen token whose Amount label OCR lost: its one money figure is the total (t06)", () => {
    const reading = readReceiptText(`OFFICE CAFETERIA
TOKEN NO 127
Poha x 1
apd 125.00
17/11/2026`);
    expect(reading.total).toBe(125);
  });

  it("without a label, two money figures are no total (the bill is not guessed)", () => {
    expect(readReceiptText("OFFICE CAFETERIA\nTea 20.00\nSamosa 30.00").total).toBeNull();
  });
});

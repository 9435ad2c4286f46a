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

// The photos added to the tuning set (t13–t41, seeds 12 and 13), as the app's OCR read them.
describe("the total on the added tuning photos, as OCR read them", () => {
  it("a ₹ read as 3 on both Total and Grand Total: the two agree with each other, not with the bill (t13)", () => {
    const reading = readReceiptText(`ANNAPOORNA VEG
Nagpur 440001
GSTIN: 27AABCS1429B17B
Bill No: 3938 12/11/2026
Jeera Rice 66.00
paneer Masala 73.00
Lassi 80.00
Sub Total 219.00
CGST 2.5% 5.48
SGST 2.5% 5.48
Total 3229.96
Round Off 0.04
Grand Total 3230.00
Thank You, Visit Again`);
    expect(reading).toMatchObject({ total: 230, checked: true, source: "Grand Total" });
  });

  it("a ₹ read as 1 and 2 on a bill over a thousand (t23)", () => {
    const reading = readReceiptText(`PUNJABI TADKA
Nagpur 446001
gill No 3552 14/11/2026
Lassl 425.00
veq Thali 230.00
paneer Masala 420.00
Masala Dosa 58.00
sub Total 1,193.00
CGST 2.5% 29.83
5GST 2.5% 29.83
Total 11,252.66
Round Off 0.34
grand Total 21,253.00
Thank You, visit Again`);
    expect(reading).toMatchObject({ total: 1253, checked: true });
  });

  it("a ₹ read as 1 and a digit misread, against gross less an unreadable discount line (t15)", () => {
    const reading = readReceiptText(`JEEVAN DHARA MEDICOS
Jaipur 362001
pL No: MH PZ2-910694
Inv 9716 03/11/2026
pantop 40 355.00
paracetamol 650 475.00
Gross Amount 830.00
piscount 16% -83.00
Net Amount 1747.60`);
    expect(reading).toMatchObject({ total: 747, checked: true, source: "Net Amount" });
  });

  it("Grand Total alone on its line, its figure on the next after (Rounded) (t31)", () => {
    const reading = readReceiptText(`STYLE ZONE SALON
Jaipur 302001
Bill 413 21/11/2026
Haircut 1055.00
Beard Trim 1510.00
Total 2565.00
Service Charge 5% 128.25
Round Off -0.25
Grand Total x
(Rounded) 2693.00`);
    expect(reading).toMatchObject({ total: 2693, checked: true, source: "Grand Total x" });
  });

  it("a petrol slip whose rate lost its first digit: a fuel rate one digit away puts the amount right (t39)", () => {
    const reading = readReceiptText(`BHARAT PETROLEUM - OM SAI
Lucknow 226001
Receipt No 25014
Date 22/11/2026
Nozzle No 7
Product MS
Rate(Rs/L) 04.72
Volume(L) 7.39
Amount (Rs) 760.00
Ven No MH12DL5732
Thank You`);
    expect(reading).toMatchObject({ total: 700, checked: true });
  });

  it("a canteen token's quantity is no item price: 33 stays 33, not a ₹ before 3 (t40)", () => {
    const reading = readReceiptText(`OFFICE CAFETERIA
TOKEN No 122
Tea x 3
Amount % 33.00
24/11/2026`);
    expect(reading).toMatchObject({ total: 33, source: "Amount" });
  });

  it("an amount in words with a word OCR broke in two (t41)", () => {
    const reading = readReceiptText(`DR. MEHTA's CLINIC
Jaipur 302001
Receipt No 735 Date 11/11/2026
Received with thanks from Mr, Amit
Kumar
the sum of Rupees six Hund req Only
towards consultation,
Signature`);
    expect(reading).toMatchObject({ total: 600, source: "Amount in words" });
  });
});

// Receipt photos are made small on the phone before upload (docs/product.md §4.30): a 12-megapixel
// photo with a location in its EXIF is stored as a JPEG of at most 1600 px on its longest side,
// without the EXIF (re-encoding through a canvas drops it). Checked on the object Storage holds.
import type { Page } from "@playwright/test";
import { saveExpenseForm, signedInUser } from "./money-helpers.ts";
import { expect, test } from "./setup/fixtures.ts";

/** A 4000×3000 JPEG drawn by the browser (a gradient and shapes: a photo-sized file). */
async function largePhoto(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(async () => {
    const canvas = document.createElement("canvas");
    canvas.width = 4000;
    canvas.height = 3000;
    const context = canvas.getContext("2d") as CanvasRenderingContext2D;
    const gradient = context.createLinearGradient(0, 0, 4000, 3000);
    gradient.addColorStop(0, "#fef3c7");
    gradient.addColorStop(1, "#1e3a8a");
    context.fillStyle = gradient;
    context.fillRect(0, 0, 4000, 3000);
    for (let i = 0; i < 400; i++) {
      context.fillStyle = `hsl(${(i * 37) % 360} 70% 50%)`;
      context.fillRect((i * 97) % 3900, (i * 61) % 2900, 40 + (i % 90), 30 + (i % 70));
    }
    const blob = await new Promise<Blob>((resolve) =>
      canvas.toBlob((b) => resolve(b as Blob), "image/jpeg", 0.95),
    );
    const bytes = new Uint8Array(await blob.arrayBuffer());
    let binary = "";
    for (const byte of bytes) binary += String.fromCharCode(byte);
    return btoa(binary);
  });
  return Buffer.from(base64, "base64");
}

/**
 * An EXIF segment (APP1) with a GPS position, as a phone camera writes it: IFD0 points at a GPS IFD
 * holding GPSLatitudeRef "N" and GPSLongitudeRef "E" (big-endian TIFF).
 */
function exifWithLocation(): Buffer {
  const tiff = Buffer.alloc(8 + 2 + 12 + 4 + 2 + 12 * 2 + 4);
  tiff.write("MM", 0, "latin1");
  tiff.writeUInt16BE(42, 2);
  tiff.writeUInt32BE(8, 4);
  tiff.writeUInt16BE(1, 8); // IFD0: one entry
  tiff.writeUInt16BE(0x8825, 10); // GPSInfo
  tiff.writeUInt16BE(4, 12); // LONG
  tiff.writeUInt32BE(1, 14);
  tiff.writeUInt32BE(26, 18); // offset of the GPS IFD
  tiff.writeUInt32BE(0, 22); // no next IFD
  tiff.writeUInt16BE(2, 26); // GPS IFD: two entries
  for (const [index, tag, value] of [
    [0, 1, "N"],
    [1, 3, "E"],
  ] as const) {
    const at = 28 + index * 12;
    tiff.writeUInt16BE(tag, at);
    tiff.writeUInt16BE(2, at + 2); // ASCII
    tiff.writeUInt32BE(2, at + 4);
    tiff.write(`${value}\0`, at + 8, "latin1");
  }
  tiff.writeUInt32BE(0, 52);
  const body = Buffer.concat([Buffer.from("Exif\0\0", "latin1"), tiff]);
  const header = Buffer.alloc(4);
  header.writeUInt16BE(0xffe1, 0);
  header.writeUInt16BE(body.length + 2, 2);
  return Buffer.concat([header, body]);
}

/** The JPEG's segments before its image data: markers, and the frame's size. */
function jpegFacts(jpeg: Buffer) {
  const markers: number[] = [];
  let size: { width: number; height: number } | null = null;
  let at = 2;
  while (at + 4 <= jpeg.length && jpeg[at] === 0xff) {
    const marker = jpeg[at + 1] as number;
    markers.push(marker);
    if (marker === 0xda) break; // start of scan: the image data follows
    const length = jpeg.readUInt16BE(at + 2);
    if (marker >= 0xc0 && marker <= 0xc3) {
      size = { height: jpeg.readUInt16BE(at + 5), width: jpeg.readUInt16BE(at + 7) };
    }
    at += 2 + length;
  }
  return { markers, size, exif: markers.includes(0xe1) || jpeg.includes(Buffer.from("Exif\0\0", "latin1")) };
}

test("a large photo with a location is stored resized, as a JPEG, without its EXIF", async ({
  page,
  stack,
  adminDb,
}) => {
  const user = await signedInUser(page, "resize");
  const drawn = await largePhoto(page);
  const photo = Buffer.concat([drawn.subarray(0, 2), exifWithLocation(), drawn.subarray(2)]);
  expect(jpegFacts(photo)).toMatchObject({ size: { width: 4000, height: 3000 }, exif: true });

  await page.goto("/expense");
  await page
    .getByTestId("receipt-file-input")
    .setInputFiles({ name: "IMG_2041.jpg", mimeType: "image/jpeg", buffer: photo });
  await expect(page.getByTestId("receipt-preview")).toBeVisible();
  // The receipt's amount is not what this journey is about: stop reading it.
  const note = page.getByTestId("receipt-ocr");
  await expect(note).toBeVisible();
  const reading = note.getByRole("button", { name: "Stop" });
  if (await reading.isVisible()) await reading.click();
  await saveExpenseForm(page, { amount: 640, category: "Groceries", description: "Weekly shop" });

  const [saved] = await adminDb<{ receipt_path: string }[]>`
    select e.receipt_path from public.expenses e join auth.users u on u.id = e.user_id
    where u.email = ${user.email} and e.receipt_path is not null`;
  expect(saved?.receipt_path).toMatch(/\.jpg$/);
  const stored = await page.request.get(
    `${stack.urls.gateway}/storage/v1/object/receipts/${saved?.receipt_path}`,
    { headers: { apikey: stack.keys.serviceRoleKey, Authorization: `Bearer ${stack.keys.serviceRoleKey}` } },
  );
  expect(stored.status()).toBe(200);
  const bytes = await stored.body();
  const facts = jpegFacts(bytes);
  // 4000×3000 scaled to 1600 on its longest side; no EXIF, so no location.
  expect(facts.size).toEqual({ width: 1600, height: 1200 });
  expect(facts.exif).toBe(false);
  expect(bytes.length).toBeLessThan(photo.length);
  expect(bytes.length).toBeLessThan(600_000);
});

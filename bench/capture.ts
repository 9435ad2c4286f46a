// Figures for logging without typing (docs/capture.md), part of `npm run bench`:
// - the bank/UPI message parser: messages per second, and field-by-field accuracy on the tuning corpus
//   the tests use, on the unseen wordings of its senders (bank-messages-unseen.ts) and on the held-out
//   set of senders it was never tuned on (bank-messages-held-out.ts), with how often a field marked
//   high or low confidence is right;
// - the receipt-total picker on OCR texts: share of totals right on the tuning receipts the rules
//   were written against and on the held-out ones they never were (tests/fixtures/receipt-totals.ts);
// - receipt OCR in headless Chromium through the real Add Expense screen of a production build:
//   seconds per receipt the first time (nothing cached) and warm (files cached), and the bytes the
//   OCR files cost on first use;
// - receipt photos made the way real ones look (tests/fixtures/receipt-images, made by
//   scripts/make-receipt-images.ts) through the same screen: the share of totals right on the
//   held-out photos (never tuned on) and on the tuning ones, and seconds per photo.

import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium } from "@playwright/test";
import { RECEIPTS, renderReceipt } from "../e2e/receipts.ts";
import { chromiumArgs, chromiumPath } from "../e2e/setup/chromium.ts";
import { projectRoot } from "../local/config.ts";
import { parseBankMessage, splitBankMessages } from "../supabase/functions/_shared/capture/bank-message.ts";
import { readReceiptText } from "../supabase/functions/_shared/capture/receipt-total.ts";
import { BANK_MESSAGES } from "../tests/fixtures/bank-messages.ts";
import { HELD_OUT_BANK_MESSAGES } from "../tests/fixtures/bank-messages-held-out.ts";
import { UNSEEN_BANK_MESSAGES } from "../tests/fixtures/bank-messages-unseen.ts";
import { messageAccuracy, SCORED_FIELDS } from "../tests/fixtures/message-accuracy.ts";
import { RECEIPT_IMAGES_DIR, type ReceiptImageManifestEntry } from "../tests/fixtures/receipt-images.ts";
import {
  HELD_OUT_RECEIPTS,
  type ReceiptTotalCase,
  TUNING_RECEIPTS,
} from "../tests/fixtures/receipt-totals.ts";
import { startTestStack } from "../tests/setup/test-stack.ts";
import { BENCH_CONSENT } from "./consent.ts";

export function parserFigures() {
  const texts = BANK_MESSAGES.map((message) => message.text);
  for (const text of texts) parseBankMessage(text); // warm up the regular expressions
  const rounds = 40;
  let started = performance.now();
  for (let round = 0; round < rounds; round++) for (const text of texts) parseBankMessage(text);
  const parseSeconds = (performance.now() - started) / 1000;
  const pasted = texts.join("\n\n");
  started = performance.now();
  for (let round = 0; round < rounds; round++) splitBankMessages(pasted);
  const splitSeconds = (performance.now() - started) / 1000;
  return {
    parseMessagesPerSecond: Math.round((rounds * texts.length) / parseSeconds),
    splitMessagesPerSecond: Math.round((rounds * texts.length) / splitSeconds),
    corpus: messageAccuracy(BANK_MESSAGES),
    unseen: messageAccuracy(UNSEEN_BANK_MESSAGES),
    heldOut: messageAccuracy(HELD_OUT_BANK_MESSAGES),
  };
}

function receiptAccuracy(receipts: readonly ReceiptTotalCase[]) {
  const wrong: string[] = [];
  let totals = 0;
  let sources = 0;
  for (const receipt of receipts) {
    const reading = readReceiptText(receipt.text);
    if (reading.total === receipt.total) totals += 1;
    else wrong.push(`${receipt.name}: read ${reading.total}, is ${receipt.total}`);
    if (reading.total === receipt.total && reading.source === receipt.source) sources += 1;
  }
  return { receipts: receipts.length, totalsRight: totals, totalAndLineRight: sources, wrong };
}

/** The total picker alone, on OCR text: the tuning set and the held-out set (the honest figure). */
export function receiptTextFigures() {
  return { tuning: receiptAccuracy(TUNING_RECEIPTS), heldOut: receiptAccuracy(HELD_OUT_RECEIPTS) };
}

function buildApp(outDir: string): void {
  const result = spawnSync(
    path.join(projectRoot, "node_modules/.bin/vite"),
    ["build", "--outDir", outDir, "--emptyOutDir", "--logLevel", "error"],
    { cwd: projectRoot, stdio: "inherit" },
  );
  if (result.status !== 0) throw new Error(`vite build failed (exit ${result.status})`);
}

interface PhotoReading {
  file: string;
  set: string;
  total: number;
  amount: string;
  seconds: number;
}

function photoAccuracy(photos: readonly PhotoReading[]) {
  const bySet = (set: string) => {
    const read = photos.filter((photo) => photo.set === set);
    const seconds = read.map((photo) => photo.seconds).sort((a, b) => a - b);
    return {
      photos: read.length,
      totalsRight: read.filter((photo) => Number(photo.amount) === photo.total).length,
      medianSeconds: seconds[Math.floor(seconds.length / 2)] ?? null,
      slowestSeconds: seconds.at(-1) ?? null,
      readings: read,
    };
  };
  return { heldOut: bySet("held-out"), tuning: bySet("tuning") };
}

/** `photosOnly`: just the receipt photos (after one read that fetches the OCR files). */
export async function ocrFigures({ photosOnly = false }: { photosOnly?: boolean } = {}) {
  const outDir = mkdtempSync(path.join(tmpdir(), "paisa-bench-ocr-"));
  buildApp(outDir);
  const stack = await startTestStack({ web: "prod", distDir: outDir, quiet: true });
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
  try {
    const web = stack.urls.web;
    const id = `bench-ocr-${Date.now().toString(36)}`;
    const user = {
      email: `${id}@example.com`,
      username: id,
      password: `paisa-${id}-1`,
      country: "India",
      adultConfirmed: true,
      consent: BENCH_CONSENT,
    };
    const signup = await fetch(`${web}/api/auth/signup`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(user),
    });
    if (!signup.ok) throw new Error(`sign-up failed: ${signup.status} ${await signup.text()}`);

    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: "en-IN" });
    const ocrBytes = new Map<string, number>();
    context.on("requestfinished", async (request) => {
      const url = new URL(request.url());
      if (!url.pathname.startsWith("/assets/ocr/")) return;
      const file = url.pathname.split("/").pop() ?? url.pathname;
      // First use is each file's first fetch. Later workers load it from the cache, and Chromium
      // reports those with a body size below zero (nothing received minus the headers).
      if (ocrBytes.has(file)) return;
      ocrBytes.set(file, 0);
      const sizes = await request.sizes().catch(() => null);
      ocrBytes.set(file, Math.max(0, sizes?.responseBodySize ?? 0));
    });
    const page = await context.newPage();
    await page.goto(`${web}/signin`);
    await page.getByLabel("Username or email address").fill(user.username);
    await page.getByLabel("Password").fill(user.password);
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await page.getByRole("banner").getByRole("button", { name: "Sign out" }).waitFor({ timeout: 30_000 });
    await page.goto(`${web}/expense`);

    const readings: { receipt: string; seconds: number; read: boolean; amount: string }[] = [];
    const note = page.getByTestId("receipt-ocr");
    // Each receipt twice: the first read of all fetches the OCR files; every later one is warm.
    // With photosOnly, one receipt once: it only fetches the files before the photos are timed.
    for (const receipt of photosOnly ? RECEIPTS.slice(0, 1) : [...RECEIPTS, ...RECEIPTS]) {
      const png = await renderReceipt(browser, receipt);
      await page.getByRole("textbox", { name: "Amount" }).fill("");
      const started = performance.now();
      await page
        .getByTestId("receipt-file-input")
        .setInputFiles({ name: "bill.png", mimeType: "image/png", buffer: png });
      await page
        .locator(
          '[data-testid="receipt-ocr"][data-status="read"], [data-testid="receipt-ocr"][data-status="unread"]',
        )
        .waitFor({ timeout: 180_000 });
      readings.push({
        receipt: receipt.name,
        seconds: Math.round((performance.now() - started) / 100) / 10,
        read: (await note.getAttribute("data-status")) === "read",
        amount: await page.getByRole("textbox", { name: "Amount" }).inputValue(),
      });
      await page.getByRole("button", { name: "Remove Photo" }).click();
    }

    // The photos made the way real ones look, each read once with the files cached.
    const imagesDir = path.join(projectRoot, RECEIPT_IMAGES_DIR);
    const manifest = JSON.parse(
      readFileSync(path.join(imagesDir, "manifest.json"), "utf8"),
    ) as ReceiptImageManifestEntry[];
    const photos: { file: string; set: string; total: number; amount: string; seconds: number }[] = [];
    for (const entry of manifest) {
      await page.getByRole("textbox", { name: "Amount" }).fill("");
      const started = performance.now();
      await page.getByTestId("receipt-file-input").setInputFiles({
        name: "bill.jpg",
        mimeType: "image/jpeg",
        buffer: readFileSync(path.join(imagesDir, entry.file)),
      });
      await page
        .locator(
          '[data-testid="receipt-ocr"][data-status="read"], [data-testid="receipt-ocr"][data-status="unread"]',
        )
        .waitFor({ timeout: 180_000 });
      photos.push({
        file: entry.file,
        set: entry.set,
        total: entry.total,
        seconds: Math.round((performance.now() - started) / 100) / 10,
        amount: await page.getByRole("textbox", { name: "Amount" }).inputValue(),
      });
      await page.getByRole("button", { name: "Remove Photo" }).click();
    }
    await context.close();
    const warm = readings
      .slice(1)
      .map((reading) => reading.seconds)
      .sort((a, b) => a - b);
    return {
      firstReadSeconds: readings[0]?.seconds ?? null,
      warmReadSecondsMedian: warm[Math.floor(warm.length / 2)] ?? null,
      totalsRight: readings.filter(
        (reading, i) => Number(reading.amount) === RECEIPTS[i % RECEIPTS.length]?.total,
      ).length,
      reads: readings.length,
      firstUseBytes: [...ocrBytes.values()].reduce((sum, bytes) => sum + bytes, 0),
      bytesByFile: Object.fromEntries(ocrBytes),
      readings,
      photos: photoAccuracy(photos),
    };
  } finally {
    await browser.close();
    await stack.dispose();
    rmSync(outDir, { recursive: true, force: true });
  }
}

/** The photo figures alone (`BENCH_ONLY=receipt-photos`): what a change to reading receipts needs. */
export async function receiptPhotoFigures(log: (line: string) => void) {
  const ocr = await ocrFigures({ photosOnly: true });
  logPhotos(log, ocr.photos);
  return { ocr };
}

function logPhotos(log: (line: string) => void, photos: ReturnType<typeof photoAccuracy>) {
  for (const [name, result] of [
    ["held-out", photos.heldOut],
    ["tuning", photos.tuning],
  ] as const) {
    log(
      `receipt photos, ${name}: ${result.totalsRight}/${result.photos} totals right ` +
        `(${((result.totalsRight / Math.max(1, result.photos)) * 100).toFixed(1)}%), ` +
        `median ${result.medianSeconds} s, slowest ${result.slowestSeconds} s per photo`,
    );
    for (const photo of result.readings)
      log(
        `  ${Number(photo.amount) === photo.total ? "right" : "WRONG"} ${photo.file.padEnd(44)} ` +
          `${String(photo.seconds).padStart(5)} s read ${photo.amount || "nothing"}, is ${photo.total}`,
      );
  }
}

export async function captureFigures(log: (line: string) => void) {
  const parser = parserFigures();
  log(
    `parser: ${parser.parseMessagesPerSecond.toLocaleString("en-IN")} messages/s parsed, ${parser.splitMessagesPerSecond.toLocaleString("en-IN")} messages/s split`,
  );
  const percent = (share: number) => `${(share * 100).toFixed(1)}%`;
  for (const [name, result] of [
    ["tuning (corpus)", parser.corpus],
    ["unseen-wording (senders of the corpus)", parser.unseen],
    ["held-out (senders never tuned on)", parser.heldOut],
  ] as const) {
    const fields = SCORED_FIELDS.map((field) => `${field} ${percent(result.byField[field])}`).join(", ");
    log(
      `parser accuracy on ${result.messages} ${name} messages: all fields ${percent(result.allFields)} (${fields})`,
    );
    const calibration = Object.entries(result.calibration)
      .map(([field, c]) => `${field} ${percent(c.high)} / ${percent(c.low)} (${c.lowCount} low)`)
      .join(", ");
    log(`  right when marked high / low confidence: ${calibration}`);
    for (const miss of result.wrong) log(`  wrong: ${miss}`);
  }
  const receipts = receiptTextFigures();
  for (const [name, result] of [
    ["tuning", receipts.tuning],
    ["held-out", receipts.heldOut],
  ] as const) {
    const share = (n: number) => ((n / result.receipts) * 100).toFixed(1);
    log(
      `receipt totals from OCR text, ${result.receipts} ${name} receipts: total ${share(result.totalsRight)}% ` +
        `(${result.totalsRight}/${result.receipts}), total and its line ${share(result.totalAndLineRight)}%`,
    );
    for (const miss of result.wrong) log(`  wrong: ${miss}`);
  }
  const ocr = await ocrFigures();
  log(
    `receipt OCR: first read ${ocr.firstReadSeconds} s (nothing cached), warm ${ocr.warmReadSecondsMedian} s (median); ` +
      `${ocr.totalsRight}/${ocr.reads} totals right; OCR files on first use ${(ocr.firstUseBytes / 2 ** 20).toFixed(2)} MB`,
  );
  for (const [file, bytes] of Object.entries(ocr.bytesByFile))
    log(`  ${file.padEnd(44)} ${(bytes / 1024).toFixed(0)} KB`);
  logPhotos(log, ocr.photos);
  return { parser, receipts, ocr };
}

// Reads each attached receipt photo on the device and hands its total, date and shop to the form
// (docs/capture.md). Reading never blocks saving: the form stays usable, and the run stops when the
// photo is removed or replaced, when Stop is tapped, or when the screen goes away.

import { type ReceiptReading, readReceiptText } from "@shared/capture/receipt-total.ts";
import { useCallback, useEffect, useRef, useState } from "react";
import { type OcrRun, OcrStopped, readReceiptPhoto } from "./receipt-ocr.ts";

export type ReceiptOcrState =
  | { status: "idle" }
  | { status: "reading" }
  | { status: "read"; reading: ReceiptReading & { total: number } }
  | { status: "unread"; why: "no-total" | "failed" | "timeout" | "stopped" };

export function useReceiptOcr(
  photo: Blob | null,
  onReading: (reading: ReceiptReading & { total: number }) => void,
) {
  const [state, setState] = useState<ReceiptOcrState>({ status: "idle" });
  const run = useRef<OcrRun | null>(null);
  const latestOnReading = useRef(onReading);
  useEffect(() => {
    latestOnReading.current = onReading;
  }, [onReading]);

  useEffect(() => {
    if (!photo) {
      setState({ status: "idle" });
      return;
    }
    // A bill with no total in English is read once more with Hindi (कुल राशि), within the time limit.
    const current = readReceiptPhoto(photo, {
      readAgainWithHindi: (text) => readReceiptText(text).total === null,
    });
    run.current = current;
    let live = true;
    setState({ status: "reading" });
    current.page.then(
      ({ text, rupeeDigits }) => {
        if (!live) return;
        const reading = readReceiptText(text, { rupeeDigits });
        if (reading.total === null) {
          setState({ status: "unread", why: "no-total" });
          return;
        }
        const read = { ...reading, total: reading.total };
        setState({ status: "read", reading: read });
        latestOnReading.current(read);
      },
      (error: unknown) => {
        if (!live) return;
        setState({ status: "unread", why: error instanceof OcrStopped ? error.reason : "failed" });
      },
    );
    return () => {
      live = false;
      current.stop();
      run.current = null;
    };
  }, [photo]);

  const stop = useCallback(() => run.current?.stop(), []);
  return { state, stop };
}

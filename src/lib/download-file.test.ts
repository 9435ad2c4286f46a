import { describe, expect, it } from "vitest";
import { attachmentName } from "./download-file.ts";

describe("a downloaded file's name", () => {
  it("comes from Content-Disposition, or the fallback", () => {
    const fallback = "paisa-coach-expenses.csv";
    expect(attachmentName('attachment; filename="paisa-coach-expenses-2026-11-24.csv"', fallback)).toBe(
      "paisa-coach-expenses-2026-11-24.csv",
    );
    expect(attachmentName(null, fallback)).toBe(fallback);
    expect(attachmentName("attachment", fallback)).toBe(fallback);
  });
});

import { describe, expect, it } from "vitest";
import { attachmentName } from "./export-file.ts";

describe("export file name", () => {
  it("comes from Content-Disposition", () => {
    expect(attachmentName('attachment; filename="paisa-coach-expenses-2026-11-24.csv"')).toBe(
      "paisa-coach-expenses-2026-11-24.csv",
    );
    expect(attachmentName(null)).toBe("paisa-coach-expenses.csv");
    expect(attachmentName("attachment")).toBe("paisa-coach-expenses.csv");
  });
});

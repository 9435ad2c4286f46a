import { unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { archivePath, receiptFileName, tableFileName, zipArchive } from "./archive-files.ts";

describe("the data archive's files", () => {
  it("names tables, photos and the stored file", () => {
    expect(tableFileName("public", "expenses")).toBe("tables/public.expenses.json");
    expect(receiptFileName("u1/abc.jpg")).toBe("receipts/abc.jpg");
    expect(archivePath("u1", "a1")).toBe("u1/a1.zip");
  });

  it("zips text and bytes so that they come back as they went in", () => {
    const photo = new Uint8Array([137, 80, 78, 71, 1, 2, 3]);
    const files = unzipSync(zipArchive({ "a.json": '{"₹":1}', "receipts/p.png": photo }));
    expect(new TextDecoder().decode(files["a.json"])).toBe('{"₹":1}');
    expect(files["receipts/p.png"]).toEqual(photo);
  });
});

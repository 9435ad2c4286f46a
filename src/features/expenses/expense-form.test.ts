import { indianClock } from "@shared/calendar/indian-day.ts";
import { afterEach, describe, expect, it } from "vitest";
import { ENCOURAGED_CATEGORIES, encouragementFor } from "./encouragement.ts";
import {
  amountFieldError,
  customCategoryLength,
  customCategoryOutcome,
  expenseDateProblem,
  expenseEditPatch,
  expenseFormProblem,
  fieldsOfExpense,
  futureDateWarning,
  istIsoFromFields,
  istNowLine,
  saveErrorOutcome,
} from "./expense-form.ts";

const originalTz = process.env.TZ;
afterEach(() => {
  // Assigning undefined would set the string "undefined"; delete restores "no TZ set".
  if (originalTz === undefined) delete process.env.TZ;
  else process.env.TZ = originalTz;
});

describe("amount field", () => {
  it("inline hint for zero and for amounts over the ceiling, which it names", () => {
    expect(amountFieldError("0")).toBe("Amount must be greater than 0");
    expect(amountFieldError("")).toBeNull();
    expect(amountFieldError("0.5")).toBeNull();
    expect(amountFieldError("1000000")).toBeNull();
    expect(amountFieldError("1000000.01")).toBe("Amounts up to ₹10,00,000 only");
  });
});

describe("save rules", () => {
  it("empty, zero or non-numeric amount → Amount Required", () => {
    for (const amount of ["", "0", "0.00", ".", "abc"]) {
      expect(expenseFormProblem(amount, "Transport")).toEqual({
        title: "Amount Required",
        description: "Please enter a valid amount.",
      });
    }
  });

  it("over ₹10,00,000 → says the limit instead of 'Amount Required'", () => {
    expect(expenseFormProblem("2500000", "Rent")).toEqual({
      title: "Amount too large",
      description: "Amounts up to ₹10,00,000 only.",
    });
  });

  it("no category → Category Required", () => {
    expect(expenseFormProblem("100", null)).toEqual({
      title: "Category Required",
      description: "Please select a category for your expense.",
    });
    expect(expenseFormProblem("100", "Petrol")).toBeNull();
  });

  it("401 Unauthorized → Not logged in; anything else → Failed to save expense", () => {
    expect(saveErrorOutcome('401: {"message":"Unauthorized"}')).toEqual({
      kind: "unauthorised",
      toast: { title: "Not logged in", description: "Please log in to save expenses." },
    });
    expect(saveErrorOutcome('400: {"message":"Amount must be greater than 0"}')).toEqual({
      kind: "error",
      toast: {
        title: "Error",
        description: "Failed to save expense: Amount must be greater than 0",
      },
    });
    // A 1999 date: the API's sentence, never its status and JSON.
    expect(saveErrorOutcome('400: {"message":"Date must be between the years 2000 and 2100"}').toast).toEqual(
      {
        title: "Error",
        description: "Failed to save expense: Date must be between the years 2000 and 2100",
      },
    );
    expect(saveErrorOutcome("502: Bad Gateway").toast.description).toBe(
      "Failed to save expense: 502: Bad Gateway",
    );
  });

  it("custom categories: blank ignored, duplicates refused in any case, else added", () => {
    expect(customCategoryOutcome("   ", ["Petrol"])).toEqual({ kind: "ignored" });
    expect(customCategoryOutcome("petrol", ["Petrol"])).toMatchObject({
      kind: "duplicate",
      toast: { title: "Category exists", description: "This category already exists." },
    });
    expect(customCategoryOutcome("  Pet  care ", ["Petrol"])).toMatchObject({
      kind: "added",
      name: "Pet care",
      toast: { title: "Category Added!" },
    });
  });

  it("counts characters as typed and refuses a name over 50 instead of cutting it", () => {
    expect(customCategoryLength("  Pet  care ")).toEqual({ count: "8/50", tooLong: null });
    expect(customCategoryLength("x".repeat(50)).tooLong).toBeNull();
    expect(customCategoryLength("x".repeat(57))).toEqual({
      count: "57/50",
      tooLong: "Category names can be up to 50 characters (this one has 57)",
    });
    expect(customCategoryOutcome("y".repeat(51), [])).toEqual({
      kind: "too-long",
      message: "Category names can be up to 50 characters (this one has 51)",
    });
  });
});

describe("dates the API accepts", () => {
  it("refuses a date outside 2000–2100 in a sentence before sending it", () => {
    expect(expenseDateProblem("1999-12-31", "10:00")).toBe(
      "Expenses can be dated from 1 Jan 2000 to 31 Dec 2100. Please check the date.",
    );
    // 1 Jan 2000 before 05:30 in India is still 1999 in UTC, where the database's rule is written.
    expect(expenseDateProblem("2000-01-01", "05:00")).not.toBeNull();
    expect(expenseDateProblem("2000-01-01", "06:00")).toBeNull();
    expect(expenseDateProblem("2100-12-31", "23:59")).toBeNull();
    expect(expenseDateProblem("2101-01-01", "06:00")).not.toBeNull();
    expect(expenseDateProblem("", "")).toBeNull();
  });
});

describe("dates after today", () => {
  const now = new Date("2026-11-23T22:00:00+05:30");
  it("warns for a date after the Indian today, with the year when it is another year", () => {
    expect(futureDateWarning("2026-11-23", now)).toBeNull();
    expect(futureDateWarning("2026-11-01", now)).toBeNull();
    expect(futureDateWarning("2026-11-24", now)).toBe(
      "24 Nov 2026 is after today: it will be saved as upcoming, shown under Upcoming at the top of History, and counted in November 2026's spending.",
    );
    expect(futureDateWarning("2027-11-23", now)).toBe(
      "23 Nov 2027 is after today: it will be saved as upcoming, shown under Upcoming at the top of History, and counted in November 2027's spending.",
    );
    // 20:00 UTC on 23 Nov is already 24 Nov in India: the 24th is today there, not the future.
    expect(futureDateWarning("2026-11-24", new Date("2026-11-23T20:00:00Z"))).toBeNull();
  });
});

describe("IST date and time whatever the device zone", () => {
  for (const zone of ["UTC", "America/Los_Angeles", "Asia/Kolkata"]) {
    it(`device in ${zone}`, () => {
      process.env.TZ = zone;
      // 18:35 UTC is 00:05 IST the next day.
      const instant = new Date("2026-11-22T18:35:00Z");
      expect(indianClock(instant)).toMatchObject({ date: "2026-11-23", time: "00:05" });
      expect(istIsoFromFields("2026-11-23", "00:05")).toBe("2026-11-23T00:05:00+05:30");
      expect(new Date(istIsoFromFields("2026-11-23", "00:05")).getTime()).toBe(instant.getTime());
      expect(istNowLine(instant)).toMatch(/^Mon, 23 Nov,? 2026,? 12:05 am IST$/i);
      // In Hindi the day and month are Hindi words (only "IST" and hi-IN's am/pm stay Latin), with the chosen digits.
      expect(istNowLine(instant, { locale: "hi-IN" }).replace(/IST|am|pm/g, "")).not.toMatch(/[A-Za-z]/);
      expect(istNowLine(instant, { locale: "hi-IN", digits: "deva" })).toContain("२३");
    });
  }
});

describe("encouragement", () => {
  it("has four messages for each of the ten add-expense defaults", () => {
    expect(ENCOURAGED_CATEGORIES).toHaveLength(10);
    for (const category of ENCOURAGED_CATEGORIES) {
      const seen = new Set([0, 0.25, 0.5, 0.75].map((r) => encouragementFor(category, 100, () => r)));
      expect(seen.size).toBe(4);
    }
  });

  it("prefixes big and small spends", () => {
    expect(encouragementFor("Petrol", 1000.01, () => 0)).toMatch(/^Big spend alert! /);
    expect(encouragementFor("Petrol", 1000, () => 0)).not.toMatch(/alert/);
    expect(encouragementFor("Petrol", 49.99, () => 0)).toMatch(/^Small but smart! /);
    expect(encouragementFor("Petrol", 50, () => 0)).not.toMatch(/Small/);
  });

  it("aliases and unknown categories still get a message", () => {
    expect(encouragementFor("Health", 100, () => 0)).toContain("Health comes first");
    expect(encouragementFor("Pet care", 100, () => 0)).toContain("Logged!");
  });
});

describe("editing an expense", () => {
  const stored: Parameters<typeof fieldsOfExpense>[0] = {
    amount: "500.00",
    category: "Food & Dining",
    description: "Swiggy dinner",
    // 23:50:37 IST on 30 November (18:20:37 UTC).
    date: "2026-11-30T18:20:37.000Z",
    paidWith: "upi",
    receiptPath: "user/receipt.jpg",
  };

  it.each(["UTC", "America/Los_Angeles", "Asia/Kolkata"])(
    "shows the stored expense on the Indian clock (device zone %s)",
    (zone) => {
      process.env.TZ = zone;
      expect(fieldsOfExpense(stored)).toEqual({
        amount: "500",
        category: "Food & Dining",
        description: "Swiggy dinner",
        date: "2026-11-30",
        time: "23:50",
        paidWith: "upi",
        receiptPath: "user/receipt.jpg",
      });
      expect(fieldsOfExpense({ ...stored, amount: "120.50", description: null }).amount).toBe("120.50");
    },
  );

  it("sends nothing for an untouched form, even though the stored time has seconds", () => {
    expect(
      expenseEditPatch(stored, { ...fieldsOfExpense(stored), description: " Swiggy dinner " }),
    ).toBeNull();
  });

  it("sends only what changed", () => {
    const form = fieldsOfExpense(stored);
    expect(expenseEditPatch(stored, { ...form, amount: "650.5", date: "2026-12-01", time: "00:10" })).toEqual(
      {
        amount: "650.5",
        date: "2026-12-01T00:10:00+05:30",
      },
    );
    expect(
      expenseEditPatch(stored, {
        ...form,
        category: "Groceries",
        description: "",
        paidWith: null,
        receiptPath: null,
      }),
    ).toEqual({ category: "Groceries", description: null, paidWith: null, receiptPath: null });
    expect(expenseEditPatch(stored, { ...form, amount: "500.00" })).toBeNull();
  });
});

// What the database keeps of a pasted message and of an account number, whoever writes
// (20261127001300_less_data_kept.sql, docs/product.md §4.30): a message only as its reference or the
// app's hash of its text, so duplicates are still found; account numbers only as their last four digits.
import { describe, expect, it } from "vitest";
import { draftFromMessage } from "../../../src/features/expenses/capture/message-draft.ts";
import { adminSql } from "../../support/index.ts";
import { createUser, failureOf, restInsert, restUpdate } from "./sql-as.ts";

const SMS =
  "Rs.349.00 debited from A/c XX1234 on 14-11-26 to VPA swiggy@icici. Not you? Call 18002586161 - HDFC Bank";
const HINDI = "आपके खाते से ₹250 कटे, दुकान: चायवाला 🍵 — SBI";

const storedRef = async (expenseId: string) =>
  (await adminSql()`select message_ref from public.expenses where id = ${expenseId}`)[0]?.message_ref;

describe("pasted message texts", () => {
  it("keeps the app's hash of a message text written through the Data API, never the text", async () => {
    const owner = await createUser();
    for (const text of [SMS.slice(0, 100), HINDI]) {
      const [row] = await restInsert(owner, "expenses", {
        amount: "349",
        category: "Food & Dining",
        method: "message",
        message_ref: text,
      });
      // The same key the phone computes for that message (message-draft.ts messageRefOf).
      expect(await storedRef(row?.id)).toBe(draftFromMessage(text).messageRef);
    }
    const texts = await adminSql()`
      select count(*)::int as n from public.expenses
      where user_id = ${owner.id} and message_ref !~ '^(ref:[A-Z0-9-]{4,96}|msg:[0-9a-f]{6,64})$'`;
    expect(texts[0]?.n).toBe(0);
  });

  it("still finds the duplicate: the text again, or the app's hash of it, is refused", async () => {
    const owner = await createUser();
    const text = "Paid Rs 120 to Chaiwala Tea Stall on 12 Nov";
    await restInsert(owner, "expenses", { amount: "120", category: "Others", message_ref: text });
    const again = await failureOf(() =>
      restInsert(owner, "expenses", {
        amount: "120",
        category: "Others",
        message_ref: ` ${text.toUpperCase()} `,
      }),
    );
    expect(again).toMatchObject({ code: "23505", constraint_name: "expenses_message_ref_unique" });
    const hashed = await failureOf(() =>
      restInsert(owner, "expenses", {
        amount: "120",
        category: "Others",
        message_ref: draftFromMessage(text).messageRef,
      }),
    );
    expect(hashed).toMatchObject({ code: "23505" });
    // A bank reference stays as it is: it is what the same payment's other message carries.
    const [row] = await restInsert(owner, "expenses", {
      amount: "349",
      category: "Others",
      message_ref: "ref:431889012345",
    });
    expect(await storedRef(row?.id)).toBe("ref:431889012345");
  });

  it("hashes a text written later by an update too", async () => {
    const owner = await createUser();
    const [row] = await restInsert(owner, "expenses", { amount: "10", category: "Others" });
    await adminSql()`update public.expenses set message_ref = ${"Spent Rs 10 at Kirana Store"} where id = ${row?.id}`;
    expect(await storedRef(row?.id)).toBe(draftFromMessage("Spent Rs 10 at Kirana Store").messageRef);
  });
});

describe("account numbers", () => {
  it("keeps only the last four digits in a description, whoever writes it", async () => {
    const owner = await createUser();
    const [row] = await restInsert(owner, "expenses", {
      amount: "1234",
      category: "Groceries",
      description: "POS 512345XXXXXX1234 DMART, NEFT A/c 50100123456789",
    });
    expect(row?.description).toBe("POS XX1234 DMART, NEFT A/c XX6789");
    await restUpdate(
      owner,
      "expenses",
      { column: "id", value: row?.id },
      { description: "To 9876543210@ybl" },
    );
    const [updated] = await adminSql()`select description from public.expenses where id = ${row?.id}`;
    expect(updated?.description).toBe("To XX3210@ybl");
    // Amounts, dates and a masked "XX1234" are no account numbers.
    const [plain] = await restInsert(owner, "expenses", {
      amount: "10",
      category: "Others",
      description: "Card XX1234, 2026-11-14, ₹1,23,456",
    });
    expect(plain?.description).toBe("Card XX1234, 2026-11-14, ₹1,23,456");
    // The shortest numbers the mask changes (five mask characters or digits, then four digits), in
    // each spelling: the trigger's `when` must not pass them by.
    const [shortest] = await restInsert(owner, "expenses", {
      amount: "10",
      category: "Others",
      description: "A/c XXXXX1234, xxxxx5678, *****9012, 123456789",
    });
    expect(shortest?.description).toBe("A/c XX1234, XX5678, XX9012, XX6789");
  });

  it("keeps only the last four digits in an import's error", async () => {
    const owner = await createUser();
    const [row] = await adminSql()`
      insert into public.data_imports (user_id, file_name, status, error_message)
      values (${owner.id}, 'statement.csv', 'failed', 'Row 3: UPI/DR/624912345678/SWIGGY has no amount')
      returning error_message`;
    expect(row?.error_message).toBe("Row 3: UPI/DR/XX5678/SWIGGY has no amount");
  });
});

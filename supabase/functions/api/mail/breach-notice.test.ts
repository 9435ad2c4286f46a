import { describe, expect, it } from "vitest";
import { type AffectedUser, type BreachFacts, breachNotice } from "./breach-notice.ts";

const facts: BreachFacts = {
  from: new Date("2026-11-14T05:00:00Z"),
  to: new Date("2026-11-14T09:30:00Z"),
  discoveredAt: new Date("2026-11-15T04:00:00Z"),
  what: {
    en: "A misconfigured backup copy of the expenses table was readable from the internet.",
    hi: "खर्चों की तालिका की एक बैकअप प्रति गलत सेटिंग के कारण इंटरनेट से पढ़ी जा सकती थी।",
  },
  measures: { en: "We removed the copy and rotated every key.", hi: "हमने प्रति हटा दी और सभी कुंजियाँ बदल दीं।" },
  contact: "privacy@paisa-coach.example",
};

const asha: AffectedUser = {
  email: "asha@example.test",
  name: "Asha",
  language: "en",
  kinds: { expenses: 42, receipts: 3 },
};

describe("breachNotice", () => {
  it("drafts the English notice with every part the Rules ask for, and only the user's own kinds", () => {
    const notice = breachNotice(asha, facts);
    expect(notice.to).toBe("asha@example.test");
    expect(notice.subject).toBe("Important: a security incident involving your Paisa Coach data");
    expect(notice.text).toContain("Dear Asha,");
    expect(notice.text).toContain(facts.what.en);
    // The window on the Indian clock: 05:00 UTC is 10:30 am IST.
    expect(notice.text).toMatch(/between 14 Nov 2026, 10:30\s?am and 14 Nov 2026, 3:00\s?pm \(Indian time\)/);
    expect(notice.text).toContain("- 42 of your expenses");
    expect(notice.text).toContain("- 3 of your receipt photos");
    expect(notice.text).not.toContain("devices registered");
    expect(notice.text).toContain("What this may mean for you");
    expect(notice.text).toContain(facts.measures.en);
    expect(notice.text).toContain("Change your Paisa Coach password");
    expect(notice.text).toContain("Write to privacy@paisa-coach.example");
    expect(notice.text).toContain("Data Protection Board of India");
  });

  it("drafts the Hindi notice for a user who chose Hindi, with the Hindi facts", () => {
    const notice = breachNotice({ ...asha, name: null, language: "hi" }, facts);
    expect(notice.subject).toBe("ज़रूरी: आपके Paisa Coach डेटा से जुड़ी एक सुरक्षा घटना");
    expect(notice.text).toContain("प्रिय Paisa Coach उपयोगकर्ता,");
    expect(notice.text).toContain(facts.what.hi);
    expect(notice.text).toContain(facts.measures.hi);
    expect(notice.text).toContain("- आपके 42 खर्च");
    expect(notice.text).toContain("डेटा संरक्षण बोर्ड");
    expect(notice.text).not.toContain(facts.what.en);
  });

  it("falls back to English when the user never chose a language", () => {
    expect(breachNotice({ ...asha, language: null }, facts).subject).toMatch(/^Important/);
  });
});

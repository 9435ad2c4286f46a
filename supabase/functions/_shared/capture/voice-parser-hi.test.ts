import { describe, expect, it } from "vitest";
import { guessCategory, parseVoiceExpense } from "./voice-parser.ts";
import { normalizeDevanagari } from "./voice-words-hi.ts";

// What hi-IN speech recognition writes (docs/product.md §5.7): [spoken text, amount, category].
const DEVANAGARI_PHRASES: Array<[string, number | null, string | null]> = [
  // the examples
  ["चाय बीस रुपये", 20, "Food & Dining"],
  ["ऑटो के 150", 150, "Transport"],
  ["ढाई सौ का सब्ज़ी", 250, "Groceries"],
  ["डेढ़ हज़ार पेट्रोल", 1500, "Petrol"],
  // fractions and modifiers with सौ, हज़ार, लाख
  ["डेढ़ सौ का दूध", 150, "Groceries"],
  ["ढाई हज़ार का राशन", 2500, "Groceries"],
  ["साढ़े तीन सौ का खाना", 350, "Food & Dining"],
  ["साढ़े सात सौ की दवा", 750, "Health"],
  ["सवा सौ की चाय", 125, "Food & Dining"],
  ["सवा दो सौ का रिचार्ज", 225, "Mobile Recharge"],
  ["पौने तीन हज़ार बिजली का बिल", 2750, "Bills & Utilities"],
  ["डेढ़ लाख कॉलेज की फ़ीस", 150000, "Education"],
  ["अढ़ाई सौ मेट्रो", 250, "Transport"],
  // whole numbers in words
  ["दो सौ पचास रुपये खाना", 250, "Food & Dining"],
  ["एक सौ पच्चीस का दूध", 125, "Groceries"],
  ["तीन हज़ार पांच सौ किराया", 3500, "Rent"],
  ["पांच हज़ार किराया", 5000, "Rent"],
  ["दो हज़ार तीन सौ पचास बिजली बिल", 2350, "Bills & Utilities"],
  ["एक लाख बीस हज़ार किराया", 120000, "Rent"],
  ["एक हज़ार और पांच सौ कपड़े", 1500, "Shopping"],
  ["पचपन रुपये की चाय", 55, "Food & Dining"],
  ["इक्कीस रुपये बस", 21, "Transport"],
  ["निन्यानवे रुपये मूवी", 99, "Entertainment"],
  ["सौ रुपये का राशन", 100, "Groceries"],
  ["हज़ार रुपये का पेट्रोल", 1000, "Petrol"],
  ["चालीस रुपये समोसे", 40, "Food & Dining"],
  ["अस्सी रुपये का आटा", 80, "Groceries"],
  ["बारह सौ की दवाई", 1200, "Health"],
  // एक and दो are everyday words unless an amount follows
  ["एक चाय बीस रुपये", 20, "Food & Dining"],
  ["दो समोसे तीस रुपये", 30, "Food & Dining"],
  ["दो रुपये की टॉफ़ी", 2, null],
  ["एक हज़ार का जूते", 1000, "Shopping"],
  // Devanagari and Latin digits, ₹, रु, रुपए
  ["पेट्रोल ५००", 500, "Petrol"],
  ["फ़िल्म ₹३००", 300, "Entertainment"],
  ["₹१,२०,००० किराया", 120000, "Rent"],
  ["२ हज़ार का पेट्रोल", 2000, "Petrol"],
  ["1.5 हज़ार कपड़े", 1500, "Shopping"],
  ["2 हजार 500 शॉपिंग", 2500, "Shopping"],
  ["रु.150 दवा", 150, "Health"],
  ["रु 80 ऑटो", 80, "Transport"],
  ["150रु ऑटो", 150, "Transport"],
  ["दूध 60 रुपए", 60, "Groceries"],
  ["कैब में 420", 420, "Transport"],
  ["टैक्सी पर 350 खर्च किए", 350, "Transport"],
  ["रिक्शा 40", 40, "Transport"],
  ["ट्रेन का टिकट 95", 95, "Transport"],
  ["डॉक्टर की फ़ीस 500", 500, "Health"],
  ["मोबाइल रिचार्ज 299", 299, "Mobile Recharge"],
  ["जियो 239", 239, "Mobile Recharge"],
  ["नेटफ्लिक्स 649", 649, "Entertainment"],
  ["सिनेमा ४५०", 450, "Entertainment"],
  ["स्कूल की फ़ीस 5000", 5000, "Education"],
  ["ट्यूशन 1500", 1500, "Education"],
  ["वाईफाई बिल 799", 799, "Bills & Utilities"],
  ["किराना 1450", 1450, "Groceries"],
  ["नाश्ता 60", 60, "Food & Dining"],
  ["स्विगी 349.50", 349.5, "Food & Dining"],
  ["अस्पताल 3000", 3000, "Health"],
  ["कपड़े 1800", 1800, "Shopping"],
  // nukta and non-nukta spellings, chandrabindu and anusvara
  ["सब्जी 80", 80, "Groceries"],
  ["फिल्म 300", 300, "Entertainment"],
  ["डेढ सौ सब्जियां", 150, "Groceries"],
  ["साढे तीन हजार कपडे", 3500, "Shopping"],
  ["पाँच सौ की सब्ज़ियाँ", 500, "Groceries"],
  // the order of categories decides, as in English
  ["ऑटो के लिए पेट्रोल 200", 200, "Petrol"],
  ["ऑटो का किराया 50", 50, "Transport"],
  ["फ़ोन का बिल 599", 599, "Mobile Recharge"],
  // mixed Hindi and English
  ["chai बीस rupees", 20, "Food & Dining"],
  ["पेट्रोल 500", 500, "Petrol"],
  ["petrol ढाई हज़ार", 2500, "Petrol"],
  ["auto के 150", 150, "Transport"],
  ["दो rupees chai", 2, "Food & Dining"],
  ["sabzi डेढ़ सौ", 150, "Groceries"],
  ["dinner साढ़े सात सौ", 750, "Food & Dining"],
  ["uber पर 230", 230, "Transport"],
  ["sau rupaye ki chai", 100, "Food & Dining"],
  ["hundred rupees auto", 100, "Transport"],
  // nothing recognisable
  ["दोस्त को कुछ दिया", null, null],
  ["रमेश को 500 दिए", 500, null],
  ["चाय", null, "Food & Dining"],
];

describe("parseVoiceExpense in Hindi", () => {
  it("covers at least 60 Devanagari and mixed phrases", () => {
    expect(DEVANAGARI_PHRASES.length).toBeGreaterThanOrEqual(60);
  });

  for (const [text, amount, category] of DEVANAGARI_PHRASES) {
    it(`"${text}" → ${amount ?? "no amount"}, ${category ?? "no category"}`, () => {
      const parsed = parseVoiceExpense(text);
      expect(parsed.amount).toBe(amount);
      expect(parsed.category).toBe(category);
    });
  }

  it.each([
    ["सवा लाख", 125000],
    ["पौने दो सौ", 175],
    ["साढ़े तीन हज़ार", 3500],
    ["डेढ़ सौ", 150],
    ["ढाई सौ", 250],
    ["पौने सौ", 75],
    ["सवा", null],
  ])("%s = %s", (text, amount) => {
    expect(parseVoiceExpense(`${text} रुपये`).amount).toBe(amount);
  });

  it("gives no amount when none was said, keeping the text", () => {
    expect(parseVoiceExpense(" दूध  लाना है ")).toEqual({
      amount: null,
      category: "Groceries",
      description: "दूध लाना है",
      method: "voice",
    });
    expect(parseVoiceExpense("शून्य रुपये").amount).toBeNull();
  });

  it("keeps the item as spoken for the description (nukta untouched), without the amount or का/की", () => {
    // "ढाई सौ का सब्ज़ी" is how recognition writes it (सब्ज़ी takes की): the item alone reads right.
    expect(parseVoiceExpense("ढाई सौ का सब्ज़ी ।").description).toBe("सब्ज़ी");
    expect(parseVoiceExpense("पेट्रोल ५००").description).toBe("पेट्रोल");
    expect(parseVoiceExpense("डेढ़ सौ की सब्जी").description).toBe("सब्जी");
    expect(parseVoiceExpense("ऑटो के लिए पेट्रोल 200").description).toBe("ऑटो के लिए पेट्रोल");
    expect(parseVoiceExpense("चाय बीस रुपये").description).toBe("चाय");
  });
});

// Every number word 1–99 in its standard spelling: "<word> रुपये" is that many rupees.
const HINDI_1_TO_99 =
  "एक दो तीन चार पांच छह सात आठ नौ दस ग्यारह बारह तेरह चौदह पंद्रह सोलह सत्रह अठारह उन्नीस बीस " +
  "इक्कीस बाईस तेईस चौबीस पच्चीस छब्बीस सत्ताईस अट्ठाईस उनतीस तीस इकतीस बत्तीस तैंतीस चौंतीस पैंतीस " +
  "छत्तीस सैंतीस अड़तीस उनतालीस चालीस इकतालीस बयालीस तैंतालीस चवालीस पैंतालीस छियालीस सैंतालीस " +
  "अड़तालीस उनचास पचास इक्यावन बावन तिरेपन चौवन पचपन छप्पन सत्तावन अट्ठावन उनसठ साठ इकसठ बासठ " +
  "तिरसठ चौंसठ पैंसठ छियासठ सड़सठ अड़सठ उनहत्तर सत्तर इकहत्तर बहत्तर तिहत्तर चौहत्तर पचहत्तर " +
  "छिहत्तर सतहत्तर अठहत्तर उन्यासी अस्सी इक्यासी बयासी तिरासी चौरासी पचासी छियासी सत्तासी अट्ठासी " +
  "नवासी नब्बे इक्यानवे बानवे तिरानवे चौरानवे पचानवे छियानवे सत्तानवे अट्ठानवे निन्यानवे";

describe("Hindi number words", () => {
  const words = HINDI_1_TO_99.split(" ");

  it("lists 99 words", () => {
    expect(words).toHaveLength(99);
  });

  it.each(words.map((word, index) => [word, index + 1] as const))("%s रुपये = %i", (word, value) => {
    expect(parseVoiceExpense(`${word} रुपये`).amount).toBe(value);
  });

  it("reads the common other spellings", () => {
    for (const [text, value] of [
      ["पाँच", 5],
      ["छः", 6],
      ["पन्द्रह", 15],
      ["उन्तीस", 29],
      ["इकत्तीस", 31],
      ["चौवालीस", 44],
      ["तिरपन", 53],
      ["चौसठ", 64],
      ["उनासी", 79],
      ["अठासी", 88],
      ["इक्यानबे", 91],
      ["निन्यानबे", 99],
    ] as const) {
      expect(parseVoiceExpense(`${text} रुपए`).amount).toBe(value);
    }
  });
});

describe("normalizeDevanagari", () => {
  it("maps digits, drops the nukta (precomposed or not) and chandrabindu, leaves Latin alone", () => {
    expect(normalizeDevanagari("₹१,२३,४५६.५०")).toBe("₹1,23,456.50");
    expect(normalizeDevanagari("ज़")).toBe("ज");
    expect(normalizeDevanagari("\u095B")).toBe("ज"); // precomposed ज़
    expect(normalizeDevanagari("ढ़")).toBe(normalizeDevanagari("ढ"));
    expect(normalizeDevanagari("पाँच")).toBe("पांच");
    expect(normalizeDevanagari("Café 250 rs")).toBe("Café 250 rs");
  });

  it("lets bank narrations in Devanagari find a category too", () => {
    expect(guessCategory("UPI/पेट्रोल पंप/500")).toBe("Petrol");
    expect(guessCategory("बिजली500")).toBe("Bills & Utilities");
    expect(guessCategory("swiggy order")).toBe("Food & Dining");
  });
});

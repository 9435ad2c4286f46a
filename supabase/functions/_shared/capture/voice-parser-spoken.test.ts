import { describe, expect, it } from "vitest";
import { parseVoiceExpense } from "./voice-parser.ts";

// Issue 27 item 4, voice as people say it: [spoken text, amount, category].
const AMOUNTS: Array<[string, number]> = [
  // amounts with a k
  ["1.5k kurta", 1500],
  ["2k rent", 2000],
  ["2K rent", 2000],
  ["1.5 k shoes", 1500],
  ["2.5k ka jacket", 2500],
  ["15k rent", 15000],
  ["rs 2k shopping", 2000],
  ["₹1.2k medicines", 1200],
  // compound numbers in Roman-script Hindi
  ["teen sau pachaas ka khana", 350],
  ["unnees sau ke joote", 1900],
  ["unnis sau ke joote", 1900],
  ["dedh hazaar petrol", 1500],
  ["dhai sau ki sabzi", 250],
  ["do lakh bike", 200000],
  ["ek lakh pachees hazaar", 125000],
  ["dhai lakh", 250000],
  ["paanch sau chalis rupaye dawai", 540],
  ["ek hazaar do sau recharge", 1200],
  ["do hazaar paanch sau ka cylinder", 2500],
  ["saadhe teen hazaar kapde", 3500],
  ["chhah sau pachpan", 655],
  ["barah sau ka bill", 1200],
  ["atharah sau", 1800],
  ["pandrah sau ki chappal", 1500],
  ["gyarah hazaar rent", 11000],
  ["ikkees hazaar", 21000],
  ["pachchees rupaye chai", 25],
  ["sattar rupaye auto", 70],
  ["nabbe rupaye", 90],
  ["ninyanve rupaye", 99],
  ["sau rupaye ka doodh", 100],
  ["teen lakh", 300000],
  ["ek lakh bees hazaar rent", 120000],
  // digits with Hindi or English multipliers
  ["1 lakh 20 thousand", 120000],
  ["2 lakh 50 hazaar", 250000],
  ["5 sau 50", 550],
  ["2 hazaar 5 sau", 2500],
  // Devanagari compounds
  ["तीन सौ पचास का खाना", 350],
  ["उन्नीस सौ के जूते", 1900],
  ["दो लाख", 200000],
  ["ढाई लाख", 250000],
  ["एक लाख पच्चीस हज़ार", 125000],
  ["सात सौ अस्सी", 780],
  // "saath" is "with" unless an amount word follows; a written number is never read further
  ["dost ke saath lunch 300", 300],
  ["saath rupaye", 60],
  ["saat sau rupaye", 700],
  ["lunch 150 and coffee 80", 150],
  ["30 teen samose", 30],
];

const CATEGORIES: Array<[string, string | null]> = [
  // clothes and shoes
  ["t-shirt 499", "Shopping"],
  ["trousers 1200", "Shopping"],
  ["sweater 900", "Shopping"],
  ["joote 1900", "Shopping"],
  ["joota 800", "Shopping"],
  ["sandals 700", "Shopping"],
  ["slippers 150", "Shopping"],
  ["sneakers 3k", "Shopping"],
  ["चप्पल 200", "Shopping"],
  ["पैंट 1000", "Shopping"],
  ["स्वेटर 700", "Shopping"],
  // vehicles: fuel and upkeep
  ["bike service 650", "Transport"],
  ["car service 4500", "Transport"],
  ["scooty servicing 500", "Transport"],
  ["puncture 80", "Transport"],
  ["tyre 2500", "Transport"],
  ["mechanic 300", "Transport"],
  ["gaadi ki service 1200", "Transport"],
  ["बाइक सर्विस 600", "Transport"],
  ["पंक्चर 60", "Transport"],
  ["bike mein petrol 200", "Petrol"],
  ["scooty ka petrol 150", "Petrol"],
  // doctors, dentists and medicines
  ["dentist 1500", "Health"],
  ["dental checkup 800", "Health"],
  ["daant ka doctor 600", "Health"],
  ["medical store 340", "Health"],
  ["davai 120", "Health"],
  ["goli 30", "Health"],
  ["blood test 450", "Health"],
  ["physiotherapy 700", "Health"],
  ["दांत के डॉक्टर 700", "Health"],
  ["डेंटिस्ट 1200", "Health"],
  ["मेडिकल से दवाई 250", "Health"],
  // cooking gas: a household bill, not fuel for a vehicle
  ["gas cylinder 1100", "Bills & Utilities"],
  ["cylinder 1103", "Bills & Utilities"],
  ["cooking gas 1100", "Bills & Utilities"],
  ["lpg 1100", "Bills & Utilities"],
  ["indane 1103", "Bills & Utilities"],
  ["गैस सिलेंडर 1100", "Bills & Utilities"],
  ["सिलिंडर 1100", "Bills & Utilities"],
  ["रसोई गैस 1100", "Bills & Utilities"],
  // when unsure, no category
  ["bike 300", null],
  ["service 500", null],
  ["gift 500", null],
  ["tablet 15000", null],
  ["glasses 600", null],
  ["test 400", null],
];

describe("parseVoiceExpense, amounts as people say them", () => {
  for (const [text, amount] of AMOUNTS) {
    it(`"${text}" → ${amount}`, () => {
      expect(parseVoiceExpense(text).amount).toBe(amount);
    });
  }
});

describe("parseVoiceExpense, categories from everyday item words", () => {
  for (const [text, category] of CATEGORIES) {
    it(`"${text}" → ${category ?? "no category"}`, () => {
      expect(parseVoiceExpense(text).category).toBe(category);
    });
  }

  it("keeps the item as the description after a Roman Hindi compound amount", () => {
    expect(parseVoiceExpense("teen sau pachaas ka khana").description).toBe("khana");
    expect(parseVoiceExpense("unnees sau ke joote").description).toBe("joote");
    expect(parseVoiceExpense("do lakh bike").description).toBe("bike");
  });
});

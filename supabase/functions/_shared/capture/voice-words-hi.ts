// The Hindi (Devanagari) words of the voice parser (docs/product.md §5.7): what hi-IN speech
// recognition writes for numbers, fractions and categories. Spellings vary (ज़/ज, ढ़/ढ, ँ/ं, वे/बे), so
// every word here and every spoken text pass through normalizeDevanagari before they are compared.
import type { VoiceCategory } from "../contract/categories.ts";
import { latinDigits } from "../format/digits.ts";

/**
 * One spelling for the variants speech-to-text and keyboards produce: Devanagari digits → 0–9,
 * nukta dropped (ज़ → ज, ढ़ → ढ, also as precomposed letters), chandrabindu → anusvara (पाँच → पांच),
 * zero-width joiners removed. Latin text passes through unchanged.
 */
export function normalizeDevanagari(text: string): string {
  return latinDigits(
    text
      .normalize("NFD")
      .replace(/\u093C/g, "")
      .normalize("NFC")
      .replace(/\u0901/g, "\u0902")
      .replace(/[\u200C\u200D]/g, ""),
  );
}

/** Every Hindi number word from 1 to 99, with the spellings in common use. */
const HINDI_NUMBERS: ReadonlyArray<readonly [number, readonly string[]]> = [
  [1, ["एक"]],
  [2, ["दो"]],
  [3, ["तीन"]],
  [4, ["चार"]],
  [5, ["पाँच", "पांच"]],
  [6, ["छह", "छः", "छै", "छे"]],
  [7, ["सात"]],
  [8, ["आठ"]],
  [9, ["नौ"]],
  [10, ["दस"]],
  [11, ["ग्यारह"]],
  [12, ["बारह"]],
  [13, ["तेरह"]],
  [14, ["चौदह"]],
  [15, ["पंद्रह", "पन्द्रह"]],
  [16, ["सोलह"]],
  [17, ["सत्रह"]],
  [18, ["अठारह"]],
  [19, ["उन्नीस"]],
  [20, ["बीस"]],
  [21, ["इक्कीस"]],
  [22, ["बाईस"]],
  [23, ["तेईस"]],
  [24, ["चौबीस"]],
  [25, ["पच्चीस"]],
  [26, ["छब्बीस"]],
  [27, ["सत्ताईस"]],
  [28, ["अट्ठाईस", "अठ्ठाईस", "अठाईस"]],
  [29, ["उनतीस", "उन्तीस"]],
  [30, ["तीस"]],
  [31, ["इकतीस", "इकत्तीस"]],
  [32, ["बत्तीस"]],
  [33, ["तैंतीस", "तैतीस", "तेंतीस"]],
  [34, ["चौंतीस", "चौतीस"]],
  [35, ["पैंतीस", "पैतीस"]],
  [36, ["छत्तीस"]],
  [37, ["सैंतीस", "सैतीस"]],
  [38, ["अड़तीस"]],
  [39, ["उनतालीस", "उन्तालीस"]],
  [40, ["चालीस"]],
  [41, ["इकतालीस"]],
  [42, ["बयालीस", "बियालीस"]],
  [43, ["तैंतालीस", "तैतालीस", "तेंतालीस"]],
  [44, ["चवालीस", "चौवालीस", "चौंतालीस"]],
  [45, ["पैंतालीस", "पैतालीस"]],
  [46, ["छियालीस"]],
  [47, ["सैंतालीस", "सैतालीस"]],
  [48, ["अड़तालीस"]],
  [49, ["उनचास"]],
  [50, ["पचास"]],
  [51, ["इक्यावन"]],
  [52, ["बावन"]],
  [53, ["तिरेपन", "तिरपन"]],
  [54, ["चौवन", "चौव्वन"]],
  [55, ["पचपन"]],
  [56, ["छप्पन"]],
  [57, ["सत्तावन"]],
  [58, ["अट्ठावन", "अठावन"]],
  [59, ["उनसठ"]],
  [60, ["साठ"]],
  [61, ["इकसठ"]],
  [62, ["बासठ"]],
  [63, ["तिरसठ"]],
  [64, ["चौंसठ", "चौसठ"]],
  [65, ["पैंसठ", "पैसठ"]],
  [66, ["छियासठ"]],
  [67, ["सड़सठ", "सरसठ"]],
  [68, ["अड़सठ"]],
  [69, ["उनहत्तर"]],
  [70, ["सत्तर"]],
  [71, ["इकहत्तर"]],
  [72, ["बहत्तर"]],
  [73, ["तिहत्तर"]],
  [74, ["चौहत्तर"]],
  [75, ["पचहत्तर"]],
  [76, ["छिहत्तर"]],
  [77, ["सतहत्तर"]],
  [78, ["अठहत्तर"]],
  [79, ["उन्यासी", "उनासी", "उनअस्सी"]],
  [80, ["अस्सी"]],
  [81, ["इक्यासी"]],
  [82, ["बयासी"]],
  [83, ["तिरासी"]],
  [84, ["चौरासी"]],
  [85, ["पचासी"]],
  [86, ["छियासी"]],
  [87, ["सत्तासी"]],
  [88, ["अट्ठासी", "अठासी"]],
  [89, ["नवासी", "नव्वासी"]],
  [90, ["नब्बे"]],
  [91, ["इक्यानवे", "इक्यानबे"]],
  [92, ["बानवे", "बानबे"]],
  [93, ["तिरानवे", "तिरानबे"]],
  [94, ["चौरानवे", "चौरानबे"]],
  [95, ["पचानवे", "पचानबे", "पंचानबे", "पंचानवे"]],
  [96, ["छियानवे", "छियानबे"]],
  [97, ["सत्तानवे", "सत्तानबे"]],
  [98, ["अट्ठानवे", "अट्ठानबे", "अठानवे"]],
  [99, ["निन्यानवे", "निन्यानबे", "निनानवे"]],
];

const wordTable = (entries: ReadonlyArray<readonly [number, readonly string[]]>) =>
  Object.fromEntries(
    entries.flatMap(([value, words]) => words.map((word) => [normalizeDevanagari(word), value] as const)),
  );

/** Number words 1–99, keyed by their normalised spelling. */
export const HINDI_UNIT_WORDS: Record<string, number> = wordTable(HINDI_NUMBERS);

/**
 * एक and दो are everyday words too ("एक चाय", "दो समोसे"): they count only before सौ/हज़ार/लाख or a
 * rupee word ("दो रुपये").
 */
export const HINDI_AMBIGUOUS_UNITS: ReadonlySet<string> = new Set(["एक", "दो"].map(normalizeDevanagari));

/** The rupee words that may follow an amount: रुपये, रुपए, रुपया, रु (and the Latin ones a mixed phrase uses). */
export const RUPEE_WORDS: ReadonlySet<string> = new Set(
  ["रुपये", "रुपए", "रुपया", "रुपयों", "रु", "rupees", "rupee", "rupaye", "rs"].map(normalizeDevanagari),
);

/**
 * Hindi number words 1–99 as en-IN speech recognition (or a user typing `?voice=`) writes them in
 * Latin letters: "unnees sau" = 1900, "teen sau pachaas" = 350. Short spellings that are also English
 * words ("tin", "sat", "bis", "bara") are left out; "saath" (60, and "with") is ambiguous below.
 */
const ROMAN_HINDI_NUMBERS: ReadonlyArray<readonly [number, readonly string[]]> = [
  [1, ["ek"]],
  [3, ["teen"]],
  [4, ["char", "chaar"]],
  [5, ["paanch", "panch", "paach"]],
  [6, ["chhe", "chhah", "chhai"]],
  [7, ["saat"]],
  [8, ["aath"]],
  [9, ["nau"]],
  [10, ["das", "dus"]],
  [11, ["gyarah", "gyaarah", "gyara", "gyaara"]],
  [12, ["barah", "baarah", "baara"]],
  [13, ["terah", "tera"]],
  [14, ["chaudah", "chauda", "choudah", "chodah"]],
  [15, ["pandrah", "pandra", "pundrah"]],
  [16, ["solah"]],
  [17, ["satrah", "sattrah", "satra"]],
  [18, ["atharah", "athara", "attharah", "athaarah"]],
  [19, ["unnees", "unnis", "unees", "unis"]],
  [20, ["bees"]],
  [21, ["ikkees", "ikkis"]],
  [22, ["baees", "bais", "baais"]],
  [23, ["teis", "teyis", "teiis"]],
  [24, ["chaubees", "chaubis", "chobis"]],
  [25, ["pachees", "pachchees", "pachis", "pacchis"]],
  [26, ["chhabbees", "chhabbis", "chabbis"]],
  [27, ["sattaees", "sattais", "sattaais"]],
  [28, ["atthaees", "atthais", "athais", "athaais"]],
  [29, ["untees", "untis"]],
  [30, ["tees"]],
  [31, ["iktees", "iktis", "ikattis"]],
  [32, ["battees", "battis"]],
  [33, ["taintees", "taintis", "tentis"]],
  [34, ["chauntees", "chauntis", "chautis"]],
  [35, ["paintees", "paintis", "pentis"]],
  [36, ["chhattees", "chhattis", "chattis"]],
  [37, ["saintees", "saintis"]],
  [38, ["adtees", "adtis", "artees"]],
  [39, ["untaalees", "untalis"]],
  [40, ["chalis", "chaalis", "chaalees"]],
  [41, ["iktalis", "iktaalees"]],
  [42, ["bayalis", "bayaalees", "byalis"]],
  [43, ["taintalis", "taintaalees"]],
  [44, ["chavalis", "chauvalis", "chawalis"]],
  [45, ["paintalis", "paintaalees"]],
  [46, ["chhiyalis", "chiyalis"]],
  [47, ["saintalis", "saintaalees"]],
  [48, ["adtalis", "artalis"]],
  [49, ["unchaas", "unchas"]],
  [50, ["pachas", "pachaas"]],
  [51, ["ikyavan", "ikyawan"]],
  [52, ["baavan", "bavan", "baawan"]],
  [53, ["tirepan", "tirpan"]],
  [54, ["chauvan", "chauwan"]],
  [55, ["pachpan"]],
  [56, ["chhappan", "chappan"]],
  [57, ["sattavan", "sattawan"]],
  [58, ["atthavan", "athavan"]],
  [59, ["unsath"]],
  [60, ["saath", "sath"]],
  [61, ["iksath"]],
  [62, ["baasath", "basath"]],
  [63, ["tirsath"]],
  [64, ["chaunsath", "chausath"]],
  [65, ["painsath"]],
  [66, ["chhiyasath"]],
  [67, ["sadsath", "sarsath"]],
  [68, ["adsath", "arsath"]],
  [69, ["unhattar"]],
  [70, ["sattar"]],
  [71, ["ikhattar"]],
  [72, ["bahattar"]],
  [73, ["tihattar"]],
  [74, ["chauhattar"]],
  [75, ["pachhattar", "pachattar"]],
  [76, ["chhihattar"]],
  [77, ["sathattar", "satattar"]],
  [78, ["athhattar", "athattar"]],
  [79, ["unyasi", "unasi"]],
  [80, ["assi", "assee"]],
  [81, ["ikyasi"]],
  [82, ["bayasi"]],
  [83, ["tirasi"]],
  [84, ["chaurasi"]],
  [85, ["pachasi"]],
  [86, ["chhiyasi"]],
  [87, ["sattasi"]],
  [88, ["atthasi", "athasi"]],
  [89, ["navasi", "nawasi"]],
  [90, ["nabbe", "nabbay"]],
  [91, ["ikyanave", "ikyanve"]],
  [92, ["baanave", "banve"]],
  [93, ["tiranave", "tiranve"]],
  [94, ["chauranave", "chauranve"]],
  [95, ["pachanave", "pachanve"]],
  [96, ["chhiyanave", "chhiyanve"]],
  [97, ["sattanave", "sattanve"]],
  [98, ["atthanave", "atthanve"]],
  [99, ["ninyanave", "ninyanve", "ninyanbe"]],
];

/** Hindi number words 1–99 in Latin letters ("do" = 2 is handled by the parser: it is also English). */
export const ROMAN_HINDI_UNIT_WORDS: Record<string, number> = wordTable(ROMAN_HINDI_NUMBERS);

/** "saath" and "sath" are 60 and "with" ("dost ke saath lunch"): 60 only before sau/hazaar or rupees. */
export const ROMAN_HINDI_AMBIGUOUS_UNITS: ReadonlySet<string> = new Set(["saath", "sath"]);

/** सौ, हज़ार/हजार, लाख. */
export const HINDI_MULTIPLIERS: Record<string, number> = wordTable([
  [100, ["सौ"]],
  [1000, ["हज़ार", "हजार"]],
  [100000, ["लाख"]],
]);

/** डेढ़ = 1½, ढाई = 2½ ("ढाई सौ" = 250). */
export const HINDI_FRACTION_WORDS: Record<string, number> = wordTable([
  [1.5, ["डेढ़", "डेड़"]],
  [2.5, ["ढाई", "अढ़ाई"]],
]);

/** साढ़े तीन सौ = 350, सवा सौ = 125, पौने दो सौ = 175. */
export const HINDI_MODIFIER_WORDS: Record<string, number> = wordTable([
  [0.5, ["साढ़े"]],
  [0.25, ["सवा"]],
  [-0.25, ["पौने"]],
]);

/** "एक हज़ार और पांच सौ": joins two parts of one amount, like "and". */
export const HINDI_JOINERS: ReadonlySet<string> = new Set(["और"]);

/**
 * Devanagari keywords per category, as hi-IN speech recognition spells Hindi words and English
 * loanwords. Merged into the parser's list per category, so the order of categories still decides.
 */
export const HINDI_CATEGORY_KEYWORDS: Readonly<Record<VoiceCategory, readonly string[]>> = {
  "Food & Dining": [
    "चाय",
    "खाना",
    "खाने",
    "नाश्ता",
    "नाश्ते",
    "भोजन",
    "लंच",
    "डिनर",
    "ब्रेकफास्ट",
    "कॉफ़ी",
    "कॉफी",
    "समोसा",
    "समोसे",
    "बिरयानी",
    "डोसा",
    "थाली",
    "ढाबा",
    "ढाबे",
    "रेस्टोरेंट",
    "रेस्तरां",
    "मिठाई",
    "पिज़्ज़ा",
    "स्विगी",
    "ज़ोमैटो",
  ],
  Petrol: ["पेट्रोल", "डीज़ल", "सीएनजी", "गैस", "फ्यूल"],
  Transport: [
    "बस",
    "टैक्सी",
    "मेट्रो",
    "ऑटो",
    "रिक्शा",
    "रिक्शे",
    "ऑटोरिक्शा",
    "कैब",
    "ओला",
    "उबर",
    "रैपिडो",
    "ट्रेन",
    "लोकल",
    "टोल",
    "पार्किंग",
    "पंक्चर",
    "टायर",
    "मैकेनिक",
  ],
  Groceries: [
    "सब्ज़ी",
    "सब्ज़ियां",
    "सब्ज़ियों",
    "फल",
    "फलों",
    "दूध",
    "राशन",
    "किराना",
    "किराने",
    "आटा",
    "बाज़ार",
    "ग्रोसरी",
    "ब्लिंकिट",
    "ज़ेप्टो",
  ],
  Shopping: [
    "कपड़े",
    "कपड़ा",
    "कपड़ों",
    "कुर्ता",
    "कुर्ती",
    "साड़ी",
    "जींस",
    "शर्ट",
    "जूते",
    "जूता",
    "चप्पल",
    "चप्पलें",
    "सैंडल",
    "पैंट",
    "स्वेटर",
    "जैकेट",
    "लहंगा",
    "दुपट्टा",
    "शॉपिंग",
    "ख़रीदारी",
    "अमेज़न",
    "अमेज़ॉन",
    "फ्लिपकार्ट",
    "मिंत्रा",
  ],
  Health: [
    "दवा",
    "दवाई",
    "दवाइयां",
    "दवाएं",
    "डॉक्टर",
    "डाक्टर",
    "अस्पताल",
    "हॉस्पिटल",
    "क्लिनिक",
    "केमिस्ट",
    "फार्मेसी",
    "इलाज",
    "डेंटिस्ट",
    "दांत",
    "दंत",
    "गोली",
    "गोलियां",
    "मेडिकल",
    "चेकअप",
  ],
  "Mobile Recharge": ["रिचार्ज", "मोबाइल", "फ़ोन", "जियो", "एयरटेल"],
  Entertainment: ["फ़िल्म", "मूवी", "सिनेमा", "पिक्चर", "गेम", "नेटफ्लिक्स", "हॉटस्टार", "मनोरंजन"],
  Rent: ["किराया", "किराए", "किराये", "रेंट", "पीजी"],
  "Bills & Utilities": ["बिजली", "बिल", "वाईफाई", "इंटरनेट", "ब्रॉडबैंड"],
  Education: ["स्कूल", "फ़ीस", "ट्यूशन", "किताब", "किताबें", "कोर्स", "कॉलेज", "पढ़ाई"],
};

/** Vehicles, in both scripts: with an upkeep word ("bike service", "गाड़ी की सर्विस") they mean Transport. */
export const VEHICLE_WORDS: readonly string[] = [
  "bike",
  "motorcycle",
  "scooty",
  "scooter",
  "activa",
  "car",
  "gaadi",
  "gadi",
  "बाइक",
  "स्कूटी",
  "स्कूटर",
  "कार",
  "गाड़ी",
  "गाडी",
].map(normalizeDevanagari);

/** Upkeep of a vehicle; alone ("service 500") they say too little to pick a category. */
export const VEHICLE_UPKEEP_WORDS: readonly string[] = [
  "service",
  "servicing",
  "repair",
  "repairing",
  "wash",
  "washing",
  "सर्विस",
  "सर्विसिंग",
  "रिपेयर",
  "मरम्मत",
  "धुलाई",
].map(normalizeDevanagari);

/**
 * Cooking gas is a household bill, not fuel for a vehicle: these win over "gas" (Petrol), in both
 * scripts ("gas cylinder", "रसोई गैस").
 */
export const COOKING_GAS_WORDS: readonly string[] = [
  "cylinder",
  "cylinders",
  "lpg",
  "indane",
  "cooking gas",
  "gas booking",
  "bharat gas",
  "hp gas",
  "सिलेंडर",
  "सिलिंडर",
  "एलपीजी",
  "इंडेन",
  "रसोई गैस",
].map(normalizeDevanagari);

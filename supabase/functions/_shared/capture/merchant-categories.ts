// Merchant → category: the keyword table that turns a payee from a bank/UPI message or a receipt
// into one of the canonical categories (categories.ts), and the merchant key under which a user's
// own choice is remembered (public.merchant_categories, docs/capture.md). Pure: no I/O.
import type { CategoryName } from "../contract/categories.ts";

export interface MerchantEntry {
  /** How the merchant is shown ("swiggy@icici" → "Swiggy"); absent for generic words ("hospital"). */
  name?: string;
  category: CategoryName;
  /** Lower-case words; a keyword of 5+ characters may sit inside a longer word ("pyu*swiggyfood"). */
  keywords: readonly string[];
}

/** Maintained by hand: add a merchant here (and a case to merchant-categories.test.ts). */
export const MERCHANTS: readonly MerchantEntry[] = [
  // Food & Dining
  { name: "Swiggy", category: "Food & Dining", keywords: ["swiggy", "bundl technologies"] },
  { name: "Zomato", category: "Food & Dining", keywords: ["zomato", "zomato ltd"] },
  { name: "EatSure", category: "Food & Dining", keywords: ["eatsure", "rebel foods"] },
  { name: "Domino's", category: "Food & Dining", keywords: ["dominos", "domino s", "jubilant foodworks"] },
  { name: "McDonald's", category: "Food & Dining", keywords: ["mcdonalds", "mcdonald s"] },
  { name: "KFC", category: "Food & Dining", keywords: ["kfc"] },
  { name: "Pizza Hut", category: "Food & Dining", keywords: ["pizza hut", "pizzahut"] },
  { name: "Burger King", category: "Food & Dining", keywords: ["burger king", "burgerking"] },
  { name: "Starbucks", category: "Food & Dining", keywords: ["starbucks", "tata starbucks"] },
  { name: "Chaayos", category: "Food & Dining", keywords: ["chaayos"] },
  { name: "Chai Point", category: "Food & Dining", keywords: ["chai point", "chaipoint"] },
  { name: "Haldiram's", category: "Food & Dining", keywords: ["haldiram", "haldirams"] },
  { name: "Cafe Coffee Day", category: "Food & Dining", keywords: ["cafe coffee day", "ccd"] },
  {
    category: "Food & Dining",
    keywords: [
      "restaurant",
      "cafe",
      "dhaba",
      "bakery",
      "sweets",
      "biryani",
      "canteen",
      "eatery",
      "food court",
    ],
  },
  // Groceries
  { name: "Swiggy Instamart", category: "Groceries", keywords: ["instamart", "swiggy instamart"] },
  { name: "Zepto", category: "Groceries", keywords: ["zepto", "kiranakart"] },
  { name: "Blinkit", category: "Groceries", keywords: ["blinkit", "grofers"] },
  {
    name: "BigBasket",
    category: "Groceries",
    keywords: ["bigbasket", "big basket", "bbnow", "innovative retail"],
  },
  { name: "DMart", category: "Groceries", keywords: ["dmart", "d mart", "avenue supermarts"] },
  { name: "JioMart", category: "Groceries", keywords: ["jiomart"] },
  { name: "Big Bazaar", category: "Groceries", keywords: ["big bazaar", "bigbazaar"] },
  {
    name: "Reliance Fresh",
    category: "Groceries",
    keywords: ["reliance fresh", "reliance smart", "smart bazaar"],
  },
  { name: "More", category: "Groceries", keywords: ["more retail", "more supermarket"] },
  { name: "Spencer's", category: "Groceries", keywords: ["spencers", "spencer s"] },
  { name: "Nature's Basket", category: "Groceries", keywords: ["natures basket", "nature s basket"] },
  { name: "Country Delight", category: "Groceries", keywords: ["country delight"] },
  { name: "Milkbasket", category: "Groceries", keywords: ["milkbasket"] },
  {
    category: "Groceries",
    keywords: ["kirana", "supermarket", "super market", "grocery", "groceries", "provision store", "dairy"],
  },
  // Transport
  { name: "Uber", category: "Transport", keywords: ["uber", "uber india"] },
  { name: "Ola", category: "Transport", keywords: ["ola", "olacabs", "ola cabs", "ani technologies"] },
  { name: "Rapido", category: "Transport", keywords: ["rapido", "roppen"] },
  { name: "Namma Yatri", category: "Transport", keywords: ["namma yatri", "nammayatri"] },
  { name: "IRCTC", category: "Transport", keywords: ["irctc"] },
  { name: "redBus", category: "Transport", keywords: ["redbus"] },
  { name: "Indigo", category: "Transport", keywords: ["indigo", "interglobe aviation"] },
  { name: "Air India", category: "Transport", keywords: ["air india"] },
  { name: "Akasa Air", category: "Transport", keywords: ["akasa air"] },
  { name: "MakeMyTrip", category: "Transport", keywords: ["makemytrip"] },
  { name: "FASTag", category: "Transport", keywords: ["fastag", "netc fastag"] },
  {
    category: "Transport",
    keywords: ["metro", "metro rail", "railway", "railways", "cab", "taxi", "toll", "parking", "bus"],
  },
  // Petrol
  { name: "Indian Oil", category: "Petrol", keywords: ["iocl", "indian oil", "indianoil"] },
  { name: "HPCL", category: "Petrol", keywords: ["hpcl", "hindustan petroleum", "hp petrol"] },
  { name: "BPCL", category: "Petrol", keywords: ["bpcl", "bharat petroleum"] },
  { name: "Shell", category: "Petrol", keywords: ["shell"] },
  { name: "Nayara", category: "Petrol", keywords: ["nayara"] },
  {
    category: "Petrol",
    keywords: ["petrol", "petroleum", "fuel", "filling station", "service station", "diesel"],
  },
  // Mobile Recharge
  { name: "Airtel", category: "Mobile Recharge", keywords: ["airtel", "bharti airtel", "airtel prepaid"] },
  {
    name: "Jio",
    category: "Mobile Recharge",
    keywords: ["jio", "reliance jio", "jio prepaid", "myjio", "jiomobility"],
  },
  {
    name: "Vi",
    category: "Mobile Recharge",
    keywords: ["vodafone", "vodafone idea", "vi prepaid", "vi postpaid"],
  },
  { name: "BSNL", category: "Mobile Recharge", keywords: ["bsnl"] },
  { category: "Mobile Recharge", keywords: ["recharge", "prepaid", "postpaid"] },
  // Bills & Utilities
  { name: "BESCOM", category: "Bills & Utilities", keywords: ["bescom"] },
  { name: "MSEDCL", category: "Bills & Utilities", keywords: ["msedcl", "mahadiscom"] },
  { name: "Tata Power", category: "Bills & Utilities", keywords: ["tata power"] },
  { name: "Adani Electricity", category: "Bills & Utilities", keywords: ["adani electricity"] },
  { name: "BSES", category: "Bills & Utilities", keywords: ["bses"] },
  { name: "TNEB", category: "Bills & Utilities", keywords: ["tneb", "tangedco"] },
  { name: "Indane", category: "Bills & Utilities", keywords: ["indane"] },
  { name: "Bharat Gas", category: "Bills & Utilities", keywords: ["bharatgas", "bharat gas"] },
  { name: "HP Gas", category: "Bills & Utilities", keywords: ["hp gas", "hpgas"] },
  { name: "Mahanagar Gas", category: "Bills & Utilities", keywords: ["mahanagar gas"] },
  { name: "IGL", category: "Bills & Utilities", keywords: ["indraprastha gas"] },
  { name: "ACT Fibernet", category: "Bills & Utilities", keywords: ["act fibernet", "atria convergence"] },
  { name: "Hathway", category: "Bills & Utilities", keywords: ["hathway"] },
  { name: "JioFiber", category: "Bills & Utilities", keywords: ["jio fiber", "jiofiber"] },
  {
    name: "Airtel Xstream Fiber",
    category: "Bills & Utilities",
    keywords: ["airtel xstream", "airtel broadband"],
  },
  { name: "Tata Play", category: "Bills & Utilities", keywords: ["tata play", "tata sky"] },
  {
    category: "Bills & Utilities",
    keywords: [
      "electricity",
      "electric supply",
      "power distribution",
      "vidyut",
      "bijli",
      "broadband",
      "fibernet",
      "fiber",
      "water bill",
      "jal board",
      "water supply",
      "gas bill",
      "piped gas",
      "lpg",
      "bbps",
      "bill payment",
      "dth",
      "municipal",
      "property tax",
      "maintenance",
    ],
  },
  // Entertainment
  { name: "Netflix", category: "Entertainment", keywords: ["netflix"] },
  { name: "JioHotstar", category: "Entertainment", keywords: ["hotstar", "jiohotstar", "disney hotstar"] },
  { name: "Amazon Prime", category: "Entertainment", keywords: ["prime video", "amazon prime"] },
  { name: "Spotify", category: "Entertainment", keywords: ["spotify"] },
  { name: "YouTube", category: "Entertainment", keywords: ["youtube", "youtube premium"] },
  { name: "BookMyShow", category: "Entertainment", keywords: ["bookmyshow", "bigtree entertainment"] },
  { name: "PVR INOX", category: "Entertainment", keywords: ["pvr", "inox", "pvr inox"] },
  { name: "SonyLIV", category: "Entertainment", keywords: ["sonyliv", "sony liv"] },
  { name: "ZEE5", category: "Entertainment", keywords: ["zee5"] },
  { name: "District", category: "Entertainment", keywords: ["district by zomato"] },
  { category: "Entertainment", keywords: ["cinema", "cinemas", "multiplex", "movies", "gaming", "concert"] },
  // Health
  {
    name: "Apollo",
    category: "Health",
    keywords: ["apollo", "apollo pharmacy", "apollo 247", "apollo hospitals"],
  },
  { name: "Tata 1mg", category: "Health", keywords: ["1mg", "tata 1mg"] },
  { name: "PharmEasy", category: "Health", keywords: ["pharmeasy", "pharm easy"] },
  { name: "Netmeds", category: "Health", keywords: ["netmeds"] },
  { name: "MedPlus", category: "Health", keywords: ["medplus"] },
  { name: "Practo", category: "Health", keywords: ["practo"] },
  { name: "Fortis", category: "Health", keywords: ["fortis"] },
  { name: "Max Healthcare", category: "Health", keywords: ["max healthcare", "max hospital"] },
  { name: "Manipal Hospitals", category: "Health", keywords: ["manipal hospital", "manipal hospitals"] },
  { name: "Cult.fit", category: "Health", keywords: ["cult fit", "cultfit", "curefit"] },
  {
    category: "Health",
    keywords: [
      "hospital",
      "hospitals",
      "clinic",
      "pharmacy",
      "pharma",
      "chemist",
      "medical",
      "medicals",
      "diagnostic",
      "diagnostics",
      "pathlab",
      "dental",
    ],
  },
  // Shopping
  { name: "Amazon", category: "Shopping", keywords: ["amazon", "amazon in", "amazon india", "amzn"] },
  { name: "Flipkart", category: "Shopping", keywords: ["flipkart"] },
  { name: "Myntra", category: "Shopping", keywords: ["myntra"] },
  { name: "Ajio", category: "Shopping", keywords: ["ajio"] },
  { name: "Meesho", category: "Shopping", keywords: ["meesho"] },
  { name: "Nykaa", category: "Shopping", keywords: ["nykaa"] },
  { name: "Tata CLiQ", category: "Shopping", keywords: ["tatacliq", "tata cliq"] },
  { name: "Croma", category: "Shopping", keywords: ["croma", "infiniti retail"] },
  { name: "Reliance Digital", category: "Shopping", keywords: ["reliance digital"] },
  { name: "Decathlon", category: "Shopping", keywords: ["decathlon"] },
  { name: "IKEA", category: "Shopping", keywords: ["ikea"] },
  { name: "Lenskart", category: "Shopping", keywords: ["lenskart"] },
  { name: "Westside", category: "Shopping", keywords: ["westside"] },
  { name: "Pantaloons", category: "Shopping", keywords: ["pantaloons"] },
  { name: "Lifestyle", category: "Shopping", keywords: ["lifestyle stores"] },
  {
    category: "Shopping",
    keywords: ["fashion", "apparel", "garments", "footwear", "electronics", "jewellers"],
  },
  // Rent
  { name: "NoBroker", category: "Rent", keywords: ["nobroker"] },
  { category: "Rent", keywords: ["rent", "house rent", "pg rent"] },
  // Education
  { name: "BYJU'S", category: "Education", keywords: ["byjus", "byju s", "think and learn"] },
  { name: "Unacademy", category: "Education", keywords: ["unacademy", "sorting hat"] },
  { name: "Coursera", category: "Education", keywords: ["coursera"] },
  { name: "Udemy", category: "Education", keywords: ["udemy"] },
  { name: "Physics Wallah", category: "Education", keywords: ["physicswallah", "physics wallah"] },
  { category: "Education", keywords: ["school", "college", "university", "tuition", "academy", "coaching"] },
];

/** "PYU*SWIGGY FOOD" → " pyu swiggy food ": lower case, words separated by single spaces. */
function words(text: string): string {
  return ` ${text
    .toLowerCase()
    .replace(/['’]/g, "")
    .replace(/[^a-z0-9]+/g, " ")
    .trim()} `;
}

interface Match {
  entry: MerchantEntry;
  /** Its place in the order of preference below: of several matches, the lowest wins. */
  rank: number;
  /** The keyword between spaces, as a whole-word match looks for it. */
  spaced: string;
  /** The keyword without its spaces, looked for inside glued words; null for short keywords. */
  glued: string | null;
}

// Each keyword's two forms are made once here, not on every call: an import of 10,000 bank rows asks
// for every row's narration, and rebuilding them per keyword and call was most of the file's reading.
const BY_KEYWORD: readonly Match[] = MERCHANTS.flatMap((entry) =>
  entry.keywords.map((keyword) => ({ entry, keyword: words(keyword).trim() })),
)
  // A named merchant beats a generic word ("FASTag recharge" is Transport), then the longest keyword
  // wins: "swiggy instamart" (Groceries) before "swiggy" (Food & Dining).
  .sort(
    (a, b) =>
      Number(b.entry.name !== undefined) - Number(a.entry.name !== undefined) ||
      b.keyword.length - a.keyword.length,
  )
  // Long keywords also match inside glued words ("swiggyinstamart", "iocl0042"), short ones
  // ("ola", "jio", "cab") only as whole words so "motorola" is not a taxi.
  .map(({ entry, keyword }, rank) => ({
    entry,
    rank,
    spaced: ` ${keyword} `,
    glued: keyword.length >= 5 ? keyword.replace(/ /g, "") : null,
  }));

/** Adds `match` to the list under `key`. */
function index(map: Map<string, Match[]>, key: string, match: Match) {
  const list = map.get(key);
  if (list) list.push(match);
  else map.set(key, [match]);
}

// Only the keywords a text could contain are tried: a whole-word keyword's first word is one of the
// text's words, and a long keyword found inside the glued text starts with three of its letters (a long
// keyword found between spaces is also found glued, so the glued test alone decides those).
const WHOLE_WORD_BY_FIRST_WORD = new Map<string, Match[]>();
const GLUED_BY_START = new Map<string, Match[]>();
const GLUED_SHORT: Match[] = [];
for (const match of BY_KEYWORD) {
  if (match.glued === null) index(WHOLE_WORD_BY_FIRST_WORD, match.spaced.trim().split(" ")[0] ?? "", match);
  else if (match.glued.length >= 3) index(GLUED_BY_START, match.glued.slice(0, 3), match);
  else GLUED_SHORT.push(match);
}

/**
 * The last answers of findMerchant by text: a bank statement names the same few payees on most of its
 * rows, and an import reads each row's payee twice (its name, then its category). Bounded: emptied
 * when full.
 */
const FOUND = new Map<string, MerchantEntry | null>();
const FOUND_MAX = 2000;

/** The table entry a merchant name (or any text) mentions, or null. */
export function findMerchant(text: string): MerchantEntry | null {
  const known = FOUND.get(text);
  if (known !== undefined) return known;
  const found = searchMerchant(text);
  if (FOUND.size >= FOUND_MAX) FOUND.clear();
  FOUND.set(text, found);
  return found;
}

function searchMerchant(text: string): MerchantEntry | null {
  const padded = words(text);
  const squashed = padded.replace(/ /g, "");
  let best: Match | null = null;
  const better = (match: Match) => best === null || match.rank < best.rank;
  for (const word of new Set(padded.trim().split(" "))) {
    for (const match of WHOLE_WORD_BY_FIRST_WORD.get(word) ?? []) {
      if (better(match) && padded.includes(match.spaced)) best = match;
    }
  }
  for (let at = 0; at + 3 <= squashed.length; at++) {
    for (const match of GLUED_BY_START.get(squashed.slice(at, at + 3)) ?? []) {
      if (better(match) && squashed.startsWith(match.glued as string, at)) best = match;
    }
  }
  for (const match of GLUED_SHORT) {
    if (better(match) && squashed.includes(match.glued as string)) best = match;
  }
  return (best as Match | null)?.entry ?? null;
}

/** The canonical category a merchant's name suggests, or null when the table does not know it. */
export function guessMerchantCategory(merchant: string | null | undefined): CategoryName | null {
  return merchant ? (findMerchant(merchant)?.category ?? null) : null;
}

/**
 * The key a user's learned category is stored under: the merchant's words in lower case ("Swiggy",
 * "SWIGGY" and "swiggy." share one), a UPI id kept whole. At most 100 characters.
 */
export function merchantKey(merchant: string): string {
  const trimmed = merchant.trim().toLowerCase();
  if (/^[\w.-]+@[\w.-]+$/.test(trimmed)) return trimmed.slice(0, 100);
  return words(trimmed).trim().slice(0, 100);
}

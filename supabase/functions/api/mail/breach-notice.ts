// The notice to a user whose data a personal data breach touched (docs/security.md), in the language
// on their profile. It says what the DPDP Rules 2025 (rule 7(1)) ask of such a notice: what happened,
// when and how far it reached; what of the user's data; what may follow from it; what we did; what the
// user can do; whom to write to; and that they may complain to the Data Protection Board. Pure:
// scripts/breach-notice.ts fills it in for each affected user; a person reads every draft before
// anything is sent.

import { INDIA_TIME_ZONE } from "@shared/calendar/indian-day.ts";
import type { MailLanguage } from "./messages.ts";

/** The kinds of data a breach can reach, as scripts/breach-notice.ts lists them. */
export const BREACH_DATA_KINDS = [
  "expenses",
  "receipts",
  "imports",
  "activity",
  "signins",
  "push_devices",
  "concerns",
] as const;
export type BreachDataKind = (typeof BREACH_DATA_KINDS)[number];

/** What the incident team writes once, in both languages, for every notice of one breach. */
export interface BreachFacts {
  /** When the breach began and ended (as far as known), and when it was found. */
  from: Date;
  to: Date;
  discoveredAt: Date;
  /** What happened: nature and extent, one or two sentences per language. */
  what: { en: string; hi: string };
  /** What was done to stop it and to protect users. */
  measures: { en: string; hi: string };
  /** The person or address who answers questions about this breach. */
  contact: string;
}

export interface AffectedUser {
  email: string;
  name: string | null;
  language: MailLanguage;
  /** The kinds of the user's data the breach reached, and how many rows of each. */
  kinds: Partial<Record<BreachDataKind, number>>;
}

const TEXTS = {
  en: {
    subject: "Important: a security incident involving your Paisa Coach data",
    greeting: (name: string | null) => (name ? `Dear ${name},` : "Dear Paisa Coach user,"),
    intro: "We are writing to tell you about a security incident that involved some of your personal data.",
    whatHeading: "What happened",
    when: (from: string, to: string, found: string) =>
      `It happened between ${from} and ${to} (Indian time); we found it on ${found}.`,
    yoursHeading: "Your data involved",
    kinds: {
      expenses: (n: number) => `${n} of your expenses (amounts, categories, descriptions, dates)`,
      receipts: (n: number) => `${n} of your receipt photos`,
      imports: (n: number) => `${n} records of your imports (file names and counts)`,
      activity: (n: number) => `${n} records of your use of the app (sign-ins, expenses added)`,
      signins: (n: number) => `${n} records of sign-ins to your account (hashed e-mail and network address)`,
      push_devices: (n: number) => `${n} of your devices registered for reminders`,
      concerns: (n: number) => `${n} of the concerns you raised with us`,
    },
    consequencesHeading: "What this may mean for you",
    consequences:
      "Someone may learn how and where you spend money, and may use it to send you convincing messages that pretend to come from us, your bank or a shop.",
    measuresHeading: "What we have done",
    youHeading: "What you can do",
    you: [
      "Change your Paisa Coach password, and any other account where you use the same one.",
      "Be careful with calls, SMS and e-mails that mention your spending: we never ask for your password, OTP or bank details.",
      "Never share an OTP or your UPI PIN with anyone.",
    ],
    contactHeading: "Questions",
    contact: (contact: string) => `Write to ${contact}; we answer about this incident first.`,
    board: "You may also complain to the Data Protection Board of India about how we handled your data.",
    closing: "We are sorry. The Paisa Coach team",
  },
  hi: {
    subject: "ज़रूरी: आपके Paisa Coach डेटा से जुड़ी एक सुरक्षा घटना",
    greeting: (name: string | null) => (name ? `प्रिय ${name},` : "प्रिय Paisa Coach उपयोगकर्ता,"),
    intro: "हम आपको एक सुरक्षा घटना के बारे में बता रहे हैं, जिसमें आपका कुछ निजी डेटा शामिल था।",
    whatHeading: "क्या हुआ",
    when: (from: string, to: string, found: string) =>
      `यह ${from} से ${to} (भारतीय समय) के बीच हुआ; हमें इसका पता ${found} को चला।`,
    yoursHeading: "आपका कौन-सा डेटा शामिल था",
    kinds: {
      expenses: (n: number) => `आपके ${n} खर्च (रकम, श्रेणी, विवरण, तारीख)`,
      receipts: (n: number) => `आपकी ${n} रसीद की तस्वीरें`,
      imports: (n: number) => `आपके इम्पोर्ट के ${n} रिकॉर्ड (फ़ाइल के नाम और गिनती)`,
      activity: (n: number) => `ऐप के आपके इस्तेमाल के ${n} रिकॉर्ड (साइन-इन, जोड़े गए खर्च)`,
      signins: (n: number) => `आपके खाते में साइन-इन के ${n} रिकॉर्ड (हैश किया गया ई-मेल और नेटवर्क पता)`,
      push_devices: (n: number) => `रिमाइंडर के लिए दर्ज आपके ${n} डिवाइस`,
      concerns: (n: number) => `आपकी ओर से उठाई गई ${n} शिकायतें`,
    },
    consequencesHeading: "इसका आप पर क्या असर हो सकता है",
    consequences:
      "कोई यह जान सकता है कि आप कैसे और कहाँ पैसे खर्च करते हैं, और इसका इस्तेमाल करके ऐसे भरोसेमंद दिखने वाले संदेश भेज सकता है जो हमारे, आपके बैंक या किसी दुकान के नाम से हों।",
    measuresHeading: "हमने क्या किया है",
    youHeading: "आप क्या कर सकते हैं",
    you: [
      "अपना Paisa Coach पासवर्ड बदलें, और हर उस खाते का भी जहाँ आप यही पासवर्ड इस्तेमाल करते हैं।",
      "आपके खर्च का ज़िक्र करने वाले कॉल, SMS और ई-मेल से सावधान रहें: हम कभी आपका पासवर्ड, OTP या बैंक की जानकारी नहीं माँगते।",
      "OTP या अपना UPI PIN कभी किसी से साझा न करें।",
    ],
    contactHeading: "सवाल",
    contact: (contact: string) => `${contact} पर लिखें; इस घटना से जुड़े सवालों का जवाब हम सबसे पहले देंगे।`,
    board: "आप हमारे द्वारा अपने डेटा के इस्तेमाल के बारे में भारत के डेटा संरक्षण बोर्ड से भी शिकायत कर सकते हैं।",
    closing: "हमें खेद है। Paisa Coach टीम",
  },
} as const;

/** "14 Nov 2026, 10:30 am", on the Indian clock, in the reader's language (Latin digits). */
function indianTime(instant: Date, hindi: boolean): string {
  return new Intl.DateTimeFormat(hindi ? "hi-IN" : "en-IN", {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: INDIA_TIME_ZONE,
    numberingSystem: "latn",
  }).format(instant);
}

/** One user's notice: subject and plain text, ready for a person to check and send. */
export function breachNotice(user: AffectedUser, facts: BreachFacts) {
  const hindi = user.language === "hi";
  const t = TEXTS[hindi ? "hi" : "en"];
  const kinds = BREACH_DATA_KINDS.flatMap((kind) => {
    const count = user.kinds[kind];
    return count ? [`- ${t.kinds[kind](count)}`] : [];
  });
  const text = [
    t.greeting(user.name),
    "",
    t.intro,
    "",
    t.whatHeading,
    hindi ? facts.what.hi : facts.what.en,
    t.when(indianTime(facts.from, hindi), indianTime(facts.to, hindi), indianTime(facts.discoveredAt, hindi)),
    "",
    t.yoursHeading,
    ...kinds,
    "",
    t.consequencesHeading,
    t.consequences,
    "",
    t.measuresHeading,
    hindi ? facts.measures.hi : facts.measures.en,
    "",
    t.youHeading,
    ...t.you.map((line) => `- ${line}`),
    "",
    t.contactHeading,
    t.contact(facts.contact),
    t.board,
    "",
    t.closing,
  ].join("\n");
  return { to: user.email, subject: t.subject, text };
}

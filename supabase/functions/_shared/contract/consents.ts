// Consent to the privacy notice, per purpose (docs/product.md §2.24): the notice's
// version, the purposes and the payloads. The notice's text is in the locale files (auth namespace,
// `notice.*`); a change to what it says gets a new version here and in private.privacy_notices.
import { z } from "zod";

/** The notice users answer today. The database knows the same version (private.privacy_notices). */
export const NOTICE_VERSION = "2026-11-27";

/**
 * The purposes a user answers for. `service` (account, expenses, budgets) is what the app is: it
 * cannot be declined or withdrawn except by deleting the account. The others are optional.
 */
export const CONSENT_PURPOSES = ["service", "analytics", "reminders", "weekly_report"] as const;
export type ConsentPurpose = (typeof CONSENT_PURPOSES)[number];
export const OPTIONAL_PURPOSES = ["analytics", "reminders", "weekly_report"] as const;
export type OptionalPurpose = (typeof OPTIONAL_PURPOSES)[number];

export const CONSENT_LANGUAGES = ["en", "hi"] as const;
export type ConsentLanguage = (typeof CONSENT_LANGUAGES)[number];

export const SERVICE_REQUIRED =
  "The service purpose cannot be declined or withdrawn: to stop it, delete your account in Profile";
export const NOTICE_OUT_OF_DATE = "The privacy notice has changed: reload to read the new one";
const PURPOSE_MESSAGE = `Purpose must be one of ${CONSENT_PURPOSES.join(", ")}`;
const GIVEN_MESSAGE = "Given must be true or false";

const choiceSchema = z.object({
  purpose: z.enum(CONSENT_PURPOSES, { error: PURPOSE_MESSAGE }),
  given: z.boolean({ error: GIVEN_MESSAGE }),
});

/** `POST /api/consents`, and the `consent` of a sign-up: the notice read, its language, the answers. */
export const consentAnswerSchema = z
  .object({
    noticeVersion: z.string({ error: "Notice version is required" }).max(20, "Notice version is too long"),
    language: z.enum(CONSENT_LANGUAGES, { error: "Language must be en or hi" }),
    choices: z
      .array(choiceSchema, { error: "Choices must be a list of { purpose, given }" })
      .min(1, "Choices must name at least one purpose")
      .max(CONSENT_PURPOSES.length, `Choices must name at most ${CONSENT_PURPOSES.length} purposes`),
  })
  .refine((body) => new Set(body.choices.map((choice) => choice.purpose)).size === body.choices.length, {
    message: "Choices must name each purpose once",
    path: ["choices"],
  })
  .refine((body) => body.choices.every((choice) => choice.purpose !== "service" || choice.given), {
    message: SERVICE_REQUIRED,
    path: ["choices"],
  });
export type ConsentAnswer = z.infer<typeof consentAnswerSchema>;

/** A sign-up's answer: the service is given by creating the account, so it must be among the choices. */
export const signupConsentSchema = consentAnswerSchema.refine(
  (body) => body.choices.some((choice) => choice.purpose === "service" && choice.given),
  { message: "Signing up needs consent to the service purpose", path: ["choices"] },
);

/** One recorded answer (public.consents): never changed, only followed by a newer one. */
export interface ConsentRecord {
  purpose: ConsentPurpose;
  given: boolean;
  noticeVersion: string;
  language: ConsentLanguage;
  recordedAt: string;
}

/** `GET /api/consents`. */
export interface ConsentState {
  /** The notice users answer today. */
  noticeVersion: string;
  /** No answer to the service purpose for today's notice yet: the app asks before anything else. */
  needsAnswer: boolean;
  /** Each purpose's latest answer (any notice version), or null when never answered. */
  current: Record<ConsentPurpose, ConsentRecord | null>;
  /** Every answer, newest first. */
  history: ConsentRecord[];
}

/** The answers a form makes of its ticks: the service given, each optional purpose as ticked. */
export function consentChoices(ticked: Record<OptionalPurpose, boolean>): ConsentAnswer["choices"] {
  return [
    { purpose: "service", given: true },
    ...OPTIONAL_PURPOSES.map((purpose) => ({ purpose, given: ticked[purpose] })),
  ];
}

// The bench's accounts answer the privacy notice at sign-up, yes to every purpose (docs/product.md
// §2.24): an account without an answer is asked once at its first sign-in, a screen the bench would
// otherwise have to pass.
import { consentChoices, NOTICE_VERSION } from "../supabase/functions/_shared/contract/consents.ts";

export const BENCH_CONSENT = {
  noticeVersion: NOTICE_VERSION,
  language: "en",
  choices: consentChoices({ analytics: true, reminders: true, weekly_report: true }),
} as const;

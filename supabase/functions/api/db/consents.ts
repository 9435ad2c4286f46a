// Consent answers in public.consents (supabase/schemas/38_consents.sql), read and recorded under the
// caller's RLS. The database times each answer and keeps the history append-only.
import {
  CONSENT_PURPOSES,
  type ConsentAnswer,
  type ConsentRecord,
  type ConsentState,
} from "@shared/contract/consents.ts";
import type { Tx } from "./with-user.ts";

interface StoredConsent extends Omit<ConsentRecord, "recordedAt"> {
  recordedAt: Date;
}

/** The notice version users answer today (the newest in private.privacy_notices). */
export async function currentNoticeVersion(tx: Tx): Promise<string> {
  const [row] = await tx<{ version: string | null }[]>`select private.current_notice_version() as version`;
  if (!row?.version) throw new Error("no privacy notice is published");
  return row.version;
}

export async function recordConsents(tx: Tx, answer: ConsentAnswer): Promise<void> {
  for (const choice of answer.choices) {
    await tx`
      insert into public.consents (purpose, given, notice_version, language)
      values (${choice.purpose}, ${choice.given}, ${answer.noticeVersion}, ${answer.language})`;
  }
}

/** The caller's answers, newest first, with each purpose's latest and whether today's notice is answered. */
export async function consentState(tx: Tx): Promise<ConsentState> {
  const noticeVersion = await currentNoticeVersion(tx);
  const stored = await tx<StoredConsent[]>`
    select purpose, given, notice_version as "noticeVersion", language, recorded_at as "recordedAt"
    from public.consents
    where user_id = (select auth.uid())
    order by id desc`;
  const history = stored.map((row): ConsentRecord => ({ ...row, recordedAt: row.recordedAt.toISOString() }));
  const current = Object.fromEntries(
    CONSENT_PURPOSES.map((purpose) => [purpose, history.find((row) => row.purpose === purpose) ?? null]),
  ) as ConsentState["current"];
  const needsAnswer = !history.some(
    (row) => row.purpose === "service" && row.noticeVersion === noticeVersion,
  );
  return { noticeVersion, needsAnswer, current, history };
}

/** Whether the caller still has to answer today's notice (for GET /api/auth/user). */
export async function consentNeeded(tx: Tx): Promise<boolean> {
  const [row] = await tx<{ needed: boolean }[]>`
    select not exists (
      select 1 from public.consents c
      where c.user_id = (select auth.uid()) and c.purpose = 'service'
        and c.notice_version = private.current_notice_version()
    ) as needed`;
  return row?.needed ?? true;
}

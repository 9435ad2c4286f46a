import { describe, expect, it } from "vitest";
import { consentAnswerSchema, consentChoices, NOTICE_VERSION, signupConsentSchema } from "./consents.ts";

const answer = (choices: unknown) => ({ noticeVersion: NOTICE_VERSION, language: "hi", choices });
const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe("consent answers", () => {
  it("makes the service given and each optional purpose as ticked", () => {
    expect(consentChoices({ analytics: false, reminders: true, weekly_report: false })).toEqual([
      { purpose: "service", given: true },
      { purpose: "analytics", given: false },
      { purpose: "reminders", given: true },
      { purpose: "weekly_report", given: false },
    ]);
  });

  it("accepts a withdrawal of one optional purpose", () => {
    expect(consentAnswerSchema.safeParse(answer([{ purpose: "weekly_report", given: false }])).success).toBe(
      true,
    );
  });

  it("refuses a declined service, a purpose named twice, an unknown purpose", () => {
    expect(
      firstMessage(consentAnswerSchema.safeParse(answer([{ purpose: "service", given: false }]))),
    ).toContain("The service purpose cannot be declined");
    expect(
      firstMessage(
        consentAnswerSchema.safeParse(
          answer([
            { purpose: "reminders", given: true },
            { purpose: "reminders", given: false },
          ]),
        ),
      ),
    ).toBe("Choices must name each purpose once");
    expect(firstMessage(consentAnswerSchema.safeParse(answer([{ purpose: "ads", given: true }])))).toContain(
      "Purpose must be one of service, analytics, reminders, weekly_report",
    );
  });

  it("a sign-up's answer must give the service", () => {
    expect(firstMessage(signupConsentSchema.safeParse(answer([{ purpose: "analytics", given: true }])))).toBe(
      "Signing up needs consent to the service purpose",
    );
    expect(
      signupConsentSchema.safeParse(
        answer(consentChoices({ analytics: true, reminders: true, weekly_report: true })),
      ).success,
    ).toBe(true);
  });
});

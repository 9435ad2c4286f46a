// The last step of both resets (OTP on /forgot-password, e-mailed link on /reset-password): check the
// new password, send it, and on success docs/product.md §8.3 toast and /signin.

import type { ResetPasswordInput } from "@shared/contract/auth-schemas.ts";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router-dom";
import { showToast } from "../../components/ui/toaster";
import { translateMessage } from "../../i18n/messages";
import { resetPassword } from "./auth-api";
import { showFailure } from "./auth-toasts";
import { newPasswordProblem } from "./password-rules";

/** What identifies the reset request: the link token, or the OTP with the request handle and e-mail. */
type ResetProof = Omit<ResetPasswordInput, "newPassword">;

export function useSetNewPassword() {
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  const { t } = useTranslation("auth");

  async function setNewPassword(password: string, confirmation: string, proof: ResetProof) {
    const problem = newPasswordProblem(password, confirmation);
    if (problem?.kind === "weak")
      return void showToast({
        title: t("reset.weakTitle"),
        description: translateMessage(problem.message),
        type: "error",
      });
    if (problem?.kind === "mismatch")
      return void showToast({
        title: t("reset.mismatchTitle"),
        description: t("reset.mismatchText"),
        type: "error",
      });
    setPending(true);
    try {
      await resetPassword({ ...proof, newPassword: password });
      showToast({ title: t("reset.successTitle"), description: t("reset.successText"), type: "success" });
      navigate("/signin", { replace: true });
    } catch (error) {
      showFailure(error, t("reset.failed"), t("reset.failedText"));
    } finally {
      setPending(false);
    }
  }

  return { setNewPassword, pending };
}

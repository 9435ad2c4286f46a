// The last step of both resets (OTP on /forgot-password, e-mailed link on /reset-password): check the
// new password, send it, and on success docs/product.md §8.3 toast and /signin.

import type { ResetPasswordInput } from "@shared/schemas.ts";
import { useState } from "react";
import { useNavigate } from "react-router-dom";
import { showToast } from "../../components/ui/toaster";
import { resetPassword } from "./auth-api";
import { showFailure } from "./auth-toasts";
import {
  newPasswordProblem,
  PASSWORD_MISMATCH_TOAST,
  PASSWORD_TOO_SHORT_TOAST,
  RESET_SUCCESS_TOAST,
} from "./password-rules";

/** What identifies the reset request: the link token, or the OTP with the request handle and e-mail. */
type ResetProof = Omit<ResetPasswordInput, "newPassword">;

export function useSetNewPassword() {
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);

  async function setNewPassword(password: string, confirmation: string, proof: ResetProof) {
    const problem = newPasswordProblem(password, confirmation);
    if (problem === "too-short") return void showToast({ ...PASSWORD_TOO_SHORT_TOAST, type: "error" });
    if (problem === "mismatch") return void showToast({ ...PASSWORD_MISMATCH_TOAST, type: "error" });
    setPending(true);
    try {
      await resetPassword({ ...proof, newPassword: password });
      showToast({ ...RESET_SUCCESS_TOAST, type: "success" });
      navigate("/signin", { replace: true });
    } catch (error) {
      showFailure(error, "Reset failed", "Failed to reset password. Please try again.");
    } finally {
      setPending(false);
    }
  }

  return { setNewPassword, pending };
}

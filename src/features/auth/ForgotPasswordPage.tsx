import { Button, IconButton, Input, Text } from "@chakra-ui/react";
import { forgotPasswordSchema } from "@shared/contract/auth-schemas.ts";
import { ArrowLeft } from "lucide-react";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router-dom";
import { FormField } from "../../components/FormField";
import { FormStack } from "../../components/FormStack";
import { showToast } from "../../components/ui/toaster";
import { ApiError, serverMessage } from "../../lib/api";
import { AuthLink, AuthShell } from "./AuthShell";
import { requestPasswordReset, verifyResetCode } from "./auth-api";
import { showFailure } from "./auth-toasts";
import { NewPasswordFields } from "./NewPasswordFields";
import { otpDigits } from "./password-rules";
import { useSetNewPassword } from "./use-set-new-password";

type Step = "email" | "otp" | "password";

const TITLES = {
  email: "forgot.titleEmail",
  otp: "forgot.titleOtp",
  password: "forgot.titlePassword",
} as const;

/** docs/product.md §2.5 and §4.4: e-mail, then the 6-digit code, then the new password; success goes to /signin. */
export default function ForgotPasswordPage() {
  const navigate = useNavigate();
  const { t } = useTranslation(["auth", "common"]);
  const [step, setStep] = useState<Step>("email");
  const [email, setEmail] = useState("");
  const [emailError, setEmailError] = useState<string>();
  // The opaque request handle from forgot-password; with the OTP it identifies this reset request.
  const [requestToken, setRequestToken] = useState("");
  const [otp, setOtp] = useState("");
  const [otpError, setOtpError] = useState<string>();
  const [verifying, setVerifying] = useState(false);
  const [password, setPassword] = useState("");
  const [confirmation, setConfirmation] = useState("");
  const [pending, setPending] = useState(false);
  const reset = useSetNewPassword();

  async function sendResetEmail(event?: FormEvent) {
    event?.preventDefault();
    const parsed = forgotPasswordSchema.safeParse({ email });
    if (!parsed.success) {
      setEmailError(parsed.error.issues[0]?.message);
      return;
    }
    setPending(true);
    try {
      const { token } = await requestPasswordReset(parsed.data);
      setRequestToken(token);
      showToast({
        title: t("forgot.sentTitle"),
        description: t("forgot.sentText"),
        type: "success",
      });
      setStep("otp");
    } catch (error) {
      showFailure(error, t("common:error"), t("forgot.sendFailed"));
    } finally {
      setPending(false);
    }
  }

  /** The code is checked as soon as it is entered; a wrong one keeps the user here with the reason. */
  async function continueWithOtp(event: FormEvent) {
    event.preventDefault();
    if (otp.length !== 6 || verifying) return;
    setVerifying(true);
    try {
      await verifyResetCode({ otp, token: requestToken, email });
      setOtpError(undefined);
      setStep("password");
    } catch (error) {
      if (error instanceof ApiError) {
        setOtpError(serverMessage(error) ?? t("forgot.codeFailed"));
      } else {
        showFailure(error, t("common:error"), t("genericError"));
      }
    } finally {
      setVerifying(false);
    }
  }

  function submitNewPassword(event: FormEvent) {
    event.preventDefault();
    // The OTP travels with the request handle (and the e-mail); neither alone can reset anything.
    void reset.setNewPassword(
      password,
      confirmation,
      otp ? { otp, token: requestToken, email } : { token: requestToken },
    );
  }

  const back = () => {
    if (step === "password") setStep("otp");
    else if (step === "otp") setStep("email");
    else navigate("/signin");
  };

  return (
    <AuthShell
      title={t(TITLES[step])}
      footer={
        <>
          {t("forgot.remembered")} <AuthLink to="/signin">{t("forgot.signInInstead")}</AuthLink>
        </>
      }
      top={
        <IconButton
          aria-label={step === "email" ? t("forgot.backToSignIn") : t("forgot.back")}
          variant="ghost"
          size="sm"
          ml="-2"
          mb="2"
          onClick={back}
        >
          <ArrowLeft />
        </IconButton>
      }
    >
      {step === "email" ? (
        <FormStack onSubmit={sendResetEmail}>
          <Text color="fg.secondary">{t("forgot.intro")}</Text>
          <FormField label={t("email")} error={emailError} required>
            <Input
              type="email"
              autoComplete="email"
              autoCapitalize="none"
              value={email}
              onChange={(event) => {
                setEmail(event.target.value);
                setEmailError(undefined);
              }}
            />
          </FormField>
          <Button type="submit" colorPalette="teal" disabled={pending || !email.trim()}>
            {pending ? t("forgot.sending") : t("forgot.send")}
          </Button>
        </FormStack>
      ) : null}

      {step === "otp" ? (
        <FormStack onSubmit={continueWithOtp}>
          <Text color="fg.secondary">
            {t("forgot.otpIntroBefore")}
            <strong>{email}</strong>
            {t("forgot.otpIntroAfter")}
          </Text>
          <FormField label={t("forgot.otp")} helperText={t("forgot.otpHelp")} error={otpError}>
            <Input
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              letterSpacing="0.5em"
              fontSize="xl"
              textAlign="center"
              value={otp}
              onChange={(event) => {
                setOtp(otpDigits(event.target.value));
                setOtpError(undefined);
              }}
            />
          </FormField>
          <Button type="submit" colorPalette="teal" disabled={otp.length !== 6 || verifying}>
            {verifying ? t("forgot.verifying") : t("forgot.verify")}
          </Button>
          <Button variant="ghost" onClick={() => sendResetEmail()} disabled={pending}>
            {pending ? t("forgot.sending") : t("forgot.resend")}
          </Button>
        </FormStack>
      ) : null}

      {step === "password" ? (
        <FormStack onSubmit={submitNewPassword}>
          <NewPasswordFields
            password={password}
            confirmation={confirmation}
            onPasswordChange={setPassword}
            onConfirmationChange={setConfirmation}
          />
          <Button type="submit" colorPalette="teal" disabled={reset.pending || !password || !confirmation}>
            {reset.pending ? t("forgot.resetting") : t("forgot.reset")}
          </Button>
        </FormStack>
      ) : null}
    </AuthShell>
  );
}

import { Button, IconButton, Input, Text } from "@chakra-ui/react";
import { forgotPasswordSchema } from "@shared/schemas.ts";
import { ArrowLeft } from "lucide-react";
import { type FormEvent, useState } from "react";
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

const TITLES: Record<Step, string> = {
  email: "Forgot Password",
  otp: "Enter OTP",
  password: "Set New Password",
};

/** docs/product.md §2.5 and §4.4: e-mail, then the 6-digit code, then the new password; success goes to /signin. */
export default function ForgotPasswordPage() {
  const navigate = useNavigate();
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
        title: "Reset email sent!",
        description: "Check your email for the OTP and reset link.",
        type: "success",
      });
      setStep("otp");
    } catch (error) {
      showFailure(error, "Error", "Failed to send reset email. Please try again.");
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
        setOtpError(serverMessage(error) ?? "That code didn't work. Check it and try again.");
      } else {
        showFailure(error, "Error", "Something went wrong. Please try again.");
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
      title={TITLES[step]}
      footer={
        <>
          Remembered it? <AuthLink to="/signin">Sign in instead</AuthLink>
        </>
      }
      top={
        <IconButton
          aria-label={step === "email" ? "Back to sign in" : "Back"}
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
          <Text color="fg.secondary">
            Enter your email address and we'll send you a one-time code and a reset link.
          </Text>
          <FormField label="Email" error={emailError} required>
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
            {pending ? "Sending..." : "Send Reset Email"}
          </Button>
        </FormStack>
      ) : null}

      {step === "otp" ? (
        <FormStack onSubmit={continueWithOtp}>
          <Text color="fg.secondary">
            Enter the 6-digit code we sent to <strong>{email}</strong>. It expires in 10 minutes. You can also
            use the reset link in the same email.
          </Text>
          <FormField label="OTP" helperText="6 digits" error={otpError}>
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
            {verifying ? "Verifying..." : "Verify OTP"}
          </Button>
          <Button variant="ghost" onClick={() => sendResetEmail()} disabled={pending}>
            {pending ? "Sending..." : "Resend code"}
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
            {reset.pending ? "Resetting..." : "Reset Password"}
          </Button>
        </FormStack>
      ) : null}
    </AuthShell>
  );
}

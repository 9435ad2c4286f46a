import { Box, Button, HStack, Stack, Text } from "@chakra-ui/react";
import { useQuery } from "@tanstack/react-query";
import { CircleCheck } from "lucide-react";
import { type FormEvent, useEffect, useState } from "react";
import { Link, Navigate, useSearchParams } from "react-router-dom";
import { FormStack } from "../../components/FormStack";
import { PageSpinner } from "../../components/PageSpinner";
import { showToast } from "../../components/ui/toaster";
import { AuthShell } from "./AuthShell";
import { verifyResetToken } from "./auth-api";
import { NewPasswordFields } from "./NewPasswordFields";
import { newPasswordProblem } from "./password-rules";
import { useSetNewPassword } from "./use-set-new-password";

/** The page an e-mailed reset link opens (docs/product.md §2.6): verifying, then invalid or valid. */
export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  if (!token) return <Navigate to="/forgot-password" replace />;
  return <ResetWithToken token={token} />;
}

function ResetWithToken({ token }: { token: string }) {
  const verification = useQuery({
    queryKey: ["auth", "reset-token", token],
    queryFn: () => verifyResetToken(token),
    retry: false,
    gcTime: 0,
  });

  useEffect(() => {
    if (verification.isError) {
      showToast({
        title: "Invalid or expired link",
        description: "This password reset link is invalid or has expired.",
        type: "error",
      });
    }
  }, [verification.isError]);

  if (verification.isPending) {
    return (
      <Box as="main">
        <PageSpinner label="Verifying reset link..." />
      </Box>
    );
  }
  if (verification.isError) return <InvalidLink />;
  return <SetNewPassword token={token} />;
}

function InvalidLink() {
  return (
    <AuthShell title="Invalid Reset Link" subtitle="This password reset link is invalid or has expired.">
      <Stack gap="3">
        <Button asChild colorPalette="teal">
          <Link to="/forgot-password">Request New Reset Link</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/signin">Back to Sign In</Link>
        </Button>
      </Stack>
    </AuthShell>
  );
}

function SetNewPassword({ token }: { token: string }) {
  const [password, setPassword] = useState("");
  const [confirmation, setConfirmation] = useState("");
  const { setNewPassword, pending } = useSetNewPassword();
  const problem = newPasswordProblem(password, confirmation);

  function submit(event: FormEvent) {
    event.preventDefault();
    void setNewPassword(password, confirmation, { token });
  }

  return (
    <AuthShell
      title="Set New Password"
      top={
        <HStack color="green.fg" mb="3" gap="2" role="status">
          <CircleCheck size={20} aria-hidden="true" />
          <Text fontWeight="semibold">Reset link verified</Text>
        </HStack>
      }
      subtitle="Choose a new password for your account. Reset links are valid for 10 minutes only."
    >
      <FormStack onSubmit={submit}>
        <NewPasswordFields
          password={password}
          confirmation={confirmation}
          onPasswordChange={setPassword}
          onConfirmationChange={setConfirmation}
          passwordError={
            password && problem === "too-short" ? "Password must be at least 6 characters" : undefined
          }
          confirmationError={confirmation && problem === "mismatch" ? "Passwords don't match" : undefined}
        />
        <Button type="submit" colorPalette="teal" disabled={pending || problem !== null}>
          {pending ? "Resetting..." : "Reset Password"}
        </Button>
      </FormStack>
    </AuthShell>
  );
}

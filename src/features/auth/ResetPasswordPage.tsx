import { Box, Button, HStack, Stack, Text } from "@chakra-ui/react";
import { useQuery } from "@tanstack/react-query";
import { CircleCheck } from "lucide-react";
import { type FormEvent, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, Navigate, useSearchParams } from "react-router-dom";
import { FormStack } from "../../components/FormStack";
import { PageSpinner } from "../../components/PageSpinner";
import { showToast } from "../../components/ui/toaster";
import { translateMessage } from "../../i18n/messages";
import { queryClient } from "../../lib/query-client";
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
  const { t } = useTranslation("auth");
  // A public screen, outside the signed-in guards' query provider: the client is passed as is.
  const verification = useQuery(
    {
      queryKey: ["auth", "reset-token", token],
      queryFn: () => verifyResetToken(token),
      retry: false,
      gcTime: 0,
    },
    queryClient,
  );

  useEffect(() => {
    if (verification.isError) {
      showToast({
        title: t("reset.invalidTitle"),
        description: t("reset.invalidText"),
        type: "error",
      });
    }
  }, [verification.isError, t]);

  if (verification.isPending) {
    return (
      <Box as="main">
        <PageSpinner label={t("reset.verifyingLink")} />
      </Box>
    );
  }
  if (verification.isError) return <InvalidLink />;
  return <SetNewPassword token={token} />;
}

function InvalidLink() {
  const { t } = useTranslation("auth");
  return (
    <AuthShell title={t("reset.invalidHeading")} subtitle={t("reset.invalidText")}>
      <Stack gap="3">
        <Button asChild colorPalette="teal">
          <Link to="/forgot-password">{t("reset.requestNew")}</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/signin">{t("reset.backToSignIn")}</Link>
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
  const { t } = useTranslation("auth");

  function submit(event: FormEvent) {
    event.preventDefault();
    void setNewPassword(password, confirmation, { token });
  }

  return (
    <AuthShell
      title={t("forgot.titlePassword")}
      top={
        <HStack color="green.fg" mb="3" gap="2" role="status">
          <CircleCheck size={20} aria-hidden="true" />
          <Text fontWeight="semibold">{t("reset.verified")}</Text>
        </HStack>
      }
      subtitle={t("reset.choose")}
    >
      <FormStack onSubmit={submit}>
        <NewPasswordFields
          password={password}
          confirmation={confirmation}
          onPasswordChange={setPassword}
          onConfirmationChange={setConfirmation}
          passwordError={password && problem?.kind === "weak" ? translateMessage(problem.message) : undefined}
          confirmationError={
            confirmation && problem?.kind === "mismatch" ? t("reset.mismatchField") : undefined
          }
        />
        <Button type="submit" colorPalette="teal" disabled={pending || problem !== null}>
          {pending ? t("forgot.resetting") : t("forgot.reset")}
        </Button>
      </FormStack>
    </AuthShell>
  );
}

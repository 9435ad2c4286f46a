import { Button, HStack, Input, Text } from "@chakra-ui/react";
import { zodResolver } from "@hookform/resolvers/zod";
import { signinSchema } from "@shared/contract/auth-schemas.ts";
import { Info } from "lucide-react";
import { type ReactNode, useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useNavigate, useSearchParams } from "react-router-dom";
import type { z } from "zod";
import { FormField } from "../../components/FormField";
import { FormStack } from "../../components/FormStack";
import { PasswordInput } from "../../components/PasswordInput";
import { forgetSessionEnded, sessionEndedElsewhere } from "../../lib/session-ended";
import { AuthLink, AuthShell } from "./AuthShell";
import { signIn } from "./auth-api";
import { showFailure } from "./auth-toasts";
import { GoogleSignInButton } from "./GoogleSignInButton";
import { type NextDestination, nextDestination, nextQuery, safeNextPath } from "./next-path";

type SigninForm = z.input<typeof signinSchema>;

export default function SignInPage() {
  const navigate = useNavigate();
  const { t } = useTranslation("auth");
  // Set when a signed-out visitor was sent here from a screen (a shared message): go back there after.
  const next = safeNextPath(useSearchParams()[0].get("next"));
  // The session ended on another device or by a password reset (docs/product.md §4.3): say why, until
  // the visitor leaves sign-in. Read after hydration: the prerendered page cannot know it.
  const [sessionEnded, setSessionEnded] = useState(false);
  useEffect(() => {
    setSessionEnded(sessionEndedElsewhere());
    return forgetSessionEnded;
  }, []);
  // A link (a shared message, a screen's address) sent the visitor here: say where signing in leads.
  // Also after hydration: the prerendered page has no query.
  const [destination, setDestination] = useState<NextDestination | null>(null);
  useEffect(() => setDestination(next ? nextDestination(next) : null), [next]);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<SigninForm, unknown, z.output<typeof signinSchema>>({
    resolver: zodResolver(signinSchema),
    defaultValues: { emailOrUsername: "", password: "" },
  });

  const onSubmit = handleSubmit(async (input) => {
    try {
      await signIn(input);
      navigate(next ?? "/", { replace: true });
    } catch (error) {
      showFailure(error, t("signInPage.failed"), t("signInPage.invalid"));
    }
  });

  return (
    <AuthShell
      title={t("signInPage.title")}
      top={
        sessionEnded ? (
          <SignInNote testId="session-ended">{t("signInPage.sessionEnded")}</SignInNote>
        ) : destination ? (
          <SignInNote testId="sign-in-reason">{t(`signInPage.continueTo.${destination}`)}</SignInNote>
        ) : undefined
      }
      footer={
        <>
          {t("signInPage.newHere")}{" "}
          <AuthLink to={`/signup${nextQuery(next)}`}>{t("signInPage.createAccount")}</AuthLink>
        </>
      }
    >
      <FormStack onSubmit={onSubmit}>
        <FormField label={t("signInPage.identifier")} error={errors.emailOrUsername?.message}>
          <Input autoComplete="username" autoCapitalize="none" {...register("emailOrUsername")} />
        </FormField>
        <FormField label={t("password")} error={errors.password?.message}>
          <PasswordInput autoComplete="current-password" {...register("password")} />
        </FormField>
        <HStack justify="flex-end" mt="-2">
          <AuthLink to="/forgot-password">{t("signInPage.forgot")}</AuthLink>
        </HStack>
        <Button type="submit" colorPalette="teal" disabled={isSubmitting}>
          {isSubmitting ? t("signInPage.signingIn") : t("signIn")}
        </Button>
      </FormStack>
      <GoogleSignInButton failedTitle={t("signInPage.failed")} />
    </AuthShell>
  );
}

/** Why sign-in is shown, above the form. */
function SignInNote({ testId, children }: { testId: string; children: ReactNode }) {
  return (
    // Plain layout, not Chakra's Alert: its recipe is no part of the signed-out screens' styles.
    <HStack
      role="status"
      align="start"
      gap="2"
      mb="5"
      p="3"
      rounded="l2"
      bg="blue.subtle"
      color="blue.fg"
      data-testid={testId}
    >
      <Info size={20} aria-hidden="true" style={{ flexShrink: 0, marginTop: 2 }} />
      <Text fontSize="sm">{children}</Text>
    </HStack>
  );
}

import { Box, Button, Checkbox, Input, Stack, Text } from "@chakra-ui/react";
import { zodResolver } from "@hookform/resolvers/zod";
import { signupSchema } from "@shared/contract/auth-schemas.ts";
import { consentChoices, NOTICE_VERSION } from "@shared/contract/consents.ts";
import { DEFAULT_COUNTRY } from "@shared/contract/profile-schemas.ts";
import { useEffect, useRef, useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useNavigate, useSearchParams } from "react-router-dom";
import type { z } from "zod";
import { CountrySelect } from "../../components/CountrySelect";
import { FormField } from "../../components/FormField";
import { FormStack } from "../../components/FormStack";
import { PasswordInput } from "../../components/PasswordInput";
import { ConsentChoices, NO_OPTIONAL_CHOICES } from "../../components/privacy/ConsentChoices";
import { PrivacyNotice } from "../../components/privacy/PrivacyNotice";
import { showToast } from "../../components/ui/toaster";
import { currentLanguage } from "../../i18n/i18n";
import { translateMessage } from "../../i18n/messages";
import { userStorage } from "../../lib/user-storage";
import { AuthLink, AuthShell } from "./AuthShell";
import { signUp } from "./auth-api";
import { showFailure } from "./auth-toasts";
import { GoogleSignInButton } from "./GoogleSignInButton";
import { nextQuery, safeNextPath } from "./next-path";

type SignupForm = z.input<typeof signupSchema>;

const ADULT_HINT_ID = "adult-confirm-hint";

export default function SignUpPage() {
  const navigate = useNavigate();
  const { t } = useTranslation("auth");
  const next = safeNextPath(useSearchParams()[0].get("next"));
  const {
    register,
    control,
    setValue,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<SignupForm, unknown, z.output<typeof signupSchema>>({
    resolver: zodResolver(signupSchema),
    defaultValues: {
      email: userStorage.getSignupEmail(),
      password: "",
      username: "",
      country: DEFAULT_COUNTRY,
      adultConfirmed: false,
    },
  });

  // A box ticked on the prerendered page before it hydrated stays ticked in the DOM (React keeps the
  // element): take it into the form, or the form would refuse a sign-up the screen shows as confirmed.
  const adultInput = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (adultInput.current?.checked) setValue("adultConfirmed", true);
  }, [setValue]);

  // The optional purposes of the privacy notice, none ticked until the person ticks them.
  const [choices, setChoices] = useState(NO_OPTIONAL_CHOICES);

  const onSubmit = handleSubmit(async (input) => {
    try {
      // Creating the account gives the service purpose; the rest are the boxes (docs/product.md).
      const consent = {
        noticeVersion: NOTICE_VERSION,
        language: currentLanguage(),
        choices: consentChoices(choices),
      };
      const outcome = await signUp({ ...input, consent });
      // A brand-new account starts with the welcome card and the tour (docs/product.md §4 "Welcome
      // flow"): the API reports it as new (GET /api/auth/user isNewUser) until it has a budget or an expense.
      userStorage.clearSignupEmail();
      if (outcome === "signed-in") {
        navigate(next ?? "/", { replace: true });
      } else {
        showToast({
          title: t("signUpPage.createdTitle"),
          description: t("signUpPage.createdText"),
          type: "success",
        });
        navigate(`/signin${nextQuery(next)}`, { replace: true });
      }
    } catch (error) {
      showFailure(error, t("signUpPage.failed"), t("signUpPage.failedText"));
    }
  });

  return (
    <AuthShell
      title={t("signUpPage.title")}
      subtitle={t("signUpPage.subtitle")}
      footer={
        <>
          {t("landing.haveAccount")} <AuthLink to={`/signin${nextQuery(next)}`}>{t("signIn")}</AuthLink>
        </>
      }
    >
      <FormStack onSubmit={onSubmit}>
        <FormField label={t("email")} error={errors.email?.message} required>
          <Input type="email" autoComplete="email" autoCapitalize="none" {...register("email")} />
        </FormField>
        <FormField
          label={t("password")}
          error={errors.password?.message}
          helperText={t("signUpPage.passwordHelp")}
          required
        >
          <PasswordInput autoComplete="new-password" {...register("password")} />
        </FormField>
        <FormField
          label={t("username")}
          error={errors.username?.message}
          helperText={t("signUpPage.usernameHelp")}
          required
        >
          <Input autoComplete="username" autoCapitalize="none" {...register("username")} />
        </FormField>
        <FormField label={t("signUpPage.country")} error={errors.country?.message} required>
          <CountrySelect {...register("country")} />
        </FormField>
        {/* Not inside a Field: a Field gives the input its own id, and the box's label would lose it. */}
        <Stack gap="1">
          <Controller
            control={control}
            name="adultConfirmed"
            render={({ field }) => (
              <Checkbox.Root
                checked={field.value === true}
                onCheckedChange={(details) => field.onChange(details.checked === true)}
                invalid={Boolean(errors.adultConfirmed)}
                required
              >
                <Checkbox.HiddenInput
                  ref={adultInput}
                  name={field.name}
                  onBlur={field.onBlur}
                  aria-describedby={ADULT_HINT_ID}
                />
                <Checkbox.Control />
                <Checkbox.Label>{t("signUpPage.adultConfirm")}</Checkbox.Label>
              </Checkbox.Root>
            )}
          />
          {errors.adultConfirmed?.message ? (
            <Text id={ADULT_HINT_ID} fontSize="sm" color="fg.error">
              {translateMessage(errors.adultConfirmed.message)}
            </Text>
          ) : (
            <Text id={ADULT_HINT_ID} fontSize="sm" color="fg.secondary">
              {t("signUpPage.adultHelp")}
            </Text>
          )}
        </Stack>
        {/* The whole notice, readable before the account exists; a focusable region so keyboards scroll it. */}
        <Box
          role="region"
          aria-labelledby="signup-notice-title"
          tabIndex={0}
          borderWidth="1px"
          rounded="md"
          p="3"
          maxH="72"
          overflowY="auto"
        >
          <PrivacyNotice titleId="signup-notice-title" />
        </Box>
        <ConsentChoices value={choices} onChange={setChoices} disabled={isSubmitting} />
        <Text fontSize="sm" color="fg.secondary">
          {t("signUpPage.consentAgree")}
        </Text>
        <Text fontSize="sm" color="fg.secondary">
          {t("signUpPage.agreeBefore")}
          <AuthLink to="/terms">{t("landing.terms")}</AuthLink>
          {t("signUpPage.agreeAnd")}
          <AuthLink to="/privacy">{t("landing.privacy")}</AuthLink>
          {t("signUpPage.agreeAfter")}
        </Text>
        <Button type="submit" colorPalette="teal" disabled={isSubmitting}>
          {isSubmitting ? t("signUpPage.creating") : t("signUpPage.create")}
        </Button>
      </FormStack>
      {/* The same Google button as sign-in: Google creates the account on first use. */}
      <GoogleSignInButton failedTitle={t("signUpPage.failed")} />
    </AuthShell>
  );
}

import { Button, HStack, Input, Separator, Text } from "@chakra-ui/react";
import { zodResolver } from "@hookform/resolvers/zod";
import { signinSchema } from "@shared/schemas.ts";
import type { MouseEvent } from "react";
import { useForm } from "react-hook-form";
import { useNavigate, useSearchParams } from "react-router-dom";
import type { z } from "zod";
import { FormField } from "../../components/FormField";
import { FormStack } from "../../components/FormStack";
import { apiBaseUrl } from "../../lib/api";
import { AuthLink, AuthShell } from "./AuthShell";
import { googleSignInUrl, signIn } from "./auth-api";
import { showFailure } from "./auth-toasts";
import { GoogleIcon } from "./GoogleIcon";
import { nextQuery, safeNextPath } from "./next-path";

type SigninForm = z.input<typeof signinSchema>;

export default function SignInPage() {
  const navigate = useNavigate();
  // Set when a signed-out visitor was sent here from a screen (a shared message): go back there after.
  const next = safeNextPath(useSearchParams()[0].get("next"));
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
      showFailure(error, "Sign in failed", "Invalid email/username or password");
    }
  });

  const continueWithGoogle = async (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    try {
      window.location.assign(await googleSignInUrl());
    } catch (error) {
      showFailure(error, "Sign in failed", "Something went wrong. Please try again.");
    }
  };

  return (
    <AuthShell
      title="Sign in to Paisa Coach"
      footer={
        <>
          New to Paisa Coach? <AuthLink to={`/signup${nextQuery(next)}`}>Create an account</AuthLink>
        </>
      }
    >
      <FormStack onSubmit={onSubmit}>
        <FormField label="Username or email address" error={errors.emailOrUsername?.message}>
          <Input autoComplete="username" autoCapitalize="none" {...register("emailOrUsername")} />
        </FormField>
        <FormField label="Password" error={errors.password?.message}>
          <Input type="password" autoComplete="current-password" {...register("password")} />
        </FormField>
        <HStack justify="flex-end" mt="-2">
          <AuthLink to="/forgot-password">Forgot password?</AuthLink>
        </HStack>
        <Button type="submit" colorPalette="teal" disabled={isSubmitting}>
          {isSubmitting ? "Signing in..." : "Sign in"}
        </Button>
      </FormStack>
      <HStack my="5" gap="3">
        <Separator flex="1" />
        <Text fontSize="sm" color="fg.secondary">
          or
        </Text>
        <Separator flex="1" />
      </HStack>
      <Button asChild variant="outline" w="full">
        {/* A full page navigation: the API redirects to the identity provider and back (with a PKCE
            challenge the click adds; the verifier stays in this browser). */}
        <a href={`${apiBaseUrl}/auth/google`} onClick={continueWithGoogle}>
          <GoogleIcon />
          Continue with Google
        </a>
      </Button>
    </AuthShell>
  );
}

import { Button, Input, Text } from "@chakra-ui/react";
import { zodResolver } from "@hookform/resolvers/zod";
import { DEFAULT_COUNTRY, signupSchema } from "@shared/schemas.ts";
import { useForm } from "react-hook-form";
import { useNavigate, useSearchParams } from "react-router-dom";
import type { z } from "zod";
import { CountrySelect } from "../../components/CountrySelect";
import { FormField } from "../../components/FormField";
import { FormStack } from "../../components/FormStack";
import { showToast } from "../../components/ui/toaster";
import { userStorage } from "../../lib/user-storage";
import { AuthLink, AuthShell } from "./AuthShell";
import { signUp } from "./auth-api";
import { showFailure } from "./auth-toasts";
import { nextQuery, safeNextPath } from "./next-path";

type SignupForm = z.input<typeof signupSchema>;

export default function SignUpPage() {
  const navigate = useNavigate();
  const next = safeNextPath(useSearchParams()[0].get("next"));
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<SignupForm, unknown, z.output<typeof signupSchema>>({
    resolver: zodResolver(signupSchema),
    defaultValues: {
      email: userStorage.getSignupEmail(),
      password: "",
      username: "",
      country: DEFAULT_COUNTRY,
    },
  });

  const onSubmit = handleSubmit(async (input) => {
    try {
      const outcome = await signUp(input);
      // A brand-new account starts with the welcome card and the tour (docs/product.md §4 "Welcome
      // flow"): the API reports it as new (GET /api/auth/user isNewUser) until it has a budget or an expense.
      userStorage.clearSignupEmail();
      if (outcome === "signed-in") {
        navigate(next ?? "/", { replace: true });
      } else {
        showToast({
          title: "Account created successfully",
          description: "Please sign in with your new account",
          type: "success",
        });
        navigate(`/signin${nextQuery(next)}`, { replace: true });
      }
    } catch (error) {
      showFailure(error, "Sign up failed", "Failed to create account");
    }
  });

  return (
    <AuthShell
      title="Create your account"
      subtitle="Start tracking your expenses in rupees today."
      footer={
        <>
          Already have an account? <AuthLink to={`/signin${nextQuery(next)}`}>Sign in</AuthLink>
        </>
      }
    >
      <FormStack onSubmit={onSubmit}>
        <FormField label="Email" error={errors.email?.message} required>
          <Input type="email" autoComplete="email" autoCapitalize="none" {...register("email")} />
        </FormField>
        <FormField
          label="Password"
          error={errors.password?.message}
          helperText="Make sure it's at least 8 characters including a number and a lowercase letter."
          required
        >
          <Input type="password" autoComplete="new-password" {...register("password")} />
        </FormField>
        <FormField
          label="Username"
          error={errors.username?.message}
          helperText="Username may only contain alphanumeric characters or single hyphens, and cannot begin or end with a hyphen."
          required
        >
          <Input autoComplete="username" autoCapitalize="none" {...register("username")} />
        </FormField>
        <FormField label="Country/Region" error={errors.country?.message} required>
          <CountrySelect {...register("country")} />
        </FormField>
        <Text fontSize="sm" color="fg.secondary">
          By creating an account, you agree to the <AuthLink to="/terms">Terms of Service</AuthLink> and the{" "}
          <AuthLink to="/privacy">Privacy Policy</AuthLink>.
        </Text>
        <Button type="submit" colorPalette="teal" disabled={isSubmitting}>
          {isSubmitting ? "Creating account..." : "Create account"}
        </Button>
      </FormStack>
    </AuthShell>
  );
}

import { Box, Button, Heading, HStack, Input, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { ChartColumn, IndianRupee, Mic, Target } from "lucide-react";
import { type FormEvent, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router-dom";
import { FormField } from "../../components/FormField";
import { FormStack } from "../../components/FormStack";
import { userStorage } from "../../lib/user-storage";
import { LandingFrame } from "./LandingFrame";

const FEATURES = [
  { Icon: IndianRupee, key: "budgets" },
  { Icon: Mic, key: "logging" },
  { Icon: ChartColumn, key: "analytics" },
  { Icon: Target, key: "coaching" },
] as const;

/** The signed-out home (docs/product.md §2.2): e-mail + Sign up, a Sign in link, four feature tiles. */
export default function LandingPage() {
  const navigate = useNavigate();
  const { t } = useTranslation("auth");
  const [email, setEmail] = useState("");
  // After the first render, not in it: the prerendered landing (docs/web.md) has an empty field.
  useEffect(() => {
    const stored = userStorage.getSignupEmail();
    if (stored) setEmail((current) => current || stored);
  }, []);
  const [error, setError] = useState<string>();

  async function startSignup(event: FormEvent) {
    event.preventDefault();
    if (!email.trim()) {
      setError(t("landing.emailRequired"));
      return;
    }
    // Sign-up's own rule, so an address the next screen would refuse is refused here, where it was typed.
    // Loaded on submit: zod is no part of the landing's first load, and sign-up needs it next anyway.
    const { emailSchema } = await import("@shared/contract/auth-schemas.ts");
    const checked = emailSchema.safeParse(email);
    if (!checked.success) {
      setError(checked.error.issues[0]?.message);
      return;
    }
    userStorage.setSignupEmail(email);
    navigate("/signup");
  }

  return (
    <LandingFrame
      cta={
        <>
          <FormStack onSubmit={(event) => void startSignup(event)} w="full" maxW="md">
            <Stack direction={{ base: "column", sm: "row" }} gap="3" align={{ sm: "flex-end" }}>
              <Box flex="1" textAlign="left">
                <FormField label={t("email")} error={error} required>
                  <Input
                    type="email"
                    name="email"
                    autoComplete="email"
                    placeholder={t("landing.emailPlaceholder")}
                    bg="bg.panel"
                    value={email}
                    onChange={(event) => {
                      setEmail(event.target.value);
                      setError(undefined);
                    }}
                  />
                </FormField>
              </Box>
              <Button type="submit" colorPalette="teal">
                {t("landing.signUp")}
              </Button>
            </Stack>
          </FormStack>
          <Text color="fg.secondary">
            {t("landing.haveAccount")}{" "}
            <Link to="/signin" style={{ color: "var(--chakra-colors-teal-700)", fontWeight: 600 }}>
              {t("signIn")}
            </Link>
          </Text>
        </>
      }
    >
      <SimpleGrid as="ul" columns={{ base: 1, sm: 2 }} gap="4" mt="10" listStyleType="none">
        {FEATURES.map(({ Icon, key }) => (
          <Box as="li" key={key} bg="bg.panel" p="5" rounded="xl" borderWidth="1px">
            <Box color="teal.fg" mb="2">
              <Icon size={26} aria-hidden="true" />
            </Box>
            <Heading as="h2" size="md" mb="1">
              {t(`landing.features.${key}.title`)}
            </Heading>
            <Text color="fg.secondary" fontSize="sm">
              {t(`landing.features.${key}.text`)}
            </Text>
          </Box>
        ))}
      </SimpleGrid>
      <HStack justify="center" gap="4" mt="10" fontSize="sm" color="fg.secondary">
        <Link to="/terms">{t("landing.terms")}</Link>
        <Link to="/privacy">{t("landing.privacy")}</Link>
      </HStack>
    </LandingFrame>
  );
}

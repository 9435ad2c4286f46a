import { Box, Button, Heading, HStack, Input, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { ChartColumn, IndianRupee, Mic, Target } from "lucide-react";
import { type FormEvent, useState } from "react";
import { Link, useNavigate } from "react-router-dom";
import { FormField } from "../../components/FormField";
import { FormStack } from "../../components/FormStack";
import { userStorage } from "../../lib/user-storage";
import { LandingFrame } from "./LandingFrame";

const FEATURES = [
  {
    Icon: IndianRupee,
    title: "Smart budgets",
    text: "Set a monthly budget in rupees and see your daily limit at a glance.",
  },
  {
    Icon: Mic,
    title: "Log in seconds",
    text: "Type it, say it or snap a receipt. Indian categories built in.",
  },
  {
    Icon: ChartColumn,
    title: "Clear analytics",
    text: "See where your money goes, category by category, every month.",
  },
  {
    Icon: Target,
    title: "Daily coaching",
    text: "Missions, streaks and a daily dose of wisdom keep you on track.",
  },
];

/** The signed-out home (docs/product.md §2.2): e-mail + Sign up, a Sign in link, four feature tiles. */
export default function LandingPage() {
  const navigate = useNavigate();
  const [email, setEmail] = useState(() => userStorage.getSignupEmail());
  const [error, setError] = useState<string>();

  function startSignup(event: FormEvent) {
    event.preventDefault();
    if (!email.trim()) {
      setError("Email is required");
      return;
    }
    userStorage.setSignupEmail(email);
    navigate("/signup");
  }

  return (
    <LandingFrame
      cta={
        <>
          <FormStack onSubmit={startSignup} w="full" maxW="md">
            <Stack direction={{ base: "column", sm: "row" }} gap="3" align={{ sm: "flex-end" }}>
              <Box flex="1" textAlign="left">
                <FormField label="Email" error={error} required>
                  <Input
                    type="email"
                    name="email"
                    autoComplete="email"
                    placeholder="you@example.com"
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
                Sign up
              </Button>
            </Stack>
          </FormStack>
          <Text color="fg.secondary">
            Already have an account?{" "}
            <Link to="/signin" style={{ color: "var(--chakra-colors-teal-700)", fontWeight: 600 }}>
              Sign in
            </Link>
          </Text>
        </>
      }
    >
      <SimpleGrid as="ul" columns={{ base: 1, sm: 2 }} gap="4" mt="10" listStyleType="none">
        {FEATURES.map(({ Icon, title, text }) => (
          <Box as="li" key={title} bg="bg.panel" p="5" rounded="xl" borderWidth="1px">
            <Box color="teal.fg" mb="2">
              <Icon size={26} aria-hidden="true" />
            </Box>
            <Heading as="h2" size="md" mb="1">
              {title}
            </Heading>
            <Text color="fg.secondary" fontSize="sm">
              {text}
            </Text>
          </Box>
        ))}
      </SimpleGrid>
      <HStack justify="center" gap="4" mt="10" fontSize="sm" color="fg.secondary">
        <Link to="/terms">Terms of Service</Link>
        <Link to="/privacy">Privacy Policy</Link>
      </HStack>
    </LandingFrame>
  );
}

import {
  Box,
  Button,
  Container,
  Flex,
  Heading,
  HStack,
  Input,
  SimpleGrid,
  Stack,
  Text,
} from "@chakra-ui/react";
import { ChartColumn, IndianRupee, Mic, Target, Wallet } from "lucide-react";
import { type FormEvent, useState } from "react";
import { Link, useNavigate } from "react-router-dom";
import { FormField } from "../../components/FormField";
import { FormStack } from "../../components/FormStack";
import { userStorage } from "../../lib/user-storage";

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

/**
 * The signed-out home (spec §2): e-mail + Sign up, a Sign in link, four feature tiles. index.html
 * carries a static copy of the header and hero for the first paint: keep their texts in step.
 */
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
    <Box minH="100dvh" bg="gray.50">
      <Flex
        as="header"
        justify="space-between"
        align="center"
        px="4"
        h="14"
        bg="white"
        borderBottomWidth="1px"
      >
        <HStack gap="2" color="teal.700">
          <Wallet size={22} aria-hidden="true" />
          <Text fontWeight="bold" fontSize="lg">
            Paisa Coach
          </Text>
        </HStack>
        <Button asChild variant="ghost" size="sm" colorPalette="teal">
          <Link to="/signin">Sign in</Link>
        </Button>
      </Flex>
      <Container as="main" maxW="3xl" py={{ base: "8", md: "14" }} px="4">
        <Stack gap="4" textAlign="center" align="center">
          <Heading as="h1" size={{ base: "2xl", md: "4xl" }} lineHeight="short">
            Your personal finance coach
          </Heading>
          <Text color="gray.700" fontSize={{ base: "md", md: "lg" }} maxW="xl">
            Track every rupee, stick to your budget and build better money habits with smart budgets, Indian
            spending categories and a coach that cheers you on.
          </Text>
          <FormStack onSubmit={startSignup} w="full" maxW="md">
            <Stack direction={{ base: "column", sm: "row" }} gap="3" align={{ sm: "flex-end" }}>
              <Box flex="1" textAlign="left">
                <FormField label="Email" error={error} required>
                  <Input
                    type="email"
                    name="email"
                    autoComplete="email"
                    placeholder="you@example.com"
                    bg="white"
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
          <Text color="gray.700">
            Already have an account?{" "}
            <Link to="/signin" style={{ color: "var(--chakra-colors-teal-700)", fontWeight: 600 }}>
              Sign in
            </Link>
          </Text>
        </Stack>
        <SimpleGrid as="ul" columns={{ base: 1, sm: 2 }} gap="4" mt="10" listStyleType="none">
          {FEATURES.map(({ Icon, title, text }) => (
            <Box as="li" key={title} bg="white" p="5" rounded="xl" borderWidth="1px">
              <Box color="teal.700" mb="2">
                <Icon size={26} aria-hidden="true" />
              </Box>
              <Heading as="h2" size="md" mb="1">
                {title}
              </Heading>
              <Text color="gray.700" fontSize="sm">
                {text}
              </Text>
            </Box>
          ))}
        </SimpleGrid>
        <HStack justify="center" gap="4" mt="10" fontSize="sm" color="gray.700">
          <Link to="/terms">Terms of Service</Link>
          <Link to="/privacy">Privacy Policy</Link>
        </HStack>
      </Container>
    </Box>
  );
}

import { Button, Card, CloseButton, HStack, Stack, Text } from "@chakra-ui/react";
import { useNavigate } from "react-router-dom";

interface WelcomeCardProps {
  onDismiss: () => void;
}

/** The new user's welcome card on home (docs/product.md §2.12), dismissible by its close button. */
export function WelcomeCard({ onDismiss }: WelcomeCardProps) {
  const navigate = useNavigate();
  return (
    <Card.Root data-testid="welcome-card" variant="elevated" bg="green.subtle" position="relative">
      <CloseButton
        position="absolute"
        top="2"
        insetEnd="2"
        size="sm"
        aria-label="Dismiss welcome"
        onClick={onDismiss}
      />
      <Card.Body gap="3">
        <Stack gap="1" pe="8">
          <Card.Title>Welcome to Paisa Coach! 👋</Card.Title>
          <Text fontSize="sm">
            Your personal finance coach with smart budgets, Indian spending categories and rupee-first
            tracking. Start with two quick steps:
          </Text>
        </Stack>
        <HStack gap="2" flexWrap="wrap">
          <Button colorPalette="green" size="sm" onClick={() => navigate("/budget")}>
            Set Your Budget
          </Button>
          <Button variant="outline" colorPalette="green" size="sm" onClick={() => navigate("/expense")}>
            Add First Expense
          </Button>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}

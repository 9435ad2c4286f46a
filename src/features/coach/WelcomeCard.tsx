import { Button, Card, CloseButton, HStack, Stack, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router-dom";

interface WelcomeCardProps {
  onDismiss: () => void;
  /** The user has logged expenses already (the welcome replayed from the profile): no "first". */
  hasExpenses?: boolean;
}

/** The new user's welcome card on home (docs/product.md §2.12), dismissible by its close button. */
export function WelcomeCard({ onDismiss, hasExpenses = false }: WelcomeCardProps) {
  const navigate = useNavigate();
  const { t } = useTranslation("coach");
  return (
    <Card.Root data-testid="welcome-card" variant="elevated" bg="green.subtle" position="relative">
      <CloseButton
        position="absolute"
        top="2"
        insetEnd="2"
        size="sm"
        aria-label={t("welcome.dismiss")}
        onClick={onDismiss}
      />
      <Card.Body gap="3">
        <Stack gap="1" pe="8">
          <Card.Title>{t("welcome.title")}</Card.Title>
          <Text fontSize="sm">{t("welcome.text")}</Text>
        </Stack>
        <HStack gap="2" flexWrap="wrap">
          <Button colorPalette="green" size="sm" onClick={() => navigate("/budget")}>
            {t("welcome.setBudget")}
          </Button>
          <Button variant="outline" colorPalette="green" size="sm" onClick={() => navigate("/expense")}>
            {t(hasExpenses ? "welcome.addExpenseAgain" : "welcome.addExpense")}
          </Button>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}

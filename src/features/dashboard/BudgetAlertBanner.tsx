import { Alert, Button, CloseButton, HStack } from "@chakra-ui/react";
import { useEffect, useState } from "react";
import { useNavigate } from "react-router-dom";
import type { BudgetAlert } from "./budget-status.ts";

/** docs/product.md §9.5: the banner appears 2 s after the home screen opens. */
export const ALERT_DELAY_MS = 2000;

/** The alert banner of docs/product.md §2.9, §4.9; a closed alert stays closed until a different alert is due. */
export function BudgetAlertBanner({ alert }: { alert: BudgetAlert | null }) {
  const navigate = useNavigate();
  const [ready, setReady] = useState(false);
  const [closedTitle, setClosedTitle] = useState<string | null>(null);

  useEffect(() => {
    const timer = window.setTimeout(() => setReady(true), ALERT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);

  if (!ready || !alert || alert.title === closedTitle) return null;
  return (
    <Alert.Root status={alert.status} data-testid="budget-alert" alignItems="start" role="alert">
      <Alert.Indicator />
      <Alert.Content gap="2">
        <Alert.Title>{alert.title}</Alert.Title>
        <Alert.Description>{alert.message}</Alert.Description>
        <HStack gap="2" wrap="wrap">
          <Button
            size="xs"
            variant="solid"
            colorPalette={alert.status === "error" ? "red" : "orange"}
            onClick={() => navigate("/analytics")}
          >
            View Details
          </Button>
          <Button size="xs" variant="outline" onClick={() => navigate("/budget")}>
            Adjust Budget
          </Button>
        </HStack>
      </Alert.Content>
      <CloseButton size="sm" aria-label="Close alert" onClick={() => setClosedTitle(alert.title)} />
    </Alert.Root>
  );
}

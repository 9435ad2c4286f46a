import { Alert, Box, Button, CloseButton, HStack } from "@chakra-ui/react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router-dom";
import type { BudgetAlert } from "./budget-status.ts";

/** docs/product.md §9.5: the banner appears 2 s after the home screen opens. */
export const ALERT_DELAY_MS = 2000;

interface Props {
  /** The alert due, or null; pass it only once the user's closed alerts are known. */
  alert: BudgetAlert | null;
  /** Closing hides this alert (this threshold, this period) on every device. */
  onClose: (alert: BudgetAlert) => void;
}

/**
 * The alert banner of docs/product.md §2/§4. Its place is kept from the moment the alert is known and it
 * only becomes visible after the delay, so nothing under it (the cards, the next tap) moves when it
 * appears.
 */
export function BudgetAlertBanner({ alert, onClose }: Props) {
  const navigate = useNavigate();
  const [ready, setReady] = useState(false);
  const { t } = useTranslation("dashboard");

  useEffect(() => {
    const timer = window.setTimeout(() => setReady(true), ALERT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);

  if (!alert) return null;
  return (
    <Box visibility={ready ? "visible" : "hidden"} aria-hidden={!ready} data-testid="budget-alert-slot">
      <Alert.Root
        status={alert.status}
        data-testid="budget-alert"
        alignItems="start"
        role={ready ? "alert" : undefined}
      >
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
              {t("banner.viewDetails")}
            </Button>
            <Button size="xs" variant="outline" onClick={() => navigate("/budget")}>
              {t("banner.adjust")}
            </Button>
          </HStack>
        </Alert.Content>
        <CloseButton size="sm" aria-label={t("banner.close")} onClick={() => onClose(alert)} />
      </Alert.Root>
    </Box>
  );
}

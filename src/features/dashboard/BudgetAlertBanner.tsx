import { Alert, Box, Button, CloseButton, HStack, Skeleton } from "@chakra-ui/react";
import { useLayoutEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router-dom";
import { userStorage } from "../../lib/user-storage.ts";
import { expectedAlertHeight, isAlertSpace } from "./alert-space.ts";
import type { BudgetAlert } from "./budget-status.ts";

interface Props {
  /** The alert due, null for none, undefined while the figures or the user's closed alerts load. */
  alert: BudgetAlert | null | undefined;
  /** Whose device memory of the last banner to use (user-storage's `homeAlert`). */
  email: string;
  /** The Indian day (yyyy-mm-dd) home shows. */
  today: string;
  /** Closing hides this alert (this threshold, this period) on every device. */
  onClose: (alert: BudgetAlert) => void;
}

/**
 * The alert banner of docs/product.md §2/§4.9, shown as soon as it is known: a banner held back for a
 * while left a blank hole under "Add Expense" on every open. Before it is known, the place of the banner
 * this device showed last is kept, as a skeleton like the cards beside it (alert-space.ts), so nothing
 * under it moves when it appears.
 */
export function BudgetAlertBanner({ alert, email, today, onClose }: Props) {
  const navigate = useNavigate();
  const { t } = useTranslation("dashboard");
  const slot = useRef<HTMLDivElement>(null);
  const [reserved] = useState(() =>
    expectedAlertHeight(userStorage.getJson(email, "homeAlert", isAlertSpace), today),
  );
  // What this start shows: "" while unknown, "none", or the alert's key (a string: the alert object is
  // new on every render).
  const shown = alert === undefined ? "" : (alert?.key ?? "none");

  // Remember what this start showed (and how tall it was on this screen) for the next one.
  useLayoutEffect(() => {
    if (shown === "none") userStorage.removeItem(email, "homeAlert");
    if (shown === "" || shown === "none") return;
    const height = slot.current?.getBoundingClientRect().height ?? 0;
    if (height > 0) userStorage.setJson(email, "homeAlert", { key: shown, height });
  }, [shown, email]);

  if (alert === undefined)
    return reserved === null ? null : (
      <Skeleton height={`${reserved}px`} rounded="md" data-testid="budget-alert-space" />
    );
  if (!alert) return null;
  return (
    <Box ref={slot} data-testid="budget-alert-slot">
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

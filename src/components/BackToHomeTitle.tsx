import { Heading, HStack, IconButton } from "@chakra-ui/react";
import { ArrowLeft } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router-dom";

/**
 * A screen's title with the arrow back to home (docs/product.md §2.8: Add Expense and Set Budget have
 * one), or to the screen it was opened from (`to`, `backLabel`: Import goes back to Profile).
 */
export function BackToHomeTitle({
  children,
  to = "/",
  backLabel,
}: {
  children: ReactNode;
  to?: string;
  backLabel?: string;
}) {
  const { t } = useTranslation();
  return (
    <HStack gap="2">
      <IconButton asChild aria-label={backLabel ?? t("backToHome")} variant="ghost" size="sm">
        <RouterLink to={to}>
          <ArrowLeft />
        </RouterLink>
      </IconButton>
      <Heading as="h1" size="lg">
        {children}
      </Heading>
    </HStack>
  );
}

import { Heading, HStack, IconButton } from "@chakra-ui/react";
import { ArrowLeft } from "lucide-react";
import type { ReactNode } from "react";
import { Link as RouterLink } from "react-router-dom";

/** A screen's title with the arrow back to home (docs/product.md §2.8: Add Expense and Set Budget have one). */
export function BackToHomeTitle({ children }: { children: ReactNode }) {
  return (
    <HStack gap="2">
      <IconButton asChild aria-label="Back to home" variant="ghost" size="sm">
        <RouterLink to="/">
          <ArrowLeft />
        </RouterLink>
      </IconButton>
      <Heading as="h1" size="lg">
        {children}
      </Heading>
    </HStack>
  );
}

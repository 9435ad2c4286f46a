import { Box } from "@chakra-ui/react";
import { Suspense } from "react";
import { Outlet } from "react-router-dom";
import { OfflineNotice } from "../../components/OfflineNotice";
import { PageSpinner } from "../../components/PageSpinner";
import { ExpenseEditorProvider } from "../ExpenseEditorProvider";
import { AppHeader } from "./AppHeader";
import { BottomNav } from "./BottomNav";

/**
 * The signed-in frame: header on every app screen, bottom navigation only where docs/product.md shows it
 * (home, analytics, profile). Route pages render in the outlet, phone-width first.
 */
export function AppLayout({ bottomNav = false }: { bottomNav?: boolean }) {
  return (
    <Box minH="100dvh">
      <AppHeader />
      <OfflineNotice />
      <Box as="main" maxW="lg" mx="auto" px="4" pt="4" pb={bottomNav ? "28" : "8"}>
        <ExpenseEditorProvider>
          <Suspense fallback={<PageSpinner />}>
            <Outlet />
          </Suspense>
        </ExpenseEditorProvider>
      </Box>
      {bottomNav ? <BottomNav /> : null}
    </Box>
  );
}

/** The frame of the screens with the bottom navigation (a component of its own for the lazy route). */
export const AppLayoutWithBottomNav = () => <AppLayout bottomNav />;

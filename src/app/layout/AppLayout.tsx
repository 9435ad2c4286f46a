import { Box } from "@chakra-ui/react";
import { Suspense } from "react";
import { Outlet } from "react-router-dom";
import { OfflineNotice } from "../../components/OfflineNotice";
import { PageSpinner } from "../../components/PageSpinner";
import { ExpenseEditorProvider } from "../ExpenseEditorProvider";
import { AppHeader } from "./AppHeader";
import { BottomNav } from "./BottomNav";
import { SIDE_NAV_WIDTH, SideNav } from "./SideNav";

/**
 * The signed-in frame: header on every app screen, navigation only where docs/product.md shows it
 * (home, analytics, profile): the bottom bar on phones and tablets; from the `lg` breakpoint (1024 px)
 * a side navigation and a wider main column instead. Route pages render in the outlet, phone-width first.
 */
export function AppLayout({ bottomNav = false }: { bottomNav?: boolean }) {
  return (
    <Box minH="100dvh">
      <AppHeader />
      <OfflineNotice />
      <Box ps={bottomNav ? { lg: SIDE_NAV_WIDTH } : undefined}>
        <Box
          as="main"
          maxW={bottomNav ? { base: "lg", lg: "5xl" } : "lg"}
          mx="auto"
          px={bottomNav ? { base: "4", lg: "8" } : "4"}
          pt="4"
          pb={bottomNav ? { base: "28", lg: "8" } : "8"}
        >
          <ExpenseEditorProvider>
            <Suspense fallback={<PageSpinner />}>
              <Outlet />
            </Suspense>
          </ExpenseEditorProvider>
        </Box>
      </Box>
      {bottomNav ? (
        <>
          <BottomNav />
          <SideNav />
        </>
      ) : null}
    </Box>
  );
}

/** The frame of the screens with the bottom navigation (a component of its own for the lazy route). */
export const AppLayoutWithBottomNav = () => <AppLayout bottomNav />;

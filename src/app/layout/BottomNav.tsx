import { Box, Flex, Text } from "@chakra-ui/react";
import { ChartColumn, House, Plus, User } from "lucide-react";
import type { ComponentType } from "react";
import { useTranslation } from "react-i18next";
import { NavLink } from "react-router-dom";
import { QUICK_ENTRY_STATE } from "../../lib/quick-entry.ts";

export interface NavItem {
  to: string;
  label: "nav.home" | "nav.analytics" | "nav.profile";
  Icon: ComponentType<{ size?: number; "aria-hidden"?: boolean }>;
}

export const LEFT: NavItem[] = [
  { to: "/", label: "nav.home", Icon: House },
  { to: "/analytics", label: "nav.analytics", Icon: ChartColumn },
];
export const RIGHT: NavItem[] = [{ to: "/profile", label: "nav.profile", Icon: User }];

function NavTab({ to, label, Icon }: NavItem) {
  const { t } = useTranslation();
  return (
    <NavLink to={to} end style={{ flex: 1 }}>
      {({ isActive }) => (
        <Flex
          direction="column"
          align="center"
          gap="0.5"
          py="2"
          color={isActive ? "teal.fg" : "fg.muted"}
          fontWeight={isActive ? "semibold" : "normal"}
        >
          <Icon size={22} aria-hidden={true} />
          <Text fontSize="xs">{t(label)}</Text>
        </Flex>
      )}
    </NavLink>
  );
}

/**
 * Home, Analytics, the round add button (to /expense) and Profile (docs/product.md §2.8), on phones and
 * tablets; from the `lg` breakpoint (1024 px) the side navigation takes its place (SideNav.tsx).
 */
export function BottomNav() {
  const { t } = useTranslation();
  return (
    <Box
      as="nav"
      aria-label={t("nav.main")}
      hideFrom="lg"
      position="fixed"
      bottom="0"
      insetX="0"
      zIndex="sticky"
      bg="bg.panel"
      borderTopWidth="1px"
      pb="env(safe-area-inset-bottom)"
    >
      <Flex maxW="lg" mx="auto" align="center">
        {LEFT.map((item) => (
          <NavTab key={item.to} {...item} />
        ))}
        <Flex flex="1" justify="center">
          {/* The quick form: amount, then a category tap saves (docs/product.md §4.27). */}
          <NavLink to="/expense" state={QUICK_ENTRY_STATE} aria-label={t("nav.addExpense")}>
            <Flex
              w="14"
              h="14"
              mt="-6"
              rounded="full"
              bg="teal.solid"
              color="teal.contrast"
              align="center"
              justify="center"
              boxShadow="lg"
              _hover={{ bg: "teal.800" }}
            >
              <Plus size={28} aria-hidden={true} />
            </Flex>
          </NavLink>
        </Flex>
        {RIGHT.map((item) => (
          <NavTab key={item.to} {...item} />
        ))}
      </Flex>
    </Box>
  );
}

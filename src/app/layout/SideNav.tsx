import { Box, Button, Flex, Stack, Text } from "@chakra-ui/react";
import { Plus } from "lucide-react";
import { useTranslation } from "react-i18next";
import { NavLink } from "react-router-dom";
import { QUICK_ENTRY_STATE } from "../../lib/quick-entry.ts";
import { LEFT, type NavItem, RIGHT } from "./BottomNav";

/** Width of the side navigation; the main column starts after it. */
export const SIDE_NAV_WIDTH = "60";

function SideTab({ to, label, Icon }: NavItem) {
  const { t } = useTranslation();
  return (
    <NavLink to={to} end>
      {({ isActive }) => (
        <Flex
          align="center"
          gap="3"
          px="3"
          py="2"
          rounded="md"
          color={isActive ? "teal.fg" : "fg.muted"}
          bg={isActive ? "teal.subtle" : undefined}
          fontWeight={isActive ? "semibold" : "normal"}
          _hover={{ bg: "bg.muted" }}
        >
          <Icon size={20} aria-hidden={true} />
          <Text>{t(label)}</Text>
        </Flex>
      )}
    </NavLink>
  );
}

/**
 * The bottom navigation's places down the left side on wide screens (from the `lg` breakpoint, 1024 px):
 * a phone's bar across a desktop's width is a long way from everything (docs/product.md §2.8).
 */
export function SideNav() {
  const { t } = useTranslation();
  return (
    <Box
      as="nav"
      aria-label={t("nav.main")}
      hideBelow="lg"
      position="fixed"
      top="14"
      bottom="0"
      left="0"
      w={SIDE_NAV_WIDTH}
      zIndex="sticky"
      bg="bg.panel"
      borderRightWidth="1px"
      p="4"
      data-testid="side-nav"
    >
      <Stack gap="1">
        <Button asChild colorPalette="teal" mb="3">
          {/* The quick form, as the bottom bar's round button (docs/product.md §4.27). */}
          <NavLink to="/expense" state={QUICK_ENTRY_STATE}>
            <Plus aria-hidden="true" /> {t("nav.addExpense")}
          </NavLink>
        </Button>
        {[...LEFT, ...RIGHT].map((item) => (
          <SideTab key={item.to} {...item} />
        ))}
      </Stack>
    </Box>
  );
}

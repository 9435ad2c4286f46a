import { Box, Flex, Text } from "@chakra-ui/react";
import { ChartColumn, House, Plus, User } from "lucide-react";
import type { ComponentType } from "react";
import { NavLink } from "react-router-dom";
import { QUICK_ENTRY_STATE } from "../../lib/quick-entry.ts";

interface NavItem {
  to: string;
  label: string;
  Icon: ComponentType<{ size?: number; "aria-hidden"?: boolean }>;
}

const LEFT: NavItem[] = [
  { to: "/", label: "Home", Icon: House },
  { to: "/analytics", label: "Analytics", Icon: ChartColumn },
];
const RIGHT: NavItem[] = [{ to: "/profile", label: "Profile", Icon: User }];

function NavTab({ to, label, Icon }: NavItem) {
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
          <Text fontSize="xs">{label}</Text>
        </Flex>
      )}
    </NavLink>
  );
}

/** Home, Analytics, the round add button (to /expense) and Profile (docs/product.md §2.8). */
export function BottomNav() {
  return (
    <Box
      as="nav"
      aria-label="Main"
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
          <NavLink to="/expense" state={QUICK_ENTRY_STATE} aria-label="Add expense">
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

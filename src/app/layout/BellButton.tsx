// The header's bell itself: the button with its unread badge. NotificationBell renders it alone until
// the first tap; NotificationPopover then renders it as the popover's trigger, the same element.
import { Box, Float, IconButton, type IconButtonProps } from "@chakra-ui/react";
import { Bell } from "lucide-react";
import { useTranslation } from "react-i18next";
import { formatNumber } from "../../i18n/format";

/** More than this shows as "9+": the badge stays a small dot on the bell. */
const BADGE_MAX = 9;

/** The count in the reader's digits (Devanagari when chosen). */
function badgeText(count: number): string {
  return count > BADGE_MAX ? `${formatNumber(BADGE_MAX)}+` : formatNumber(count);
}

/** `rest`: the popover trigger's props (its ref, click handler and aria attributes) once it wraps the bell. */
export function BellButton({ unread, ...rest }: { unread: number } & IconButtonProps) {
  const { t } = useTranslation();
  return (
    <IconButton
      variant="ghost"
      size="sm"
      position="relative"
      aria-label={unread > 0 ? t("bell.label", { count: unread }) : t("bell.labelNone")}
      data-testid="notification-bell"
      {...rest}
    >
      <Bell aria-hidden="true" />
      {unread > 0 ? (
        <Float placement="top-end" offset="2">
          <Box
            aria-hidden="true"
            data-testid="notification-badge"
            display="flex"
            alignItems="center"
            justifyContent="center"
            minW="4.5"
            h="4.5"
            px="1"
            rounded="full"
            bg="red.solid"
            color="red.contrast"
            fontSize="2xs"
            fontWeight="bold"
            lineHeight="1"
          >
            {badgeText(unread)}
          </Box>
        </Float>
      ) : null}
    </IconButton>
  );
}

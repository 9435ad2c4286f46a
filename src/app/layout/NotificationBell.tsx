// The header's bell (docs/product.md §2.8): how many budget notifications are unread, and the list
// itself one tap away on every screen with the header, not only halfway down home. The list's popover
// (NotificationPopover.tsx) loads on the first sign of intent (pointer over, focus, touch) and renders
// from the first tap, open; until then the bell is the same button without it.
import { lazy, Suspense, useState } from "react";
import { useNotifications } from "../../features/dashboard/dashboard-api";
import { withTexts } from "../../i18n/i18n";
import { BellButton } from "./BellButton";

const loadPopover = withTexts(["dashboard"], () => import("./NotificationPopover"));
const NotificationPopover = lazy(loadPopover);
const preload = () => void loadPopover();

export function NotificationBell() {
  const items = useNotifications().data ?? [];
  const [tapped, setTapped] = useState(false);
  // The trigger's aria attributes before the popover exists, so the button reads the same throughout.
  const bell = (
    <BellButton
      unread={items.length}
      aria-haspopup="dialog"
      aria-expanded={false}
      onPointerEnter={preload}
      onFocus={preload}
      onTouchStart={preload}
      onClick={() => setTapped(true)}
    />
  );
  if (!tapped) return bell;
  return (
    <Suspense fallback={bell}>
      <NotificationPopover items={items} />
    </Suspense>
  );
}

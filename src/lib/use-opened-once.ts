import { useState } from "react";

/**
 * True from the first time `open` was true: a lazily loaded dialog or sheet stays mounted after that,
 * so closing still plays its exit animation.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened;
}

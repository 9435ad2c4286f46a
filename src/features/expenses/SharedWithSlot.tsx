// Where the Add and Edit forms put "Shared with" (docs/product.md §2.25.1): its chunk (SharedWithPart)
// is requested only for someone in a household, as the current user says (GET /api/auth/user
// `inHousehold`, cached on the device with the rest of the user), or for an expense already shared. A
// user in no household neither downloads it nor reads the households.
import type { StackProps } from "@chakra-ui/react";
import { lazy, Suspense, useCallback, useRef, useState } from "react";
import { useCurrentUser } from "../../lib/session.ts";
import type { SharedWithPartProps } from "./SharedWithPart.tsx";
import { SharedWithSpace } from "./SharedWithSpace.tsx";
import type { SharedWithState } from "./use-shared-with.ts";

const SharedWithPart = lazy(() => import("./SharedWithPart.tsx"));

/**
 * Whether the form offers "Shared with". A copy of the user cached before `inHousehold` existed says
 * nothing about it: then the section loads, as it always did.
 */
export function useOffersSharing(alreadyShared = false): boolean {
  const { user } = useCurrentUser();
  return alreadyShared || (user !== null && user.inHousehold !== false);
}

/**
 * The section's latest state for a submit (null: "Just me"), and whether it is shared for the render
 * (`sharedAtFirst` until the section first reports: an edited shared expense is shared from the start).
 */
export function useSharingState(sharedAtFirst = false) {
  const latest = useRef<SharedWithState | null>(null);
  const [shared, setShared] = useState(sharedAtFirst);
  const onState = useCallback((state: SharedWithState | null) => {
    latest.current = state;
    setShared(state?.shared ?? false);
  }, []);
  return { latest, shared, onState };
}

/** The lazy section, with its space kept while its chunk loads. */
export function SharedWithSlot(props: SharedWithPartProps & StackProps) {
  const { onState, amount, initial, disabled, ...rest } = props;
  return (
    <Suspense fallback={<SharedWithSpace {...rest} />}>
      <SharedWithPart amount={amount} initial={initial} disabled={disabled} onState={onState} {...rest} />
    </Suspense>
  );
}

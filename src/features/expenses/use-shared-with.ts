// The state of the form's "Shared with" (docs/product.md §2.25.1), shared by Add Expense and the edit
// sheet: the draft, the households offered, the chosen household's members and the live preview.
import { useEffect, useMemo, useRef, useState } from "react";
import { useSession } from "../../lib/auth-session.ts";
import { useHouseholdMembers, useMyHouseholds } from "./shared-with-api.ts";
import {
  inJoinOrder,
  justMe,
  myPartOf,
  type ShareableMember,
  type SharedWithDraft,
  sharedWithPreview,
  sharedWithProblem,
  sharingPayload,
  startSharing,
} from "./shared-with-form.ts";

const NO_MEMBERS: ShareableMember[] = [];

export function useSharedWith(amount: string, initial?: (me: string) => SharedWithDraft) {
  // The session's user id: known offline too (the profile read may not be).
  const me = useSession().session?.user.id ?? "";
  const [draft, setDraft] = useState<SharedWithDraft>(() => (initial ? initial(me) : justMe(me)));
  const households = useMyHouseholds();
  const household = useHouseholdMembers(draft.householdId);
  const members = useMemo(
    () => (household.data ? inJoinOrder(household.data.members) : NO_MEMBERS),
    [household.data],
  );
  // A household just chosen starts with every member ticked, as soon as its members are known.
  const fillFor = useRef<string | null>(null);
  useEffect(() => {
    if (!household.data || fillFor.current === null || fillFor.current !== draft.householdId) return;
    fillFor.current = null;
    setDraft(startSharing(household.data.id, household.data.members, me));
  }, [household.data, draft.householdId, me]);
  const shared = draft.householdId !== null;
  const preview = useMemo(() => sharedWithPreview(amount, draft, members), [amount, draft, members]);

  return {
    me,
    draft,
    setDraft,
    households: households.data ?? [],
    /** The households are still being read (offline without a copy, they are not: nothing is offered). */
    householdsPending: households.isPending && households.fetchStatus !== "paused",
    members,
    /** The chosen household's members are still loading (nothing to choose among yet). */
    membersLoading: shared && household.isPending,
    shared,
    preview,
    /** Picks a household (paid by me, equally among everyone, once its members are in) or "Just me". */
    choose: (householdId: string | null) => {
      if (householdId === draft.householdId) return;
      fillFor.current = householdId;
      setDraft(householdId === null ? justMe(me) : startSharing(householdId, [], me));
    },
    /** Why a save must wait (a split that does not work out), or null. */
    problem: shared ? (household.data ? sharedWithProblem(amount, draft, members) : preview.problem) : null,
    payload: sharingPayload(draft),
    myShare: myPartOf(preview, me),
  };
}

export type SharedWithState = ReturnType<typeof useSharedWith>;

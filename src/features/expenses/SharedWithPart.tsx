// "Shared with" as a chunk of its own (docs/web.md "/expense: Shared with on demand"): its state, the
// split preview and the Chakra parts it needs load only for someone in a household (or editing a shared
// expense). The form above it reads the state through `onState` (a submit reads the latest one).
import type { StackProps } from "@chakra-ui/react";
import { useEffect } from "react";
import { SharedWithSection } from "./SharedWithSection.tsx";
import { SharedWithSpace } from "./SharedWithSpace.tsx";
import type { SharedWithDraft } from "./shared-with-form.ts";
import { type SharedWithState, useSharedWith } from "./use-shared-with.ts";

export interface SharedWithPartProps extends StackProps {
  amount: string;
  /** The draft to start from (an edited expense's household and parts); "Just me" without it. */
  initial?: (me: string) => SharedWithDraft;
  disabled?: boolean;
  /** Called after every render with the section's state, and with null when it goes away. */
  onState: (state: SharedWithState | null) => void;
}

// Re-exported only so this chunk, like every other screen's, reaches Chakra's Button: were it the one
// chunk that does not, the bundler would split Button out of the design system's shared chunk, and
// every route's first load would carry that extra chunk's imports (+0.3 KB; docs/web.md).
export { Button as SameChunkAsTheShell } from "@chakra-ui/react";

export default function SharedWithPart({ amount, initial, disabled, onState, ...rest }: SharedWithPartProps) {
  const sharing = useSharedWith(amount, initial);
  useEffect(() => {
    onState(sharing);
  });
  useEffect(() => () => onState(null), [onState]);
  // The space stays kept until the households are known, so nothing below it moves when they arrive.
  if (sharing.householdsPending && !sharing.draft.householdId) return <SharedWithSpace {...rest} />;
  return <SharedWithSection sharing={sharing} disabled={disabled} {...rest} />;
}

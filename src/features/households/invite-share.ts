// Sharing an invite link: the Web Share API where the browser has it (WhatsApp and the like on a
// phone), copying the link otherwise. Pure apart from the `navigator` it is given.

export interface ShareNavigator {
  share?: (data: ShareData) => Promise<void>;
  canShare?: (data: ShareData) => boolean;
}

/** What the share sheet gets: the text and the link apart, as WhatsApp shows them. */
export const inviteShareData = (text: string, url: string): ShareData => ({ text, url });

/** True when this browser can open a share sheet for the invite. */
export const canShareInvite = (nav: ShareNavigator | undefined, data: ShareData): boolean =>
  typeof nav?.share === "function" && (nav.canShare?.(data) ?? true);

/** "Shared", or "cancelled" when the person closed the sheet (not an error to show). */
export async function shareInvite(nav: ShareNavigator, data: ShareData): Promise<"shared" | "cancelled"> {
  try {
    await nav.share?.(data);
    return "shared";
  } catch (error) {
    if (error instanceof Error && error.name === "AbortError") return "cancelled";
    throw error;
  }
}

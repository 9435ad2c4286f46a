// The toasts of docs/product.md §8.3 for the signed-out screens, kept beside the screens that show them.
import { showToast } from "../../components/ui/toaster";
import { ApiError, serverMessage } from "../../lib/api";

export const GENERIC_ERROR = { title: "Error", description: "Something went wrong. Please try again." };

/** A failure toast: the server's message when it sent one, else the screen's fallback text. */
export function showFailure(error: unknown, title: string, fallback: string): void {
  if (!(error instanceof ApiError)) {
    showToast({ ...GENERIC_ERROR, type: "error" });
    return;
  }
  showToast({ title, description: serverMessage(error) ?? fallback, type: "error" });
}

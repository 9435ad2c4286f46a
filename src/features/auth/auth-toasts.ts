// The toasts of docs/product.md §8.3 for the signed-out screens, kept beside the screens that show them.
import { showToast } from "../../components/ui/toaster";
import { i18n } from "../../i18n/i18n";
import { ApiError, serverMessage } from "../../lib/api";

/** A failure toast: the server's message when it sent one, else the screen's fallback text. */
export function showFailure(error: unknown, title: string, fallback: string): void {
  if (!(error instanceof ApiError)) {
    showToast({ title: i18n.t("error"), description: i18n.t("auth:genericError"), type: "error" });
    return;
  }
  showToast({ title, description: serverMessage(error) ?? fallback, type: "error" });
}

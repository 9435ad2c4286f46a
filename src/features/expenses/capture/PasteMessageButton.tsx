import { Button, CloseButton, Dialog, Portal, Text, Textarea } from "@chakra-ui/react";
import { ClipboardPaste } from "lucide-react";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";

/** How long the clipboard may take (a permission prompt) before the text box opens instead. */
const CLIPBOARD_WAIT_MS = 1500;

/** The clipboard's text, or null when the browser cannot or will not give it (no API, refused, empty). */
async function readClipboard(): Promise<string | null> {
  if (!navigator.clipboard?.readText) return null;
  try {
    const text = await navigator.clipboard.readText();
    return text.trim() ? text : null;
  } catch {
    return null;
  }
}

/**
 * "Paste bank SMS" (docs/capture.md): reads the clipboard where the browser allows it, else opens a
 * text box to paste into. Hands the text on; parsing happens in the caller, on the device.
 */
export function PasteMessageButton({ onText }: { onText: (text: string) => void }) {
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState("");
  const handled = useRef(false);
  const { t } = useTranslation(["capture", "common"]);

  const paste = async () => {
    handled.current = false;
    const fromClipboard = readClipboard();
    const timer = window.setTimeout(() => {
      if (!handled.current) setOpen(true);
    }, CLIPBOARD_WAIT_MS);
    const text = await fromClipboard;
    window.clearTimeout(timer);
    // A slow permission prompt may have opened the text box meanwhile: a clipboard answer still wins.
    if (text && !handled.current) {
      handled.current = true;
      setOpen(false);
      onText(text);
    } else if (!text) {
      setOpen(true);
    }
  };

  const close = () => {
    handled.current = true;
    setOpen(false);
    setTyped("");
  };

  const confirm = () => {
    const text = typed;
    close();
    if (text.trim()) onText(text);
  };

  return (
    <>
      <Button variant="subtle" colorPalette="teal" width="full" onClick={() => void paste()}>
        <ClipboardPaste aria-hidden="true" /> {t("paste.button")}
      </Button>
      <Dialog.Root
        open={open}
        onOpenChange={(details) => (details.open ? undefined : close())}
        placement="center"
      >
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner px="4">
            <Dialog.Content data-testid="paste-message-dialog">
              <Dialog.Header>
                <Dialog.Title>{t("paste.title")}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body display="flex" flexDirection="column" gap="3">
                <Text fontSize="sm" color="fg.muted">
                  {t("paste.text")}
                </Text>
                <Textarea
                  aria-label={t("paste.label")}
                  placeholder={t("paste.placeholder")}
                  value={typed}
                  onChange={(event) => setTyped(event.target.value)}
                  rows={6}
                  autoFocus
                />
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={close}>
                  {t("paste.cancel")}
                </Button>
                <Button colorPalette="teal" onClick={confirm} disabled={!typed.trim()}>
                  {t("paste.read")}
                </Button>
              </Dialog.Footer>
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label={t("common:close")} />
              </Dialog.CloseTrigger>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </>
  );
}

import { Box, Button, CloseButton, Dialog, Portal, Text, Textarea } from "@chakra-ui/react";
import { Mic, MicOff } from "lucide-react";
import { useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { translateMessage } from "../../../i18n/messages.ts";
import {
  listenOnce,
  SPEECH_UNSUPPORTED,
  type SpeechRecognitionLike,
  speechErrorKey,
  speechLanguageFor,
  speechSupported,
} from "./speech.ts";

interface Props {
  open: boolean;
  onClose: () => void;
  /** Confirm hands the heard (or corrected) text to the form. */
  onConfirm: (text: string) => void;
}

type Phase = "idle" | "listening" | "captured";

/** docs/product.md §4.14 voice dialog: not listening → listening → result captured; Confirm or Cancel. */
export function VoiceDialog({ open, onClose, onConfirm }: Props) {
  const [phase, setPhase] = useState<Phase>("idle");
  const [text, setText] = useState("");
  const [error, setError] = useState<string | null>(null);
  const recognitionRef = useRef<SpeechRecognitionLike | null>(null);
  const { t, i18n } = useTranslation("expenses");

  const stop = useCallback(() => {
    recognitionRef.current?.abort();
    recognitionRef.current = null;
  }, []);

  useEffect(() => {
    if (!open) {
      stop();
      setPhase("idle");
      setText("");
      setError(null);
    }
    return stop;
  }, [open, stop]);

  const start = () => {
    setError(null);
    if (!speechSupported()) {
      setError(SPEECH_UNSUPPORTED);
      return;
    }
    setPhase("listening");
    recognitionRef.current = listenOnce(
      {
        onResult: (transcript) => {
          setText(transcript);
          setPhase("captured");
        },
        onError: (code) => {
          // "aborted" is our own Cancel: nothing to say.
          if (code !== "aborted") setError(t(`voiceDialog.errors.${speechErrorKey(code)}`));
          setPhase("idle");
        },
        onEnd: () => {
          recognitionRef.current = null;
          setPhase((current) => (current === "listening" ? "idle" : current));
        },
      },
      // Hindi recognition writes Devanagari, which the voice parser reads (docs/product.md §4.14).
      speechLanguageFor(i18n.language),
    );
  };

  const cancel = () => {
    stop();
    onClose();
  };

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => (details.open ? undefined : cancel())}
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content data-testid="voice-dialog">
            <Dialog.Header>
              <Dialog.Title>{t("voiceDialog.title")}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body display="flex" flexDirection="column" gap="3" alignItems="center">
              <Text fontSize="sm" color="fg.muted" textAlign="center">
                {t("voiceDialog.hint")}
              </Text>
              <Button
                size="lg"
                rounded="full"
                colorPalette={phase === "listening" ? "red" : "blue"}
                onClick={phase === "listening" ? stop : start}
                aria-label={phase === "listening" ? t("voiceDialog.stop") : t("voiceDialog.start")}
              >
                {phase === "listening" ? <MicOff /> : <Mic />}
              </Button>
              <Text aria-live="polite" fontWeight="medium" data-testid="voice-status">
                {phase === "listening"
                  ? t("voiceDialog.listening")
                  : phase === "captured"
                    ? t("voiceDialog.captured")
                    : t("voiceDialog.idle")}
              </Text>
              {error ? (
                <Text color="red.fg" fontSize="sm" role="alert" data-testid="voice-error">
                  {translateMessage(error)}
                </Text>
              ) : null}
              <Box width="full">
                <Textarea
                  aria-label={t("voiceDialog.said")}
                  placeholder={t("voiceDialog.typeIt")}
                  value={text}
                  onChange={(event) => {
                    setText(event.target.value);
                    if (event.target.value.trim()) setPhase("captured");
                  }}
                  rows={2}
                />
              </Box>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={cancel}>
                {t("cancel")}
              </Button>
              <Button
                colorPalette="teal"
                disabled={!text.trim()}
                onClick={() => {
                  stop();
                  onConfirm(text.trim());
                }}
              >
                {t("voiceDialog.confirm")}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t("voiceDialog.close")} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

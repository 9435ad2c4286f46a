import { Box, Button, HStack } from "@chakra-ui/react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { showExpenseToast } from "../../../components/ui/toaster.tsx";
import { i18n } from "../../../i18n/i18n.ts";
import { captureFrame, openCamera } from "./photo.ts";

interface Props {
  onCapture: (photo: Blob) => void;
  onClose: () => void;
}

/** The full-screen camera view: Cancel or Capture; the stream stops whenever the view closes. */
export function CameraCapture({ onCapture, onClose }: Props) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const streamRef = useRef<MediaStream | null>(null);
  const [ready, setReady] = useState(false);
  const { t } = useTranslation("capture");

  useEffect(() => {
    let cancelled = false;
    openCamera()
      .then((stream) => {
        if (cancelled) {
          for (const track of stream.getTracks()) track.stop();
          return;
        }
        streamRef.current = stream;
        if (videoRef.current) {
          videoRef.current.srcObject = stream;
          void videoRef.current.play().catch(() => undefined);
        }
        setReady(true);
      })
      .catch(() => {
        if (cancelled) return;
        showExpenseToast({
          title: i18n.t("capture:camera.errorTitle"),
          description: i18n.t("capture:camera.denied"),
          type: "error",
        });
        onClose();
      });
    return () => {
      cancelled = true;
      for (const track of streamRef.current?.getTracks() ?? []) track.stop();
      streamRef.current = null;
    };
  }, [onClose]);

  const capture = async () => {
    if (!videoRef.current) return;
    const photo = await captureFrame(videoRef.current);
    onCapture(photo);
    onClose();
  };

  return (
    <Box
      position="fixed"
      inset="0"
      zIndex="modal"
      bg="black"
      display="flex"
      flexDirection="column"
      role="dialog"
      aria-modal="true"
      aria-label={t("camera.label")}
      data-testid="camera-view"
    >
      <Box flex="1" minH="0" display="flex" alignItems="center" justifyContent="center">
        <video ref={videoRef} playsInline muted style={{ maxWidth: "100%", maxHeight: "100%" }} />
      </Box>
      <HStack justify="space-between" p="4" pb="calc(1rem + env(safe-area-inset-bottom))">
        <Button variant="outline" colorPalette="gray" bg="bg.panel" onClick={onClose}>
          {t("camera.cancel")}
        </Button>
        <Button colorPalette="teal" size="lg" disabled={!ready} onClick={capture}>
          {t("camera.capture")}
        </Button>
      </HStack>
    </Box>
  );
}

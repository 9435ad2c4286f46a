// The Web Speech API as the voice dialog uses it (docs/product.md §4.14: single shot, final results,
// en-IN, or hi-IN when the app is in Hindi — §9.10).
// TypeScript's DOM library has no SpeechRecognition types, so the few members used are declared here.
import { type DisplayLocale, displayLocaleFor } from "@shared/format/locale.ts";

interface SpeechRecognitionResultLike {
  readonly isFinal: boolean;
  readonly 0: { readonly transcript: string };
}

interface SpeechRecognitionEventLike {
  readonly results: ArrayLike<SpeechRecognitionResultLike>;
}

export interface SpeechRecognitionLike {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  maxAlternatives: number;
  onresult: ((event: SpeechRecognitionEventLike) => void) | null;
  onerror: ((event: { error: string }) => void) | null;
  onend: (() => void) | null;
  start(): void;
  stop(): void;
  abort(): void;
}

type SpeechRecognitionConstructor = new () => SpeechRecognitionLike;

export const SPEECH_UNSUPPORTED = "Speech recognition not supported in this browser";

function recognitionConstructor(): SpeechRecognitionConstructor | null {
  if (typeof window === "undefined") return null;
  const scope = window as unknown as {
    SpeechRecognition?: SpeechRecognitionConstructor;
    webkitSpeechRecognition?: SpeechRecognitionConstructor;
  };
  return scope.SpeechRecognition ?? scope.webkitSpeechRecognition ?? null;
}

export const speechSupported = () => recognitionConstructor() !== null;

/** The languages recognition runs in: Hindi recognition writes Devanagari, which the parser reads (§5.7). */
export type SpeechLanguage = DisplayLocale;

/** hi-IN for the app's Hindi ("hi", "hi-IN"), en-IN for anything else. */
export const speechLanguageFor: (appLanguage: string | null | undefined) => SpeechLanguage = displayLocaleFor;

/** Starts one recognition (en-IN unless told); calls back with the final transcript, an error code, and the end. */
export function listenOnce(
  handlers: {
    onResult: (transcript: string) => void;
    onError: (code: string) => void;
    onEnd: () => void;
  },
  language: SpeechLanguage = "en-IN",
): SpeechRecognitionLike | null {
  const Recognition = recognitionConstructor();
  if (!Recognition) return null;
  const recognition = new Recognition();
  recognition.lang = language;
  recognition.continuous = false;
  recognition.interimResults = false;
  recognition.maxAlternatives = 1;
  recognition.onresult = (event) => {
    const finals = Array.from(event.results).filter((result) => result.isFinal);
    const transcript = finals
      .map((result) => result[0].transcript)
      .join(" ")
      .trim();
    if (transcript) handlers.onResult(transcript);
  };
  recognition.onerror = (event) => handlers.onError(event.error);
  recognition.onend = handlers.onEnd;
  recognition.start();
  return recognition;
}

/** A recognition error code → the key of its message under `expenses:voiceDialog.errors` (never the raw code). */
export function speechErrorKey(code: string): "blocked" | "noSpeech" | "noMicrophone" | "network" | "other" {
  switch (code) {
    case "not-allowed":
    case "service-not-allowed":
      return "blocked";
    case "no-speech":
      return "noSpeech";
    case "audio-capture":
      return "noMicrophone";
    case "network":
      return "network";
    default:
      return "other";
  }
}

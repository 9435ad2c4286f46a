import { afterEach, describe, expect, it } from "vitest";
import { listenOnce, type SpeechRecognitionLike, speechLanguageFor } from "./speech";

// A stand-in for the browser's SpeechRecognition: records what listenOnce set and lets the test speak.
class FakeRecognition implements SpeechRecognitionLike {
  static last: FakeRecognition | null = null;
  lang = "";
  continuous = true;
  interimResults = true;
  maxAlternatives = 5;
  started = false;
  onresult: SpeechRecognitionLike["onresult"] = null;
  onerror: SpeechRecognitionLike["onerror"] = null;
  onend: SpeechRecognitionLike["onend"] = null;
  constructor() {
    FakeRecognition.last = this;
  }
  start() {
    this.started = true;
  }
  stop() {}
  abort() {}
}

const scope = globalThis as { window?: unknown };
const handlers = { onResult: () => {}, onError: () => {}, onEnd: () => {} };

afterEach(() => {
  delete scope.window;
  FakeRecognition.last = null;
});

describe("listenOnce", () => {
  it("listens in en-IN by default, one final utterance", () => {
    scope.window = { webkitSpeechRecognition: FakeRecognition };
    expect(listenOnce(handlers)).toBe(FakeRecognition.last);
    expect(FakeRecognition.last).toMatchObject({
      lang: "en-IN",
      continuous: false,
      interimResults: false,
      maxAlternatives: 1,
      started: true,
    });
  });

  it("listens in hi-IN when asked and hands over the Devanagari transcript", () => {
    scope.window = { SpeechRecognition: FakeRecognition };
    const heard: string[] = [];
    listenOnce({ ...handlers, onResult: (text) => heard.push(text) }, "hi-IN");
    const recognition = FakeRecognition.last as FakeRecognition;
    expect(recognition.lang).toBe("hi-IN");
    recognition.onresult?.({ results: [{ isFinal: true, 0: { transcript: " ढाई सौ का सब्ज़ी " } }] });
    expect(heard).toEqual(["ढाई सौ का सब्ज़ी"]);
  });

  it("returns null without speech recognition", () => {
    scope.window = {};
    expect(listenOnce(handlers, "hi-IN")).toBeNull();
  });
});

describe("speechLanguageFor", () => {
  // The app's language → recognition language is the display locale's rule (locale.test.ts has the cases).
  it("listens in Hindi only for the app's Hindi", () => {
    expect(speechLanguageFor("hi")).toBe("hi-IN");
    expect(speechLanguageFor("en")).toBe("en-IN");
    expect(speechLanguageFor(undefined)).toBe("en-IN");
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

// A stand-in for the browser's AudioContext that records which notes were scheduled; Node has no
// Web Audio, and the point here is which tones a sound schedules, not how they sound.
class RecordingAudioContext {
  static instances: RecordingAudioContext[] = [];
  state = "running";
  currentTime = 0;
  destination = {};
  started: number[] = [];
  constructor() {
    RecordingAudioContext.instances.push(this);
  }
  createOscillator() {
    let frequency = 0;
    return {
      type: "sine",
      frequency: {
        setValueAtTime: (value: number) => {
          frequency = value;
        },
      },
      connect: () => undefined,
      start: () => void this.started.push(frequency),
      stop: () => undefined,
    };
  }
  createGain() {
    return {
      gain: { setValueAtTime: () => undefined, exponentialRampToValueAtTime: () => undefined },
      connect: () => undefined,
    };
  }
  resume() {
    return Promise.resolve();
  }
}

async function freshSounds() {
  vi.resetModules();
  return import("./sounds");
}

beforeEach(() => {
  RecordingAudioContext.instances = [];
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe("playSound", () => {
  it("schedules each kind's tone sequence on one shared context", async () => {
    vi.stubGlobal("window", { AudioContext: RecordingAudioContext });
    const { playSound, SOUND_SEQUENCES } = await freshSounds();
    playSound("expense", true);
    playSound("milestone", true);
    expect(RecordingAudioContext.instances).toHaveLength(1);
    const started = RecordingAudioContext.instances[0]?.started;
    expect(started).toEqual(
      [...SOUND_SEQUENCES.expense, ...SOUND_SEQUENCES.milestone].map((t) => t.frequency),
    );
    expect(SOUND_SEQUENCES.expense).toHaveLength(2);
    expect(SOUND_SEQUENCES.mission).toHaveLength(4);
    expect(SOUND_SEQUENCES.milestone).toHaveLength(6);
  });

  it("plays nothing when sound is switched off", async () => {
    vi.stubGlobal("window", { AudioContext: RecordingAudioContext });
    const { playSound } = await freshSounds();
    playSound("mission", false);
    expect(RecordingAudioContext.instances).toHaveLength(0);
  });

  it("is silent, never throwing, without Web Audio or when audio fails", async () => {
    vi.stubGlobal("window", {});
    const { playSound: withoutAudio } = await freshSounds();
    expect(() => withoutAudio("milestone", true)).not.toThrow();

    vi.stubGlobal("window", {
      AudioContext: class {
        constructor() {
          throw new Error("NotAllowedError");
        }
      },
    });
    const { playSound: failing } = await freshSounds();
    expect(() => failing("toggle", true)).not.toThrow();
  });
});

// Short feedback tones made with the Web Audio API (docs/product.md §9.8: expense added, mission complete, streak
// milestone; plus a blip when the sound switch is turned on). No audio files to download or cache.

export type SoundKind = "expense" | "mission" | "milestone" | "toggle";

interface Tone {
  /** Frequency in hertz. */
  frequency: number;
  /** Start offset from the beginning of the sequence, in seconds. */
  at: number;
  /** Length of the note, in seconds. */
  duration: number;
}

const note = (frequency: number, at: number, duration = 0.12): Tone => ({ frequency, at, duration });

/** The tone sequences, kept as data so tests and readers can see what each sound is. */
export const SOUND_SEQUENCES: Record<SoundKind, readonly Tone[]> = {
  // A quick rising third: "saved".
  expense: [note(660, 0), note(880, 0.1)],
  // A major arpeggio: "done".
  mission: [note(523.25, 0), note(659.25, 0.12), note(783.99, 0.24), note(1046.5, 0.36, 0.25)],
  // A brighter fanfare for streak milestones.
  milestone: [
    note(783.99, 0),
    note(987.77, 0.1),
    note(1174.66, 0.2),
    note(1567.98, 0.3, 0.18),
    note(1174.66, 0.5),
    note(1567.98, 0.6, 0.3),
  ],
  toggle: [note(880, 0, 0.08)],
};

type AudioContextConstructor = new () => AudioContext;

let sharedContext: AudioContext | null = null;

function audioContext(): AudioContext | null {
  if (sharedContext) return sharedContext;
  if (typeof window === "undefined") return null;
  // Safari before 14.1 only has the prefixed constructor.
  const Ctor: AudioContextConstructor | undefined =
    window.AudioContext ??
    (window as unknown as { webkitAudioContext?: AudioContextConstructor }).webkitAudioContext;
  if (!Ctor) return null;
  sharedContext = new Ctor();
  return sharedContext;
}

/**
 * Plays one of the feedback sounds when `enabled` is true. Any failure (no Web Audio, autoplay policy,
 * closed context) is swallowed: sounds are a nicety and must never break the flow that triggered them.
 */
export function playSound(kind: SoundKind, enabled: boolean): void {
  if (!enabled) return;
  try {
    const ctx = audioContext();
    if (!ctx) return;
    // Browsers start contexts suspended until a user gesture; resuming is a no-op when already running.
    if (ctx.state === "suspended") void ctx.resume().catch(() => undefined);
    const start = ctx.currentTime + 0.01;
    for (const tone of SOUND_SEQUENCES[kind]) {
      const oscillator = ctx.createOscillator();
      const gain = ctx.createGain();
      oscillator.type = "sine";
      oscillator.frequency.setValueAtTime(tone.frequency, start + tone.at);
      // A short attack and exponential release avoid clicks at note edges.
      gain.gain.setValueAtTime(0.0001, start + tone.at);
      gain.gain.exponentialRampToValueAtTime(0.2, start + tone.at + 0.01);
      gain.gain.exponentialRampToValueAtTime(0.0001, start + tone.at + tone.duration);
      oscillator.connect(gain);
      gain.connect(ctx.destination);
      oscillator.start(start + tone.at);
      oscillator.stop(start + tone.at + tone.duration + 0.02);
    }
  } catch {
    // Unsupported or blocked audio is silently ignored (docs/product.md §8.7).
  }
}

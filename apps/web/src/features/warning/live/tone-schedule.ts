import type { WarningLevel } from '../warning-level';

/** One beep of a warning tone, in seconds from the start of the tone. */
export interface Beep {
  frequency: number;
  start: number;
  duration: number;
}

const BEEP_SECONDS = 0.18;
const GAP_SECONDS = 0.07;

/** Red beeps three times at a high pitch, orange twice, yellow once at a lower pitch. */
const PATTERNS: Record<WarningLevel, { frequency: number; beeps: number }> = {
  red: { frequency: 880, beeps: 3 },
  orange: { frequency: 740, beeps: 2 },
  yellow: { frequency: 587, beeps: 1 },
};

/** The beeps of a level's tone (short enough to never overlap the next warning). */
export function toneSchedule(level: WarningLevel): Beep[] {
  const { frequency, beeps } = PATTERNS[level];
  return Array.from({ length: beeps }, (_, i) => ({
    frequency,
    start: Number((i * (BEEP_SECONDS + GAP_SECONDS)).toFixed(2)),
    duration: BEEP_SECONDS,
  }));
}

/** Whether the user's voice setting asks for a sound for this level. */
export function shouldPlay(
  voice: { enabled: boolean; levels: readonly string[] } | undefined,
  level: WarningLevel,
): boolean {
  return voice !== undefined && voice.enabled && voice.levels.includes(level);
}

import type { WarningLevel } from '../warning-level';
import { toneSchedule } from './tone-schedule';

/** How long to wait for a suspended audio context to resume before giving up silently. */
const RESUME_WAIT_MS = 300;
const VOLUME = 0.18;

let context: AudioContext | undefined;
let unlockArmed = false;

function audioContext(): AudioContext | undefined {
  if (context) {
    return context;
  }
  const Ctor =
    typeof window === 'undefined'
      ? undefined
      : (window.AudioContext ??
        (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext);
  if (!Ctor) {
    return undefined;
  }
  try {
    context = new Ctor();
  } catch {
    return undefined;
  }
  return context;
}

/**
 * Browsers keep audio suspended until the user has interacted with the page. The first click
 * or key press resumes it, so the next warning can be heard; until then warnings stay silent.
 */
export function armAudioUnlock(): void {
  if (unlockArmed || typeof document === 'undefined') {
    return;
  }
  unlockArmed = true;
  const unlock = () => {
    document.removeEventListener('pointerdown', unlock, true);
    document.removeEventListener('keydown', unlock, true);
    unlockArmed = false;
    const ctx = audioContext();
    if (ctx && ctx.state === 'suspended') {
      ctx.resume().catch(() => undefined);
    }
  };
  document.addEventListener('pointerdown', unlock, true);
  document.addEventListener('keydown', unlock, true);
}

async function running(ctx: AudioContext): Promise<boolean> {
  if (ctx.state === 'running') {
    return true;
  }
  const timeout = new Promise<void>((resolve) => setTimeout(resolve, RESUME_WAIT_MS));
  await Promise.race([ctx.resume().catch(() => undefined), timeout]);
  return (ctx.state as AudioContextState) === 'running';
}

/**
 * Plays the level's tone, generated with oscillators (no audio file). Resolves false when the
 * browser blocks audio (no user interaction yet) or has no Web Audio; never throws.
 */
export async function playWarningTone(level: WarningLevel): Promise<boolean> {
  const ctx = audioContext();
  if (!ctx) {
    return false;
  }
  try {
    if (!(await running(ctx))) {
      armAudioUnlock();
      return false;
    }
    const now = ctx.currentTime;
    for (const beep of toneSchedule(level)) {
      const osc = ctx.createOscillator();
      const gain = ctx.createGain();
      osc.type = 'sine';
      osc.frequency.value = beep.frequency;
      const start = now + beep.start;
      const end = start + beep.duration;
      // A short ramp in and out avoids clicks at the edges of each beep.
      gain.gain.setValueAtTime(0, start);
      gain.gain.linearRampToValueAtTime(VOLUME, start + 0.02);
      gain.gain.setValueAtTime(VOLUME, end - 0.04);
      gain.gain.linearRampToValueAtTime(0, end);
      osc.connect(gain).connect(ctx.destination);
      osc.start(start);
      osc.stop(end + 0.01);
    }
    return true;
  } catch {
    return false;
  }
}

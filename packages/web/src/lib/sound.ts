import { useSettingsStore } from './settings-store';

/**
 * Short interface sounds synthesised with Web Audio, so the site ships no audio files. Every
 * sound honours the settings (docs/product/screens.md "Layout": sound on/off, volume 0.5 by
 * default).
 */
export type SoundName = 'success' | 'error' | 'click' | 'bet' | 'take' | 'crash' | 'spin' | 'win' | 'tick';

const TONES: Record<SoundName, { frequencies: number[]; stepMs: number; type: OscillatorType }> = {
  success: { frequencies: [660, 880], stepMs: 90, type: 'sine' },
  error: { frequencies: [330, 220], stepMs: 120, type: 'triangle' },
  click: { frequencies: [1200], stepMs: 30, type: 'square' },
  // Crash (docs/product/screens.md "Crash"): a chip drop for a placed bet, a rising chime for a cash-out, a falling
  // buzz at the crash.
  bet: { frequencies: [520, 780], stepMs: 70, type: 'sine' },
  take: { frequencies: [880, 1175, 1568], stepMs: 70, type: 'triangle' },
  crash: { frequencies: [392, 262, 165, 98], stepMs: 110, type: 'sawtooth' },
  // Jackpot (docs/product/screens.md "Jackpot"): a quick rising run as the reel starts, a fanfare for the player who
  // won the pot.
  spin: { frequencies: [330, 392, 494, 587, 659], stepMs: 55, type: 'triangle' },
  win: { frequencies: [523, 659, 784, 1047, 1319], stepMs: 90, type: 'sine' },
  // Wheel (docs/games/wheel.md "Numbers"): a short click each time the disc passes another 12°.
  tick: { frequencies: [1600], stepMs: 18, type: 'square' },
};

let context: AudioContext | undefined;

/**
 * Whether the visitor has clicked, tapped or typed on the page yet (the browser's sticky user
 * activation). Before that, browsers refuse to start audio and Chrome logs a warning for every
 * attempt (a wheel spin made 142), so sounds before the first gesture are skipped, not queued.
 * A browser too old to say is let try, as before.
 */
function audioAllowed(): boolean {
  return navigator.userActivation?.hasBeenActive ?? true;
}

export function playSound(name: SoundName): void {
  const { soundOn, volume } = useSettingsStore.getState();
  if (!soundOn || volume <= 0 || typeof AudioContext === 'undefined' || !audioAllowed()) return;
  try {
    context ??= new AudioContext();
    // A context made before the tab was last hidden may come back suspended; the gesture allows resuming it.
    if (context.state === 'suspended') void context.resume();
    const tone = TONES[name];
    const gain = context.createGain();
    gain.connect(context.destination);
    const start = context.currentTime;
    const end = start + (tone.frequencies.length * tone.stepMs) / 1000;
    gain.gain.setValueAtTime(volume * 0.15, start);
    gain.gain.exponentialRampToValueAtTime(0.0001, end);
    const oscillator = context.createOscillator();
    oscillator.type = tone.type;
    tone.frequencies.forEach((frequency, index) =>
      oscillator.frequency.setValueAtTime(frequency, start + (index * tone.stepMs) / 1000),
    );
    oscillator.connect(gain);
    oscillator.start(start);
    oscillator.stop(end);
  } catch {
    // Audio is a nicety: a browser that refuses it must not break the action that made the sound.
  }
}

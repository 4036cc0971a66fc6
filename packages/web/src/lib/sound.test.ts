import { afterEach, describe, expect, it, vi } from 'vitest';

/**
 * Audio waits for the visitor's first gesture: before it, browsers refuse to start an AudioContext
 * and Chrome logs a warning per attempt (a wheel spin made 142 of them).
 */
describe('playSound before and after the first gesture', () => {
  afterEach(() => vi.unstubAllGlobals());

  /** A fresh copy of the module: its AudioContext is made once per page. */
  async function freshPlaySound() {
    vi.resetModules();
    return (await import('./sound')).playSound;
  }

  /** A browser whose AudioContext records being made; `active` is its sticky user activation. */
  function browser(active: boolean) {
    const made = vi.fn();
    class FakeAudioContext {
      state = 'running';
      currentTime = 0;
      destination = {};
      constructor() {
        made();
      }
      resume = () => Promise.resolve();
      createGain = () => ({
        connect: vi.fn(),
        gain: { setValueAtTime: vi.fn(), exponentialRampToValueAtTime: vi.fn() },
      });
      createOscillator = () => ({
        connect: vi.fn(),
        start: vi.fn(),
        stop: vi.fn(),
        type: 'sine',
        frequency: { setValueAtTime: vi.fn() },
      });
    }
    vi.stubGlobal('AudioContext', FakeAudioContext);
    vi.stubGlobal('navigator', { userActivation: { hasBeenActive: active } });
    return made;
  }

  it('makes no AudioContext while the visitor has not clicked or typed yet', async () => {
    const made = browser(false);
    const playSound = await freshPlaySound();
    for (let tick = 0; tick < 142; tick += 1) playSound('tick');
    expect(made).not.toHaveBeenCalled();
  });

  it('plays once the visitor has interacted with the page', async () => {
    const made = browser(true);
    const playSound = await freshPlaySound();
    playSound('tick');
    playSound('tick');
    expect(made).toHaveBeenCalledTimes(1);
  });
});

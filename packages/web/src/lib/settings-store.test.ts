import { beforeEach, describe, expect, it, vi } from 'vitest';
import { installStorage } from './memory-storage.test-support';

const STORAGE_KEY = 'skinbet.settings';

async function loadStore() {
  vi.resetModules();
  return (await import('./settings-store')).useSettingsStore;
}

describe('settings store', () => {
  beforeEach(() => vi.unstubAllGlobals());

  it('starts with sound on at volume 0.5 and streamer mode off', async () => {
    installStorage();
    const store = await loadStore();
    expect(store.getState()).toMatchObject({ soundOn: true, volume: 0.5, streamerMode: false });
  });

  it('keeps the choices in local storage', async () => {
    const data = installStorage();
    const store = await loadStore();
    store.getState().setStreamerMode(true);
    store.getState().setVolume(0.8);
    expect(JSON.parse(data.get(STORAGE_KEY) ?? '{}').state).toEqual({ soundOn: true, volume: 0.8, streamerMode: true });

    const reloaded = await loadStore();
    expect(reloaded.getState()).toMatchObject({ streamerMode: true, volume: 0.8 });
  });

  it('ignores corrupt or hand-edited values and clamps the volume', async () => {
    installStorage({
      [STORAGE_KEY]: JSON.stringify({ state: { soundOn: 'yes', volume: 7, streamerMode: null }, version: 1 }),
    });
    const store = await loadStore();
    expect(store.getState()).toMatchObject({ soundOn: true, volume: 1, streamerMode: false });
    store.getState().setVolume(-3);
    expect(store.getState().volume).toBe(0);
  });
});

import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/**
 * The player's view settings (docs/product/screens.md "Settings",
 * docs/product/overview.md "Limits and constants"), kept in local storage: settings only, never
 * secrets (docs/architecture/overview.md "Web app"). Sound is on at volume 0.5; streamer mode
 * (blurred usernames) is off.
 */
export const DEFAULT_VOLUME = 0.5;

interface SettingsState {
  soundOn: boolean;
  volume: number;
  streamerMode: boolean;
  setSoundOn: (soundOn: boolean) => void;
  setVolume: (volume: number) => void;
  setStreamerMode: (streamerMode: boolean) => void;
}

const clampVolume = (volume: number) => (Number.isFinite(volume) ? Math.min(1, Math.max(0, volume)) : DEFAULT_VOLUME);

export const useSettingsStore = create<SettingsState>()(
  persist(
    (set) => ({
      soundOn: true,
      volume: DEFAULT_VOLUME,
      streamerMode: false,
      setSoundOn: (soundOn) => set({ soundOn }),
      setVolume: (volume) => set({ volume: clampVolume(volume) }),
      setStreamerMode: (streamerMode) => set({ streamerMode }),
    }),
    {
      name: 'skinbet.settings',
      version: 1,
      storage: createJSONStorage(() => localStorage),
      // A hand-edited or corrupt entry must not break the page: keep only well-typed values.
      merge: (persisted, current) => {
        const stored = (persisted ?? {}) as Partial<SettingsState>;
        return {
          ...current,
          ...(typeof stored.soundOn === 'boolean' ? { soundOn: stored.soundOn } : {}),
          ...(typeof stored.volume === 'number' ? { volume: clampVolume(stored.volume) } : {}),
          ...(typeof stored.streamerMode === 'boolean' ? { streamerMode: stored.streamerMode } : {}),
        };
      },
      partialize: ({ soundOn, volume, streamerMode }) => ({ soundOn, volume, streamerMode }),
    },
  ),
);

/**
 * Texts that ship with their screens instead of the first load: each area is a locale file whose
 * keys only that feature's lazily loaded screens use (a test checks it). A screen names its areas
 * in `lazyWithTexts` (lib/lazy-with-texts), which loads them beside its code; everything else —
 * the shell, errors, chat, inventory, storehouse — is bundled (ru) or loaded whole (en).
 */
export const TEXT_AREAS = [
  'crash',
  'jackpot',
  'fairness',
  'profile',
  'support',
  'legal',
  'streamers',
  'cashback',
] as const;
export type TextArea = (typeof TEXT_AREAS)[number];

type Texts = Record<string, unknown>;
const json = (load: Promise<{ default: Texts }>) => load.then((module) => module.default);

/** Static import paths, so that the bundler makes one small chunk per area and language. */
export const AREA_LOADERS: Record<TextArea, Record<'ru' | 'en', () => Promise<Texts>>> = {
  crash: { ru: () => json(import('./ru/crash.json')), en: () => json(import('./en/crash.json')) },
  jackpot: { ru: () => json(import('./ru/jackpot.json')), en: () => json(import('./en/jackpot.json')) },
  fairness: { ru: () => json(import('./ru/fairness.json')), en: () => json(import('./en/fairness.json')) },
  profile: { ru: () => json(import('./ru/profile.json')), en: () => json(import('./en/profile.json')) },
  support: { ru: () => json(import('./ru/support.json')), en: () => json(import('./en/support.json')) },
  legal: { ru: () => json(import('./ru/legal.json')), en: () => json(import('./en/legal.json')) },
  streamers: { ru: () => json(import('./ru/streamers.json')), en: () => json(import('./en/streamers.json')) },
  cashback: { ru: () => json(import('./ru/cashback.json')), en: () => json(import('./en/cashback.json')) },
};

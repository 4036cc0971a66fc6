import { autoStopProblem, CRASH, normalisePresets, type AutoStopProblem } from '@skinbet/shared/games/crash.machine';

/**
 * Multiplier presets of the bet form (docs/games/crash.md "Rules"): fixed defaults plus up to 4
 * of the player's own, kept in local storage (empties dropped, sorted ascending), and the last
 * chosen multiplier. Values are hundredths; the forbidden x1.01–x1.20 are refused with the
 * server's own rule.
 */
export const DEFAULT_PRESETS: readonly number[] = [150, 200, 300, 500, 1000];
export const PRESETS_STORAGE_KEY = 'skinbet.crash.presets';
export const CHOICE_STORAGE_KEY = 'skinbet.crash.multiplier';

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'>;

function storage(): KeyValueStorage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

/**
 * A typed multiplier ("2.5", "2,50", "x3") in hundredths; null for text that is not a number with
 * at most two decimals. Whether the value is allowed is `autoStopProblem`'s question.
 */
export function parseMultiplier(text: string): number | null {
  const cleaned = text
    .trim()
    .replace(/^[xх×]/i, '')
    .replace(',', '.');
  if (!/^\d{1,6}(\.\d{0,2})?$/.test(cleaned)) return null;
  const [whole = '0', fraction = ''] = cleaned.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** "2.5" for 250: the shortest form, as typed into an input. */
export function multiplierInputText(hundredths: number): string {
  return String(hundredths / 100);
}

export type PresetSlotProblem = AutoStopProblem | 'unreadable';

/**
 * Saving the edited slots: empties are dropped; a slot with an unreadable or refused value blocks
 * the save and is reported by index; the rest is normalised (unique, sorted, at most 4).
 */
export function savePresetSlots(
  slots: readonly string[],
): { ok: true; presets: number[] } | { ok: false; problems: Map<number, PresetSlotProblem> } {
  const problems = new Map<number, PresetSlotProblem>();
  const values: number[] = [];
  slots.forEach((slot, index) => {
    if (slot.trim() === '') return;
    const value = parseMultiplier(slot);
    const problem = value === null || value === 0 ? 'unreadable' : autoStopProblem(value);
    if (problem) problems.set(index, problem);
    else if (value !== null) values.push(value);
  });
  if (problems.size > 0) return { ok: false, problems };
  return { ok: true, presets: normalisePresets(values) };
}

/** The player's stored presets; anything malformed or no longer allowed is dropped. */
export function readCustomPresets(store = storage()): number[] {
  try {
    const parsed: unknown = JSON.parse(store?.getItem(PRESETS_STORAGE_KEY) ?? '[]');
    if (!Array.isArray(parsed)) return [];
    return normalisePresets(parsed.filter((value): value is number => typeof value === 'number'));
  } catch {
    return [];
  }
}

export function writeCustomPresets(presets: readonly number[], store = storage()): number[] {
  const normalised = normalisePresets(presets);
  try {
    store?.setItem(PRESETS_STORAGE_KEY, JSON.stringify(normalised));
  } catch {
    // Storage full or disabled: the presets last for this page only.
  }
  return normalised;
}

/** The presets shown: defaults and the player's own, each once, ascending. */
export function presetList(custom: readonly number[]): number[] {
  return [...new Set([...DEFAULT_PRESETS, ...custom])].sort((a, b) => a - b);
}

/** docs/games/crash.md "Rules": a stored bet multiplier is used only if above 1 (and still allowed). */
export function readStoredChoice(store = storage()): number | null {
  const value = Number(store?.getItem(CHOICE_STORAGE_KEY));
  return Number.isInteger(value) && value > 100 && autoStopProblem(value) === null ? value : null;
}

export function writeStoredChoice(choice: number | null, store = storage()): void {
  try {
    store?.setItem(CHOICE_STORAGE_KEY, choice === null ? '' : String(choice));
  } catch {
    // As above: a nicety only.
  }
}

export const MAX_CUSTOM_PRESETS = CRASH.maxCustomPresets;

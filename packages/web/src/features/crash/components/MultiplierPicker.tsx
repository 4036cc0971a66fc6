import { useState } from 'react';
import { CRASH } from '@skinbet/shared/games/crash.machine';
import { useI18n } from '../../../lib/i18n';
import {
  multiplierInputText,
  presetList,
  readCustomPresets,
  savePresetSlots,
  writeCustomPresets,
  type PresetSlotProblem,
} from '../presets';
import { formatMultiplier } from '../format';
import { InfinityIcon } from './InfinityIcon';
import styles from './BetBoard.module.css';

/** What the player picked: a preset, manual stop (∞), or the typed value. */
export type MultiplierSelection = { kind: 'preset'; value: number } | { kind: 'manual' } | { kind: 'custom' };

interface MultiplierPickerProps {
  selection: MultiplierSelection;
  customText: string;
  onSelect: (selection: MultiplierSelection) => void;
  onCustomText: (text: string) => void;
  editing: boolean;
  onEditing: (editing: boolean) => void;
}

/**
 * Multiplier choice (docs/games/crash.md "Rules"): preset buttons (defaults and up to 4 of the
 * player's own), ∞ for a manual stop, and a typed value; the player's presets are edited in
 * place.
 */
export function MultiplierPicker(props: MultiplierPickerProps) {
  const { t } = useI18n('crash');
  const [custom, setCustom] = useState(readCustomPresets);
  const { selection } = props;
  const customSet = new Set(custom);

  return (
    <div className={styles.picker}>
      <div className={styles.pickerHeader}>
        <span className={styles.label} id="crash-multiplier-label">
          {t('crash.board.multiplier')}
        </span>
        <button
          type="button"
          className={styles.linkButton}
          onClick={() => props.onEditing(!props.editing)}
          aria-expanded={props.editing}
          data-testid="crash-presets-edit"
        >
          {props.editing ? t('crash.presets.close') : t('crash.presets.edit')}
        </button>
      </div>
      <div className={styles.presets} role="group" aria-labelledby="crash-multiplier-label" data-testid="crash-presets">
        {presetList(custom).map((value) => (
          <button
            key={value}
            type="button"
            className={`${styles.preset} ${customSet.has(value) ? styles.presetCustom : ''}`}
            aria-pressed={selection.kind === 'preset' && selection.value === value}
            onClick={() => props.onSelect({ kind: 'preset', value })}
            data-testid="crash-preset"
            data-value={value / 100}
            data-custom={customSet.has(value) || undefined}
          >
            {formatMultiplier(value)}
          </button>
        ))}
        <button
          type="button"
          className={`${styles.preset} ${styles.manual}`}
          aria-pressed={selection.kind === 'manual'}
          aria-label={t('crash.board.manual')}
          title={t('crash.board.manual_hint')}
          onClick={() => props.onSelect({ kind: 'manual' })}
          data-testid="crash-preset-manual"
        >
          <InfinityIcon />
        </button>
      </div>
      <label className={styles.customField}>
        <span className={styles.label}>{t('crash.board.custom')}</span>
        <span className={`${styles.customInput} ${selection.kind === 'custom' ? styles.customActive : ''}`}>
          <span aria-hidden="true">x</span>
          <input
            className={styles.customControl}
            type="number"
            inputMode="decimal"
            step="0.01"
            min={CRASH.minAutoTarget / 100}
            max={CRASH.maxAutoTarget / 100}
            placeholder={t('crash.board.custom_placeholder')}
            value={props.customText}
            onFocus={() => props.customText && props.onSelect({ kind: 'custom' })}
            onChange={(event) => props.onCustomText(event.target.value)}
            data-testid="crash-custom-input"
          />
        </span>
      </label>
      {props.editing && (
        <PresetEditor
          initial={custom}
          onSave={(presets) => {
            setCustom(writeCustomPresets(presets));
            props.onEditing(false);
          }}
        />
      )}
    </div>
  );
}

const SLOTS = CRASH.maxCustomPresets;

/** docs/games/crash.md "Rules": up to 4 own presets; empty slots are dropped on save, the rest sorted ascending. */
function PresetEditor({ initial, onSave }: { initial: readonly number[]; onSave: (presets: number[]) => void }) {
  const { t, translate } = useI18n('crash');
  const [slots, setSlots] = useState(() =>
    Array.from({ length: SLOTS }, (_, index) => {
      const value = initial[index];
      return value === undefined ? '' : multiplierInputText(value);
    }),
  );
  const [problems, setProblems] = useState<Map<number, PresetSlotProblem>>(new Map());

  const problemKey = (problem: PresetSlotProblem) =>
    problem === 'unreadable' ? 'crash.presets.unreadable' : `crash_api.${problem}`;

  return (
    <form
      className={styles.editor}
      // Our own messages (translated, with the forbidden-range rule) instead of the browser's.
      noValidate
      data-testid="crash-presets-editor"
      onSubmit={(event) => {
        event.preventDefault();
        const result = savePresetSlots(slots);
        if (result.ok) onSave(result.presets);
        else setProblems(result.problems);
      }}
    >
      <p className={styles.editorHint}>{t('crash.presets.hint', { max: SLOTS })}</p>
      <div className={styles.editorSlots}>
        {slots.map((slot, index) => {
          const problem = problems.get(index);
          return (
            <label key={index} className={styles.editorSlot}>
              <span className="visually-hidden">{t('crash.presets.slot', { number: index + 1 })}</span>
              <input
                className="input"
                type="number"
                inputMode="decimal"
                step="0.01"
                min={CRASH.minAutoTarget / 100}
                value={slot}
                aria-invalid={problem !== undefined}
                onChange={(event) => {
                  const next = [...slots];
                  next[index] = event.target.value;
                  setSlots(next);
                }}
                data-testid="crash-preset-slot"
              />
              {problem && (
                <span className={styles.slotError} role="alert">
                  {translate(problemKey(problem))}
                </span>
              )}
            </label>
          );
        })}
      </div>
      <button type="submit" className="button button--ghost button--small" data-testid="crash-presets-save">
        {t('crash.presets.save')}
      </button>
    </form>
  );
}

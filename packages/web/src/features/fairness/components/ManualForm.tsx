import type { HTMLAttributes, ReactNode } from 'react';
import type { ParseKeys } from 'i18next';
import { useI18n } from '../../../lib/i18n';
import type { TextInputs } from './verifier-games';
import styles from './FairnessPage.module.css';

/** One text field of a hand-entry form; `mono` fields (hashes, seeds) are wide and monospaced. */
export interface ManualField<Name extends string> {
  name: Name;
  labelKey: ParseKeys<'fairness'>;
  mono: boolean;
  /** The on-screen keyboard; left out, the input carries no `inputmode`. */
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
}

/**
 * The "by hand" form every verifier shares: the labelled fields (test ids `<testIdPrefix>-<name>`),
 * any extra ones after them, the verify button, then the problem or, when there is none, the
 * result given as children. Nothing is sent anywhere: `onVerify` checks in the browser.
 */
export function ManualForm<Input extends TextInputs<Input>>({
  fields,
  input,
  onInput,
  testIdPrefix,
  onVerify,
  extraFields,
  busy = false,
  problem,
  children,
}: {
  fields: readonly ManualField<keyof Input & string>[];
  input: Input;
  onInput: (input: Input) => void;
  testIdPrefix: string;
  onVerify: () => void;
  extraFields?: ReactNode;
  /** A check still running: the button waits. */
  busy?: boolean;
  /** An i18n key. */
  problem: string | null;
  children: ReactNode;
}) {
  const { t, translate } = useI18n('fairness');
  return (
    <div className={styles.verifier}>
      <form
        className={styles.manualForm}
        onSubmit={(event) => {
          event.preventDefault();
          onVerify();
        }}
      >
        {fields.map((field) => (
          <label key={field.name} className={`field ${field.mono ? styles.wideField : ''}`}>
            <span className="field__label">{t(field.labelKey)}</span>
            <input
              className={`input ${field.mono ? styles.monoInput : ''}`}
              value={input[field.name]}
              spellCheck={false}
              autoComplete="off"
              inputMode={field.inputMode}
              onChange={(event) => onInput({ ...input, [field.name]: event.target.value })}
              data-testid={`${testIdPrefix}-${field.name}`}
            />
          </label>
        ))}
        {extraFields}
        <button type="submit" className="button button--primary" disabled={busy} data-testid="fairness-manual-verify">
          {busy ? t('fairness.verifier.checking') : t('fairness.verifier.verify')}
        </button>
      </form>
      {problem && (
        <p className={styles.problem} role="alert" data-testid="fairness-problem">
          {translate(problem)}
        </p>
      )}
      {!problem && children}
    </div>
  );
}

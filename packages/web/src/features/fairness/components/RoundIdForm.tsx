import type { ParseKeys } from 'i18next';
import { useState } from 'react';
import { failureKey } from '../../../lib/api-client';
import { useI18n } from '../../../lib/i18n';
import styles from './FairnessPage.module.css';

/** A round id typed or taken from `?round=`: a positive decimal integer, else null. */
export function parseRoundParam(value: string | null): number | null {
  if (!value || !/^[1-9]\d{0,14}$/.test(value.trim())) return null;
  return Number(value.trim());
}

interface RoundIdFormProps {
  /** The id in the address, which the field starts with. */
  requested: number | null;
  labelKey: ParseKeys<'fairness'>;
  placeholder: string;
  /** Shown under the form when what was typed is not an id. */
  badIdKey: ParseKeys<'fairness'>;
  /** A valid id was submitted: the verifier puts it in the address (or reloads it when it is already there). */
  onRequest: (id: number) => void;
}

/** The id field and button of a check by id (a round, a case opening). */
export function RoundIdForm({ requested, labelKey, placeholder, badIdKey, onRequest }: RoundIdFormProps) {
  const { t } = useI18n('fairness');
  const [text, setText] = useState(requested === null ? '' : String(requested));
  const [invalid, setInvalid] = useState(false);

  return (
    <>
      <form
        className={styles.roundForm}
        onSubmit={(event) => {
          event.preventDefault();
          const id = parseRoundParam(text);
          setInvalid(id === null);
          if (id !== null) onRequest(id);
        }}
      >
        <label className="field">
          <span className="field__label">{t(labelKey)}</span>
          <input
            className="input"
            inputMode="numeric"
            value={text}
            onChange={(event) => setText(event.target.value)}
            aria-invalid={invalid}
            placeholder={placeholder}
            data-testid="fairness-round-input"
          />
        </label>
        <button type="submit" className="button button--primary" data-testid="fairness-verify">
          {t('fairness.verifier.verify')}
        </button>
      </form>
      {invalid && <p className={styles.problem}>{t(badIdKey)}</p>}
    </>
  );
}

interface RoundLoadStatusProps {
  requested: number | null;
  /** The load of the requested id: `data` is null when the site has no such round. */
  load: { isFetching: boolean; isError: boolean; error: Error | null; data: unknown };
  loadingKey: ParseKeys<'fairness'>;
  /** The fallback text of a failed load (the server's own message wins). */
  loadFailedKey: string;
  notFoundKey: ParseKeys<'fairness'>;
}

/** Where the load of a requested id stands before there is anything to check: loading, failed, not found. */
export function RoundLoadStatus({ requested, load, loadingKey, loadFailedKey, notFoundKey }: RoundLoadStatusProps) {
  const { t, translate } = useI18n('fairness');
  return (
    <>
      {requested !== null && load.isFetching && !load.data && (
        <p className={styles.progress} role="status">
          {t(loadingKey)}
        </p>
      )}
      {requested !== null && load.isError && (
        <p className={styles.problem} role="alert" data-testid="fairness-problem">
          {translate(failureKey(load.error, loadFailedKey))}
        </p>
      )}
      {load.data === null && (
        <p className={styles.problem} role="alert" data-testid="fairness-problem">
          {t(notFoundKey)}
        </p>
      )}
    </>
  );
}

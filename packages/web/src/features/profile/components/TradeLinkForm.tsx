import { useId, useRef, useState, type FormEvent } from 'react';
import { useI18n } from '../../../lib/i18n';
import { useSaveTradeLink } from '../hooks/useSaveTradeLink';
import { checkTradeLink, STEAM_TRADE_URL_HELP } from '../profile-rules';
import styles from './TradeLinkForm.module.css';

/**
 * The Steam trade URL form (saveUrl, docs/api/http.md "Calls"). The value is checked here with
 * the server's own pattern before it is sent; the server's answer arrives as a notice. Mount it
 * keyed on the saved link so a newly saved link becomes the field's value.
 */
export function TradeLinkForm({ saved }: { saved: string | null }) {
  const { t } = useI18n('profile');
  const [value, setValue] = useState(saved ?? '');
  const [checked, setChecked] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const save = useSaveTradeLink();
  const ids = { hint: useId(), error: useId(), title: useId() };

  const check = checkTradeLink(value);
  const error =
    checked && check !== 'ok'
      ? t(check === 'empty' ? 'profile.trade_link.required' : 'profile.trade_link.invalid')
      : null;
  const isSaved = saved !== null && value.trim() === saved;

  function submit(event: FormEvent) {
    event.preventDefault();
    setChecked(true);
    if (check !== 'ok') {
      input.current?.focus();
      return;
    }
    save.mutate(value.trim());
  }

  return (
    <section className="panel" aria-labelledby={ids.title}>
      <div className="panel__header">
        <h2 id={ids.title} className="panel__title">
          {t('profile.trade_link.title')}
        </h2>
        {isSaved && (
          <span className={styles.saved} data-testid="trade-link-saved">
            {t('profile.trade_link.saved')}
          </span>
        )}
      </div>
      <form className={styles.form} onSubmit={submit} noValidate>
        <label className="field__label" htmlFor={`${ids.title}-input`}>
          {t('profile.trade_link.label')}
        </label>
        <div className={styles.row}>
          <input
            ref={input}
            id={`${ids.title}-input`}
            className={`input ${styles.input}`}
            type="url"
            inputMode="url"
            autoComplete="off"
            spellCheck={false}
            value={value}
            placeholder={t('profile.trade_link.placeholder')}
            onChange={(event) => setValue(event.target.value)}
            onBlur={() => value.trim() !== '' && setChecked(true)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${ids.error} ${ids.hint}` : ids.hint}
            readOnly={save.isPending}
            data-testid="trade-link-input"
          />
          <button
            type="submit"
            className={`button button--primary ${styles.save}`}
            disabled={save.isPending}
            aria-busy={save.isPending || undefined}
            data-testid="trade-link-save"
          >
            {save.isPending ? t('profile.trade_link.saving') : t('profile.trade_link.save')}
          </button>
        </div>
        {error && (
          <p id={ids.error} className={styles.error} role="alert" data-testid="trade-link-error">
            {error}
          </p>
        )}
        <p id={ids.hint} className={styles.hint}>
          {t('profile.trade_link.hint')}{' '}
          <a href={STEAM_TRADE_URL_HELP} target="_blank" rel="noopener noreferrer" data-testid="trade-link-help">
            {t('profile.trade_link.find')}
            <span className="visually-hidden"> {t('profile.trade_link.new_tab')}</span>
            <span aria-hidden="true"> ↗</span>
          </a>
        </p>
      </form>
    </section>
  );
}

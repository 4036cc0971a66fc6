import { bonusSettingsSchema, type BonusSettingsDto } from '@skinbet/shared/schemas/admin-content.schemas';
import { useState } from 'react';
import { useI18n } from '../../../lib/i18n';
import { adminErrorText } from '../console/admin-api';
import { DateTime } from '../console/cells';
import { useBonusSettings, useBonusSettingsSet } from './content-api';
import { numberOf, useSchemaForm } from './schema-form';
import styles from './content.module.css';

/**
 * `/admin/content/bonus`: the jackpot bonus's settings (docs/engagement/jackpot-bonus.md
 * "Settings"). Saved settings apply from the next period on; the running one keeps its rules, shown
 * beside them.
 */
export function BonusPage() {
  const { t } = useI18n('admin_content');
  const current = useBonusSettings();
  if (current.error) return <p role="alert">{adminErrorText(current.error)}</p>;
  if (!current.data) return <p className={styles.muted}>{t('admin_content.loading')}</p>;
  const running = current.data.running;
  return (
    <>
      <p className={styles.note}>{t('admin_content.bonus.intro')}</p>
      <BonusForm key={JSON.stringify(current.data.settings)} settings={current.data.settings} />
      {running && (
        <p className={styles.note} data-testid="bonus-running">
          {t('admin_content.bonus.running', {
            id: running.period_id,
            percent: running.percent_of_crash_bank,
            messages: running.min_chat_messages,
            bets: running.min_crash_bets,
          })}{' '}
          <DateTime iso={running.ends_at} />
        </p>
      )}
    </>
  );
}

function BonusForm({ settings }: { settings: BonusSettingsDto }) {
  const { t } = useI18n('admin_content');
  const save = useBonusSettingsSet();
  const form = useSchemaForm(bonusSettingsSchema);
  const [values, setValues] = useState({
    hours: String(settings.period_s / 3600),
    percent: String(settings.percent_of_crash_bank),
    messages: String(settings.min_chat_messages),
    bets: String(settings.min_crash_bets),
  });
  const set = (field: keyof typeof values) => (event: { target: { value: string } }) =>
    setValues({ ...values, [field]: event.target.value });
  const invalid = (field: string) => (form.isInvalid(field) ? styles.invalid : '');

  return (
    <form
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        const body = form.check({
          period_s: Math.round(numberOf(values.hours) * 3600),
          percent_of_crash_bank: numberOf(values.percent),
          min_chat_messages: numberOf(values.messages),
          min_crash_bets: numberOf(values.bets),
        });
        if (body) save.mutate(body);
      }}
      data-testid="bonus-form"
    >
      <label className="field">
        <span className="field__label">{t('admin_content.bonus.period_hours')}</span>
        <input
          className={`input ${invalid('period_s')}`}
          inputMode="decimal"
          value={values.hours}
          onChange={set('hours')}
        />
      </label>
      <label className="field">
        <span className="field__label">{t('admin_content.bonus.percent')}</span>
        <input
          className={`input ${invalid('percent_of_crash_bank')}`}
          inputMode="decimal"
          value={values.percent}
          onChange={set('percent')}
        />
      </label>
      <label className="field">
        <span className="field__label">{t('admin_content.bonus.messages')}</span>
        <input
          className={`input ${invalid('min_chat_messages')}`}
          inputMode="numeric"
          value={values.messages}
          onChange={set('messages')}
        />
      </label>
      <label className="field">
        <span className="field__label">{t('admin_content.bonus.bets')}</span>
        <input
          className={`input ${invalid('min_crash_bets')}`}
          inputMode="decimal"
          value={values.bets}
          onChange={set('bets')}
        />
      </label>
      <div className={styles.actions}>
        <button type="submit" className="button button--primary" disabled={save.isPending}>
          {t('admin_content.save')}
        </button>
      </div>
      <p className={`${styles.note} ${styles.wide}`}>{t('admin_content.bonus.shares')}</p>
      {form.invalid.size > 0 && <p className={`${styles.note} ${styles.wide}`}>{t('admin_content.form.invalid')}</p>}
    </form>
  );
}

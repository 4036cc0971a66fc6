import { bonusSettingsSchema, type BonusSettingsDto } from '@skinbet/shared/schemas/admin-content.schemas';
import { useI18n } from '../../../lib/i18n';
import { adminErrorText } from '../console/admin-api';
import { DateTime } from '../console/cells';
import { useBonusSettings, useBonusSettingsSet } from './content-api';
import { ContentForm, Field } from './ContentForm';
import { numberOf, useFormValues, useSchemaForm } from './schema-form';
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
  const { values, text } = useFormValues({
    hours: String(settings.period_s / 3600),
    percent: String(settings.percent_of_crash_bank),
    messages: String(settings.min_chat_messages),
    bets: String(settings.min_crash_bets),
  });

  return (
    <ContentForm
      onSubmit={() => {
        const body = form.check({
          period_s: Math.round(numberOf(values.hours) * 3600),
          percent_of_crash_bank: numberOf(values.percent),
          min_chat_messages: numberOf(values.messages),
          min_crash_bets: numberOf(values.bets),
        });
        if (body) save.mutate(body);
      }}
      submitLabel={t('admin_content.save')}
      pending={save.isPending}
      invalid={form.invalid.size > 0}
      testId="bonus-form"
      footer={<p className={`${styles.note} ${styles.wide}`}>{t('admin_content.bonus.shares')}</p>}
    >
      <Field label={t('admin_content.bonus.period_hours')}>
        <input className={form.inputClass('period_s')} inputMode="decimal" {...text('hours')} />
      </Field>
      <Field label={t('admin_content.bonus.percent')}>
        <input className={form.inputClass('percent_of_crash_bank')} inputMode="decimal" {...text('percent')} />
      </Field>
      <Field label={t('admin_content.bonus.messages')}>
        <input className={form.inputClass('min_chat_messages')} inputMode="numeric" {...text('messages')} />
      </Field>
      <Field label={t('admin_content.bonus.bets')}>
        <input className={form.inputClass('min_crash_bets')} inputMode="decimal" {...text('bets')} />
      </Field>
    </ContentForm>
  );
}

import { bannerSetRequest, BANNER_LEVELS, type BannerStateDto } from '@skinbet/shared/schemas/admin-content.schemas';
import { SiteBannerView } from '../../../components/SiteBannerView';
import { useI18n } from '../../../lib/i18n';
import { adminErrorText } from '../console/admin-api';
import { DateTime } from '../console/cells';
import { useBanner, useBannerSet } from './content-api';
import { CheckField, ContentForm, Field } from './ContentForm';
import { useFormValues, useSchemaForm } from './schema-form';
import styles from './content.module.css';

/**
 * `/admin/content/banner`: the site banner every player sees at the top of the page (in their
 * language, until they close that version), with a preview in both languages as it will look.
 */
export function BannerPage() {
  const { t } = useI18n('admin_content');
  const current = useBanner();
  if (current.error) return <p role="alert">{adminErrorText(current.error)}</p>;
  if (!current.data) return <p className={styles.muted}>{t('admin_content.loading')}</p>;
  return <BannerEditor key={current.data.banner.version} banner={current.data.banner} />;
}

/** `datetime-local` wants local time without a zone; the call wants ISO with one. */
const toLocalInput = (iso: string | null) => {
  if (!iso) return '';
  const date = new Date(iso);
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};

function BannerEditor({ banner }: { banner: BannerStateDto }) {
  const { t } = useI18n('admin_content');
  const save = useBannerSet();
  const form = useSchemaForm(bannerSetRequest);
  const { values, text, flag } = useFormValues({
    text_ru: banner.text_ru,
    text_en: banner.text_en,
    level: banner.level,
    enabled: banner.enabled,
    ends_at: toLocalInput(banner.ends_at),
  });
  const preview = { level: values.level, text: { ru: values.text_ru, en: values.text_en } };

  return (
    <>
      <p className={styles.note}>
        {t('admin_content.banner.state', { version: banner.version })}{' '}
        {banner.updated_at && <DateTime iso={banner.updated_at} />}
      </p>
      <ContentForm
        onSubmit={() => {
          const body = form.check({
            ...values,
            ends_at: values.ends_at ? new Date(values.ends_at).toISOString() : null,
          });
          if (body) save.mutate(body);
        }}
        submitLabel={t('admin_content.save')}
        pending={save.isPending}
        invalid={form.invalid.size > 0}
        testId="banner-form"
      >
        <Field label={t('admin_content.banner.text_ru')} wide>
          <textarea className={form.inputClass('text_ru')} maxLength={300} rows={2} {...text('text_ru')} />
        </Field>
        <Field label={t('admin_content.banner.text_en')} wide>
          <textarea className={form.inputClass('text_en')} maxLength={300} rows={2} {...text('text_en')} />
        </Field>
        <Field label={t('admin_content.banner.level')}>
          <select className="input" {...text('level')}>
            {BANNER_LEVELS.map((level) => (
              <option key={level} value={level}>
                {t(`admin_content.banner.level_${level}`)}
              </option>
            ))}
          </select>
        </Field>
        <Field label={t('admin_content.banner.ends_at')}>
          <input type="datetime-local" className={form.inputClass('ends_at')} {...text('ends_at')} />
        </Field>
        <CheckField label={t('admin_content.banner.enabled')} {...flag('enabled')} testId="banner-enabled" />
      </ContentForm>
      <h2 className={styles.note}>{t('admin_content.banner.preview')}</h2>
      <div className={styles.preview} data-testid="banner-preview">
        <SiteBannerView banner={preview} language="ru" />
        <SiteBannerView banner={preview} language="en" />
      </div>
    </>
  );
}

import { bannerSetRequest, BANNER_LEVELS, type BannerStateDto } from '@skinbet/shared/schemas/admin-content.schemas';
import { useState } from 'react';
import { SiteBannerView } from '../../../components/SiteBannerView';
import { useI18n } from '../../../lib/i18n';
import { adminErrorText } from '../console/admin-api';
import { DateTime } from '../console/cells';
import { useBanner, useBannerSet } from './content-api';
import { useSchemaForm } from './schema-form';
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
  const [values, setValues] = useState({
    text_ru: banner.text_ru,
    text_en: banner.text_en,
    level: banner.level,
    enabled: banner.enabled,
    ends_at: toLocalInput(banner.ends_at),
  });
  const invalid = (field: string) => (form.isInvalid(field) ? styles.invalid : '');
  const preview = { level: values.level, text: { ru: values.text_ru, en: values.text_en } };

  return (
    <>
      <p className={styles.note}>
        {t('admin_content.banner.state', { version: banner.version })}{' '}
        {banner.updated_at && <DateTime iso={banner.updated_at} />}
      </p>
      <form
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          const body = form.check({
            ...values,
            ends_at: values.ends_at ? new Date(values.ends_at).toISOString() : null,
          });
          if (body) save.mutate(body);
        }}
        data-testid="banner-form"
      >
        <label className={`field ${styles.wide}`}>
          <span className="field__label">{t('admin_content.banner.text_ru')}</span>
          <textarea
            className={`input ${invalid('text_ru')}`}
            value={values.text_ru}
            maxLength={300}
            rows={2}
            onChange={(event) => setValues({ ...values, text_ru: event.target.value })}
          />
        </label>
        <label className={`field ${styles.wide}`}>
          <span className="field__label">{t('admin_content.banner.text_en')}</span>
          <textarea
            className={`input ${invalid('text_en')}`}
            value={values.text_en}
            maxLength={300}
            rows={2}
            onChange={(event) => setValues({ ...values, text_en: event.target.value })}
          />
        </label>
        <label className="field">
          <span className="field__label">{t('admin_content.banner.level')}</span>
          <select
            className="input"
            value={values.level}
            onChange={(event) => setValues({ ...values, level: event.target.value as BannerStateDto['level'] })}
          >
            {BANNER_LEVELS.map((level) => (
              <option key={level} value={level}>
                {t(`admin_content.banner.level_${level}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          <span className="field__label">{t('admin_content.banner.ends_at')}</span>
          <input
            type="datetime-local"
            className={`input ${invalid('ends_at')}`}
            value={values.ends_at}
            onChange={(event) => setValues({ ...values, ends_at: event.target.value })}
          />
        </label>
        <label className={styles.check}>
          <input
            type="checkbox"
            checked={values.enabled}
            onChange={(event) => setValues({ ...values, enabled: event.target.checked })}
            data-testid="banner-enabled"
          />
          {t('admin_content.banner.enabled')}
        </label>
        <div className={styles.actions}>
          <button type="submit" className="button button--primary" disabled={save.isPending}>
            {t('admin_content.save')}
          </button>
        </div>
        {form.invalid.size > 0 && <p className={`${styles.note} ${styles.wide}`}>{t('admin_content.form.invalid')}</p>}
      </form>
      <h2 className={styles.note}>{t('admin_content.banner.preview')}</h2>
      <div className={styles.preview} data-testid="banner-preview">
        <SiteBannerView banner={preview} language="ru" />
        <SiteBannerView banner={preview} language="en" />
      </div>
    </>
  );
}

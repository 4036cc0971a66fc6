import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { ExclusionKind, ExclusionSetRequest } from '@skinbet/shared/schemas/responsible-gambling.schemas';
import { useI18n } from '../../../lib/i18n';
import { notify } from '../../../lib/notices';
import { startExclusion } from '../api/exclusion.api';
import { durationKey } from '../rg-rules';
import styles from './ResponsibleGambling.module.css';

interface ExclusionChooserProps {
  kind: ExclusionKind;
  title: string;
  text: string;
  /** Lengths in days; null is for good (self-exclusion only). */
  lengths: readonly (number | null)[];
  startLabel: string;
}

/**
 * One kind of exclusion: pick a length, then confirm in a second step that says plainly it starts
 * at once and cannot be undone or shortened (nothing is sent before the confirmation).
 */
export function ExclusionChooser({ kind, title, text, lengths, startLabel }: ExclusionChooserProps) {
  const { t } = useI18n('responsible');
  const titleId = useId();
  const [days, setDays] = useState<number | null | undefined>(undefined);
  const [confirming, setConfirming] = useState(false);
  const start = useMutation({
    mutationFn: (request: ExclusionSetRequest) => startExclusion(request),
    meta: { errorKey: 'responsible.error' },
    onSuccess: () => notify.success('responsible.exclusion.started'),
  });
  const chosen = days !== undefined;
  const duration = chosen ? t(`responsible.exclusion.durations.${durationKey(days)}`) : '';

  return (
    <div className={styles.limitGroup} role="group" aria-labelledby={titleId} data-testid={`rg-${kind}`}>
      <h3 id={titleId} className={styles.groupTitle}>
        {title}
      </h3>
      <p className={styles.hint}>{text}</p>
      <div className={styles.choices}>
        {lengths.map((length) => (
          <button
            key={length ?? 'forever'}
            type="button"
            className={`button button--small ${styles.choice}`}
            aria-pressed={days === length}
            onClick={() => {
              setDays(length);
              setConfirming(false);
            }}
            data-testid="rg-exclusion-length"
            data-days={length ?? 'forever'}
          >
            {t(`responsible.exclusion.durations.${durationKey(length)}`)}
          </button>
        ))}
      </div>
      {!confirming ? (
        <div className={styles.actions}>
          <button
            type="button"
            className="button button--danger"
            disabled={!chosen}
            onClick={() => setConfirming(true)}
            data-testid="rg-exclusion-start"
          >
            {startLabel}
          </button>
        </div>
      ) : (
        <div className={styles.confirm} role="alertdialog" aria-label={t('responsible.exclusion.confirm_title')}>
          <p>
            {kind === 'timeout'
              ? t('responsible.exclusion.confirm_timeout', { duration })
              : days === null
                ? t('responsible.exclusion.confirm_forever')
                : t('responsible.exclusion.confirm_self', { duration })}
          </p>
          <p className={styles.warning}>{t('responsible.exclusion.irreversible')}</p>
          <div className={styles.actions}>
            <button
              type="button"
              className="button button--danger"
              disabled={start.isPending}
              onClick={() => start.mutate(exclusionRequest(kind, days ?? null))}
              data-testid="rg-exclusion-confirm"
            >
              {t('responsible.exclusion.confirm')}
            </button>
            <button type="button" className="button button--ghost" onClick={() => setConfirming(false)}>
              {t('responsible.exclusion.back')}
            </button>
          </div>
        </div>
      )}
    </div>
  );
}

/** The request for a kind and a length the chooser offered (its lengths come from the contract's lists). */
function exclusionRequest(kind: ExclusionKind, days: number | null): ExclusionSetRequest {
  return (kind === 'timeout' ? { kind, days } : { kind, days }) as ExclusionSetRequest;
}

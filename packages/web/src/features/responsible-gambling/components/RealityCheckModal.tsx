import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { Modal } from '../../../components/Modal';
import { useI18n } from '../../../lib/i18n';
import { formatAmount } from '../../../lib/money';
import { notify } from '../../../lib/notices';
import { startExclusion } from '../api/exclusion.api';
import { realityCheckQuery } from '../api/reality-check.api';
import { formatPlayed, minutesPlayed, SECTION_PATH } from '../rg-rules';
import styles from './ResponsibleGambling.module.css';

/**
 * The reality check's reminder (docs/product/responsible-gambling.md "Reality checks"): how long
 * this session has lasted and its net result, read when it shows; "continue", "take a break" (a
 * 24-hour time-out, after a confirmation) and a link to the limits. Loaded when it first shows.
 */
export default function RealityCheckModal({ onClose }: { onClose: () => void }) {
  const { t } = useI18n('responsible');
  const { data } = useQuery(realityCheckQuery);
  const [confirming, setConfirming] = useState(false);
  const pause = useMutation({
    mutationFn: () => startExclusion({ kind: 'timeout', days: 1 }),
    meta: { errorKey: 'responsible.error' },
    onSuccess: () => {
      notify.success('responsible.exclusion.started');
      onClose();
    },
  });
  const played = data ? minutesPlayed(Date.parse(data.session_started_at), Date.parse(data.now)) : 0;
  const net = data?.net_result ?? 0;

  return (
    <Modal title={t('responsible.check.title')} onClose={onClose} testId="reality-check">
      <div className={styles.body}>
        <p data-testid="reality-check-played" data-minutes={played}>
          {t('responsible.check.played', { time: formatPlayed(played) })}
        </p>
        <p data-testid="reality-check-net" data-net={net}>
          {net > 0
            ? t('responsible.check.net_win', { amount: formatAmount(net) })
            : net < 0
              ? t('responsible.check.net_loss', { amount: formatAmount(-net) })
              : t('responsible.check.net_even')}
        </p>
        {data && (
          <p className={styles.hint}>{t('responsible.check.wagered', { amount: formatAmount(data.wagered) })}</p>
        )}
        {confirming ? (
          <div className={styles.confirm} role="alertdialog" aria-label={t('responsible.check.break')}>
            <p className={styles.warning}>{t('responsible.check.break_confirm')}</p>
            <div className={styles.actions}>
              <button
                type="button"
                className="button button--danger"
                disabled={pause.isPending}
                onClick={() => pause.mutate()}
                data-testid="reality-check-break-confirm"
              >
                {t('responsible.check.break_yes')}
              </button>
              <button type="button" className="button button--ghost" onClick={() => setConfirming(false)}>
                {t('responsible.check.back')}
              </button>
            </div>
          </div>
        ) : (
          <div className={styles.actions}>
            <button
              type="button"
              className="button button--primary"
              onClick={onClose}
              data-testid="reality-check-continue"
            >
              {t('responsible.check.continue')}
            </button>
            <button
              type="button"
              className="button button--danger"
              onClick={() => setConfirming(true)}
              data-testid="reality-check-break"
            >
              {t('responsible.check.break')}
            </button>
            <Link to={SECTION_PATH} onClick={onClose} data-testid="reality-check-limits">
              {t('responsible.check.limits')}
            </Link>
          </div>
        )}
      </div>
    </Modal>
  );
}

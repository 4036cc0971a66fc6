import type { UseQueryResult } from '@tanstack/react-query';
import { useId, useRef } from 'react';
import type { ProfileDto, ReferralDto } from '@skinbet/shared/schemas/user.schemas';
import { Skeleton } from '../../../components/Skeleton';
import { useI18n } from '../../../lib/i18n';
import { formatAmount } from '../../../lib/money';
import { notify } from '../../../lib/notices';
import { absoluteLink } from '../profile-paging';
import styles from './ReferralTab.module.css';
import statTile from './StatTile.module.css';

/**
 * The profile's Referral tab (docs/engagement/referrals.md "Rules"): how many players came
 * through the player's link, the published share of the house edge they earn on those players'
 * bets, what it has brought so far, and the link with a copy button.
 */
export function ReferralTab({ profile }: { profile: UseQueryResult<ProfileDto> }) {
  const { t } = useI18n('profile');
  if (profile.isPending) return <ReferralSkeleton />;
  if (profile.isError && !profile.data) {
    return (
      <div className={styles.state} role="status">
        <p>{t('profile.referral.load_failed')}</p>
        <button type="button" className="button button--ghost button--small" onClick={() => void profile.refetch()}>
          {t('profile.retry')}
        </button>
      </div>
    );
  }
  return <Referral referral={profile.data.referral} />;
}

function Referral({ referral }: { referral: ReferralDto }) {
  const { t, language } = useI18n('profile');
  const input = useRef<HTMLInputElement>(null);
  const ids = { label: useId(), hint: useId() };
  const link = absoluteLink(referral.link, window.location.origin);
  const percent = new Intl.NumberFormat(language, { maximumFractionDigits: 2 }).format(referral.percent);
  const tiles = [
    { id: 'invited', value: new Intl.NumberFormat(language).format(referral.invited) },
    { id: 'percent', value: `${percent}%` },
    { id: 'earnings', value: formatAmount(referral.earnings), money: true },
  ] as const;

  async function copy() {
    try {
      await navigator.clipboard.writeText(link);
      notify.info('profile.referral.copied');
    } catch {
      // No clipboard (an insecure origin, a denied permission): select it for the player to copy.
      input.current?.select();
      notify.fail('profile.referral.copy_failed');
    }
  }

  return (
    <div className={styles.referral} data-testid="referral">
      <p className={styles.intro}>{t('profile.referral.intro', { percent })}</p>
      <dl className={styles.tiles}>
        {tiles.map((tile) => (
          <div key={tile.id} className={statTile.tile} data-testid={`referral-${tile.id}`}>
            <dt className={statTile.label}>{t(`profile.referral.${tile.id}`)}</dt>
            <dd className={`${statTile.value} ${'money' in tile ? statTile.money : ''}`}>{tile.value}</dd>
          </div>
        ))}
      </dl>
      <div className={styles.field}>
        <label id={ids.label} className="field__label" htmlFor={`${ids.label}-input`}>
          {t('profile.referral.link')}
        </label>
        <div className={styles.row}>
          <input
            ref={input}
            id={`${ids.label}-input`}
            className={`input ${styles.input}`}
            value={link}
            readOnly
            aria-describedby={ids.hint}
            onFocus={(event) => event.currentTarget.select()}
            data-testid="referral-link"
          />
          <button
            type="button"
            className={`button button--primary ${styles.copy}`}
            onClick={() => void copy()}
            data-testid="referral-copy"
          >
            {t('profile.referral.copy')}
          </button>
        </div>
        <p id={ids.hint} className={styles.hint}>
          {t('profile.referral.hint')}
        </p>
      </div>
    </div>
  );
}

function ReferralSkeleton() {
  return (
    <div className={styles.referral} aria-busy="true" data-testid="referral-loading">
      <Skeleton height={84} radius={12} />
      <Skeleton height={44} />
    </div>
  );
}

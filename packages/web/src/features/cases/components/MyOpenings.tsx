import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useI18n } from '../../../lib/i18n';
import { formatAmount } from '../../../lib/money';
import { caseOpeningsQuery, type RevealedSeedDto } from '../api/cases.api';
import styles from './SeedPanel.module.css';

/** Openings listed under the seeds: the latest few, enough to find the one to check. */
const SHOWN = 10;

const verifyPath = (openingId: number) => `/provably-fair?game=cases&round=${openingId}`;

/**
 * The server seed a rotation has just revealed: the seed itself, whether it hashes to the hash
 * that was shown before its first opening (checked here, in the browser), the nonces it served,
 * and the way to verify its latest opening.
 */
export function RevealedSeed({
  userId,
  seed,
  checksOut,
}: {
  userId: number;
  seed: RevealedSeedDto;
  checksOut: boolean;
}) {
  const { t } = useI18n('cases');
  const openings = useQuery(caseOpeningsQuery(userId));
  const latest = openings.data?.find((opening) => opening.server_seed_hash === seed.server_seed_hash);

  return (
    <div className={styles.revealed} data-testid="case-revealed-seed" data-server-seed={seed.server_seed}>
      <h3 className={styles.subtitle}>{t('cases.seeds.revealed_title')}</h3>
      <dl className={styles.seeds}>
        <dt>{t('cases.seeds.server_seed')}</dt>
        <dd className={styles.mono}>{seed.server_seed}</dd>
        <dt>{t('cases.seeds.server_hash')}</dt>
        <dd className={styles.mono}>{seed.server_seed_hash}</dd>
        <dt>{t('cases.seeds.client')}</dt>
        <dd className={styles.mono}>{seed.client_seed}</dd>
      </dl>
      <p className={checksOut ? styles.pass : styles.problem} data-testid="case-revealed-check" data-result={checksOut}>
        {checksOut ? t('cases.seeds.hash_pass') : t('cases.seeds.hash_fail')}
      </p>
      <p className={styles.hint}>
        {seed.nonce === 0
          ? t('cases.seeds.unused')
          : seed.nonce === 1
            ? t('cases.seeds.used_first')
            : t('cases.seeds.used', { count: seed.nonce, last: seed.nonce - 1 })}{' '}
        {latest && (
          <Link to={verifyPath(latest.id)} data-testid="case-revealed-verify">
            {t('cases.seeds.verify_latest', { id: latest.id })}
          </Link>
        )}
      </p>
    </div>
  );
}

/** The player's latest openings, newest first, each with a link to verify it on /provably-fair. */
export function MyOpenings({ userId }: { userId: number }) {
  const { t } = useI18n('cases');
  const openings = useQuery(caseOpeningsQuery(userId));
  const shown = openings.data?.slice(0, SHOWN) ?? [];
  if (shown.length === 0) return null;

  return (
    <div className={styles.openings}>
      <h3 className={styles.subtitle}>{t('cases.openings.title')}</h3>
      <ol className={styles.openingList} data-testid="case-openings">
        {shown.map((opening) => (
          <li key={opening.id} className={styles.opening} data-testid="case-opening" data-opening-id={opening.id}>
            <span className={styles.openingItem}>
              <span className={styles.openingName}>{opening.item.name}</span>
              <span className={styles.openingMeta}>
                {t('cases.openings.meta', {
                  id: opening.id,
                  case: opening.case_name,
                  nonce: opening.nonce,
                  ticket: opening.ticket,
                })}
              </span>
            </span>
            <span className={styles.openingPrice}>{formatAmount(opening.item.price)}</span>
            {opening.server_seed === null ? (
              <span className={styles.openingHidden} title={t('cases.openings.hidden_hint')}>
                {t('cases.openings.hidden')}
              </span>
            ) : (
              <Link className={styles.openingVerify} to={verifyPath(opening.id)}>
                {t('cases.openings.verify')}
              </Link>
            )}
          </li>
        ))}
      </ol>
    </div>
  );
}

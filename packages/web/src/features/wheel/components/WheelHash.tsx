import { Link } from 'react-router';
import { useI18n } from '../../../lib/i18n';
import type { WheelLive } from '../wheel-state';
import styles from './WheelHash.module.css';

/** "1a2b3c4d5e…7e8f9a0b": enough of a hash to recognise it; the whole of it is in the tooltip. */
function shortHash(hash: string): string {
  return hash.length > 20 ? `${hash.slice(0, 10)}…${hash.slice(-8)}` : hash;
}

/**
 * The round's public hash, published before any bet (ARCHITECTURE §4), its secret once the wheel
 * has spun, and the way to the provably-fair page — straight to this round's check once it can be made.
 */
export function WheelHash({ round }: { round: WheelLive }) {
  const { t } = useI18n('wheel');
  const revealed = round.secret_hash !== null;
  return (
    <div
      className={styles.line}
      data-testid="wheel-hash"
      data-hash={round.public_hash}
      data-secret={round.secret_hash ?? undefined}
    >
      <span className={styles.label}>{t('wheel.hash.round', { id: round.id })}</span>
      <code className={styles.hash} title={round.public_hash}>
        {shortHash(round.public_hash)}
      </code>
      {round.secret_hash !== null && (
        <>
          <span className={styles.label}>{t('wheel.hash.secret')}</span>
          <code className={styles.hash} title={round.secret_hash} data-testid="wheel-secret">
            {shortHash(round.secret_hash)}
          </code>
        </>
      )}
      <Link
        className={styles.link}
        to={revealed ? `/provably-fair?game=wheel&round=${round.id}` : '/provably-fair?game=wheel'}
        data-testid="wheel-hash-link"
      >
        {revealed ? t('wheel.hash.verify_round') : t('wheel.hash.fair_link')}
      </Link>
    </div>
  );
}

import { Link } from 'react-router';
import { useI18n } from '../../../lib/i18n';
import type { JackpotLive } from '../jackpot-state';
import styles from './RoundHash.module.css';

/** "1a2b3c4d5e…7e8f9a0b": enough of a hash to recognise it; the whole of it is in the tooltip. */
function shortHash(hash: string): string {
  return hash.length > 20 ? `${hash.slice(0, 10)}…${hash.slice(-8)}` : hash;
}

/**
 * The round's public hash, published before any bet (ARCHITECTURE §4), and the way to the
 * provably-fair page — straight to this round's check once its secret is out.
 */
export function RoundHash({ round }: { round: JackpotLive }) {
  const { t } = useI18n('jackpot');
  const revealed = round.secret_hash !== null;
  return (
    <div className={styles.line} data-testid="jackpot-hash" data-hash={round.public_hash}>
      <span className={styles.label}>{t('jackpot.hash.round', { id: round.id })}</span>
      <code className={styles.hash} title={round.public_hash}>
        {shortHash(round.public_hash)}
      </code>
      <Link
        className={styles.link}
        to={revealed ? `/provably-fair?game=jackpot&round=${round.id}` : '/provably-fair?game=jackpot'}
        data-testid="jackpot-hash-link"
      >
        {revealed ? t('jackpot.hash.verify_round') : t('jackpot.hash.fair_link')}
      </Link>
    </div>
  );
}

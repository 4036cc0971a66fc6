import { Link } from 'react-router';
import hashLine from '../../../components/PublicHash.module.css';
import { useI18n } from '../../../lib/i18n';
import { shortHash } from '../../../lib/short-hash';
import type { JackpotLive } from '../jackpot-state';

/**
 * The round's public hash, published before any bet
 * (docs/fairness/formulas.md "Jackpot"), and the way to the provably-fair page — straight
 * to this round's check once its secret is out.
 */
export function RoundHash({ round }: { round: JackpotLive }) {
  const { t } = useI18n('jackpot');
  const revealed = round.secret_hash !== null;
  return (
    <div className={hashLine.line} data-testid="jackpot-hash" data-hash={round.public_hash}>
      <span className={hashLine.label}>{t('jackpot.hash.round', { id: round.id })}</span>
      <code className={hashLine.hash} title={round.public_hash}>
        {shortHash(round.public_hash)}
      </code>
      <Link
        className={hashLine.link}
        to={revealed ? `/provably-fair?game=jackpot&round=${round.id}` : '/provably-fair?game=jackpot'}
        data-testid="jackpot-hash-link"
      >
        {revealed ? t('jackpot.hash.verify_round') : t('jackpot.hash.fair_link')}
      </Link>
    </div>
  );
}

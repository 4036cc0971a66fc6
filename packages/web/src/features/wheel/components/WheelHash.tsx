import { Link } from 'react-router';
import hashLine from '../../../components/PublicHash.module.css';
import { useI18n } from '../../../lib/i18n';
import { shortHash } from '../../../lib/short-hash';
import type { WheelLive } from '../wheel-state';

/**
 * The round's public hash, published before any bet (docs/fairness/formulas.md "Wheel"), its secret
 * once the wheel has spun, and the way to the provably-fair page — straight to this round's check once
 * it can be made.
 */
export function WheelHash({ round }: { round: WheelLive }) {
  const { t } = useI18n('wheel');
  const revealed = round.secret_hash !== null;
  return (
    <div
      className={hashLine.line}
      data-testid="wheel-hash"
      data-hash={round.public_hash}
      data-secret={round.secret_hash ?? undefined}
    >
      <span className={hashLine.label}>{t('wheel.hash.round', { id: round.id })}</span>
      <code className={hashLine.hash} title={round.public_hash}>
        {shortHash(round.public_hash)}
      </code>
      {round.secret_hash !== null && (
        <>
          <span className={hashLine.label}>{t('wheel.hash.secret')}</span>
          <code className={hashLine.hash} title={round.secret_hash} data-testid="wheel-secret">
            {shortHash(round.secret_hash)}
          </code>
        </>
      )}
      <Link
        className={hashLine.link}
        to={revealed ? `/provably-fair?game=wheel&round=${round.id}` : '/provably-fair?game=wheel'}
        data-testid="wheel-hash-link"
      >
        {revealed ? t('wheel.hash.verify_round') : t('wheel.hash.fair_link')}
      </Link>
    </div>
  );
}

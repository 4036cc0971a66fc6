import type { BattleSummaryDto } from '@skinbet/shared/games/battles/battles.schemas';
import { Link } from 'react-router';
import hashLine from '../../../components/PublicHash.module.css';
import { useI18n } from '../../../lib/i18n';
import { shortHash } from '../../../lib/short-hash';

/**
 * The battle's hash line (docs/fairness/formulas.md "Case battle"): the public hash published at
 * creation, the chain it comes from and its position there, the seat seeds once the last seat
 * filled, the secret once the battle ended (or was cancelled), and the way to `/provably-fair`,
 * straight to this battle's check once it can be made.
 */
export function BattleHash({ battle }: { battle: BattleSummaryDto }) {
  const { t } = useI18n('battles');
  const revealed = battle.secret_hash !== null;
  return (
    <div
      className={hashLine.line}
      data-testid="battle-hash"
      data-hash={battle.public_hash}
      data-secret={battle.secret_hash ?? undefined}
      data-seeds={battle.seeds ?? undefined}
    >
      <span className={hashLine.label}>{t('battles.hash.public')}</span>
      <code className={hashLine.hash} title={battle.public_hash}>
        {shortHash(battle.public_hash)}
      </code>
      <span className={hashLine.label} data-testid="battle-chain">
        {t('battles.hash.chain', { chain: battle.chain.id, position: battle.chain.round })}
      </span>
      {battle.seeds !== null && (
        <>
          <span className={hashLine.label}>{t('battles.hash.seeds')}</span>
          <code className={hashLine.hash} title={battle.seeds} data-testid="battle-seeds">
            {battle.seeds}
          </code>
        </>
      )}
      {battle.secret_hash !== null && (
        <>
          <span className={hashLine.label}>{t('battles.hash.secret')}</span>
          <code className={hashLine.hash} title={battle.secret_hash} data-testid="battle-secret">
            {shortHash(battle.secret_hash)}
          </code>
        </>
      )}
      <Link
        className={hashLine.link}
        to={revealed ? `/provably-fair?game=battles&round=${battle.id}` : '/provably-fair?game=battles'}
        data-testid="battle-verify"
      >
        {revealed ? t('battles.hash.verify') : t('battles.hash.fair_link')}
      </Link>
    </div>
  );
}

import { JACKPOT } from '@skinbet/shared/games/jackpot.machine';
import type { JackpotParticipantDto } from '@skinbet/shared/schemas/jackpot.schemas';
import { useI18n } from '../../../lib/i18n';
import { formatAmount } from '../../../lib/money';
import { showsReel, type JackpotLive } from '../jackpot-state';
import { formatChance } from '../jackpot-view';
import { Reel } from './Reel';
import styles from './Spinner.module.css';

/**
 * The spinner (docs/product/screens.md "Jackpot", docs/games/jackpot.md "States"): the chances
 * of the first 8 players while bets are taken; the avatar reel once the winner is known, through
 * the spin and the result.
 */
export function Spinner({ round }: { round: JackpotLive }) {
  if (showsReel(round) && round.winner) return <Reel key={round.id} round={round} winner={round.winner} />;
  return <ChancesList participants={round.participants} />;
}

function ChancesList({ participants }: { participants: readonly JackpotParticipantDto[] }) {
  const { t } = useI18n('jackpot');
  const shown = participants.slice(0, JACKPOT.chancesShown);
  return (
    <section className={styles.spinner} aria-labelledby="jackpot-chances-title" data-testid="jackpot-chances">
      <h2 id="jackpot-chances-title" className={styles.title}>
        {t('jackpot.spinner.chances')}
      </h2>
      {shown.length === 0 ? (
        <p className={styles.empty}>{t('jackpot.spinner.no_players')}</p>
      ) : (
        <ol className={styles.chances}>
          {shown.map((participant) => (
            <li
              key={participant.user.id}
              className={styles.chance}
              data-testid="jackpot-chance"
              data-user-id={participant.user.id}
              data-chance={participant.chance}
            >
              <span className={styles.percent}>{formatChance(participant.chance)}</span>
              <img className={styles.avatar} src={participant.user.avatar} alt="" width={48} height={48} />
              <span className={styles.amount}>{formatAmount(participant.bank)}</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

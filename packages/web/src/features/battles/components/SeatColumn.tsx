import type { BattleSeatDto } from '@skinbet/shared/games/battles/battles.schemas';
import type { CaseItemDto } from '@skinbet/shared/schemas/cases.schemas';
import type { CSSProperties } from 'react';
import { ItemImage } from '../../../components/ItemImage';
import { SignInButton } from '../../../components/SignInButton';
import { weaponOf } from '../../../components/weapon-art';
import { useI18n } from '../../../lib/i18n';
import { formatAmount } from '../../../lib/money';
import {
  dealtTo,
  isEmptySeat,
  isWinnerSeat,
  rollOf,
  type BattleView,
  type LiveReveal,
  type RevealState,
} from '../battle-view';
import { reelSeed } from '../reel';
import { BattleReel } from './BattleReel';
import { SeatAvatar } from './SeatAvatar';
import { SeatName } from './SeatName';
import styles from './BattlePage.module.css';

interface SeatColumnProps {
  battle: BattleView;
  seat: BattleSeatDto;
  reveal: RevealState;
  live: LiveReveal | null;
  /** The shown round case's items, for its reel's strip. */
  reelItems: readonly CaseItemDto[];
  total: number;
  /** Whether the viewer may take this seat if it is empty (a guest is asked to sign in). */
  canJoin: boolean;
  signedIn: boolean;
  onJoin: (seat: number) => void;
  joining: boolean;
  isViewer: boolean;
}

/**
 * One seat of the battle page (docs/games/battles.md "Screens"): who sits there (a join button
 * while it is empty), their running total, the reel of the shown round, the drops of the rounds
 * that have landed and, once the battle has ended, what the seat received.
 */
export function SeatColumn(props: SeatColumnProps) {
  const { battle, seat, reveal, live, reelItems, total, canJoin, signedIn, onJoin, joining, isViewer } = props;
  const { t } = useI18n('battles');
  const finished = battle.status === 'finished';
  const winner = finished && isWinnerSeat(battle, seat.seat);
  const roll = reveal.round === null ? undefined : rollOf(battle, reveal.round, seat.seat);
  const drops = battle.rolls
    .filter((r) => r.seat === seat.seat && r.round < reveal.landedRounds)
    .sort((a, b) => b.round - a.round);
  const received = finished ? dealtTo(battle, seat.seat) : [];

  return (
    <section
      className={styles.seat}
      data-testid="battle-seat"
      data-seat={seat.seat}
      data-kind={seat.bot ? 'bot' : seat.user ? 'player' : 'empty'}
      data-winner={winner || undefined}
      data-loser={(finished && !winner) || undefined}
      data-viewer={isViewer || undefined}
      data-total={total}
    >
      <header className={styles.seatHead}>
        <SeatAvatar seat={seat} size={40} />
        <SeatName seat={seat} />
        <span className={styles.seatTotal} data-testid="battle-seat-total">
          {formatAmount(total)}
        </span>
      </header>

      {isEmptySeat(seat) ? (
        <div className={styles.emptySeat}>
          {canJoin &&
            (signedIn ? (
              <button
                type="button"
                className="button button--primary button--small"
                onClick={() => onJoin(seat.seat)}
                disabled={joining}
                data-testid="battle-join"
                data-seat={seat.seat}
              >
                {t('battles.join', { price: formatAmount(battle.cost) })}
              </button>
            ) : (
              <SignInButton small testId="battle-join-sign-in">
                {t('battles.sign_in_join')}
              </SignInButton>
            ))}
        </div>
      ) : roll && reveal.round !== null ? (
        <BattleReel
          key={reveal.round}
          items={reelItems}
          won={roll.item}
          ticket={roll.ticket}
          seed={reelSeed(battle.id, reveal.round, seat.seat)}
          timing={reveal.spinning ? (live?.timing ?? null) : null}
          landed={!reveal.spinning}
          muted={seat.seat !== 0}
        />
      ) : (
        <div className={styles.reelIdle} aria-hidden="true">
          {battle.cases[0] && (
            <ItemImage
              src={battle.cases[0].image}
              name={battle.cases[0].name}
              weapon={t('battles.case_word')}
              rarityColor="#e4ae39"
            />
          )}
        </div>
      )}

      {winner && (
        <div className={styles.received} data-testid="battle-seat-won" data-payout={battle.payouts[seat.seat] ?? 0}>
          <span className={styles.wonLabel}>
            <span>{t('battles.result.received')}</span>
            <span className={styles.wonAmount}>{formatAmount(battle.payouts[seat.seat] ?? 0)}</span>
          </span>
          {seat.bot && <span className={styles.note}>{t('battles.result.bot_keeps')}</span>}
          <DropList rolls={received} testId="battle-seat-received" />
        </div>
      )}

      {drops.length > 0 && (
        <details className={styles.drops} open={!finished}>
          <summary>{t('battles.seat.drops', { count: drops.length })}</summary>
          <DropList rolls={drops} testId="battle-seat-drops" />
        </details>
      )}
    </section>
  );
}

function DropList({ rolls, testId }: { rolls: BattleView['rolls']; testId: string }) {
  const { t } = useI18n('battles');
  return (
    <ul className={styles.dropList} data-testid={testId}>
      {rolls.map((roll) => (
        <li
          key={`${roll.round}:${roll.seat}`}
          className={styles.drop}
          style={{ '--rarity': roll.item.rarity_color } as CSSProperties}
          title={t('battles.seat.drop_title', {
            round: roll.round + 1,
            name: roll.item.name,
            price: formatAmount(roll.item.price),
          })}
          data-item-id={roll.item.id}
        >
          <ItemImage
            src={roll.item.image}
            name={roll.item.name}
            weapon={weaponOf(roll.item.name)}
            rarityColor={roll.item.rarity_color}
          />
          <span className={styles.dropPrice}>{formatAmount(roll.item.price)}</span>
        </li>
      ))}
    </ul>
  );
}

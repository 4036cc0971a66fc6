import { useQueries } from '@tanstack/react-query';
import type { CaseItemDto } from '@skinbet/shared/schemas/cases.schemas';
import { Fragment, useState, type CSSProperties } from 'react';
import { ItemImage } from '../../../components/ItemImage';
import { useCurrentUser } from '../../../lib/current-user';
import { useI18n } from '../../../lib/i18n';
import { formatAmount } from '../../../lib/money';
import { reelCaseQuery } from '../api/battles.api';
import {
  battleActions,
  revealState,
  seatsByTeam,
  seatTotalsUpTo,
  teamTotals,
  viewerSeat,
  type BattleView,
  type LiveReveal,
} from '../battle-view';
import { useBattleActions } from '../hooks/useBattleActions';
import { BattleBadges } from './BattleBadges';
import { BattleHash } from './BattleHash';
import { BattleResult } from './BattleResult';
import { BattleStatusLine } from './BattleStatusLine';
import { LeaveConfirm } from './LeaveConfirm';
import { SeatColumn } from './SeatColumn';
import styles from './BattlePage.module.css';

const NO_ITEMS: readonly CaseItemDto[] = [];

/**
 * The battle on its page: header (mode, crazy, cost, pot), the rounds' cases with the current one
 * marked, where it stands, the seats (teams side by side in 2v2) with their reels and totals, the
 * creator's and players' actions while it waits, the result, and the hash line.
 */
export function BattleArena({ battle, live }: { battle: BattleView; live: LiveReveal | null }) {
  const { t } = useI18n('battles');
  const { user } = useCurrentUser();
  const reveal = revealState(battle, live);
  const actions = battleActions(battle, user?.id);
  const mySeat = viewerSeat(battle, user?.id);
  const { join, callBots, leave, busy } = useBattleActions();
  const [confirmLeave, setConfirmLeave] = useState(false);

  // The shown round's case and the next one's, read ahead so a strip never changes mid-spin.
  const shown = reveal.round ?? 0;
  const reelCaseIds = [...new Set([battle.cases[shown]?.id, battle.cases[shown + 1]?.id])].filter(
    (id): id is number => id !== undefined,
  );
  const reelCases = useQueries({
    queries: reelCaseIds.map((id) => ({ ...reelCaseQuery(id), enabled: battle.status !== 'cancelled' })),
  });
  const shownCaseId = battle.cases[shown]?.id;
  const reelItems = reelCases[reelCaseIds.indexOf(shownCaseId ?? -1)]?.data?.items ?? NO_ITEMS;

  const seatTotals = seatTotalsUpTo(battle, reveal.landedRounds);
  const totalsOfTeams = teamTotals(battle.mode, seatTotals);
  const teams = seatsByTeam(battle.seats);
  const teamPlay = teams.some((team) => team.length > 1);

  return (
    <>
      <section className={styles.stage} data-testid="battle-arena" data-status={battle.status}>
        <header className={styles.stageHeader}>
          <div className={styles.stageTitle}>
            <h1 className={styles.title}>{t('battles.battle_title', { id: battle.id })}</h1>
            <BattleBadges battle={battle} />
          </div>
          <dl className={styles.figures}>
            <div>
              <dt>{t('battles.cost_label')}</dt>
              <dd className={styles.money} data-testid="battle-cost" data-cost={battle.cost}>
                {formatAmount(battle.cost)}
              </dd>
            </div>
            <div>
              <dt>{t('battles.pot_label')}</dt>
              <dd className={styles.money}>{formatAmount(battle.total)}</dd>
            </div>
          </dl>
        </header>

        <ol className={styles.rounds} aria-label={t('battles.cases_count', { count: battle.cases.length })}>
          {battle.cases.map((box) => (
            <li
              key={box.round}
              className={styles.roundCase}
              data-state={
                box.round < reveal.landedRounds
                  ? 'done'
                  : box.round === (reveal.spinning ? shown : reveal.landedRounds)
                    ? 'current'
                    : 'next'
              }
              title={`${t('battles.round_label', { round: box.round + 1 })} · ${box.name} · ${formatAmount(box.price)}`}
            >
              <ItemImage src={box.image} name={box.name} weapon={t('battles.case_word')} rarityColor="#e4ae39" />
            </li>
          ))}
        </ol>

        <BattleStatusLine battle={battle} reveal={reveal} />
        {battle.crazy && <p className={styles.crazyRule}>{t('battles.crazy.rule')}</p>}

        <div
          className={styles.seats}
          style={{ '--seats': battle.seats.length } as CSSProperties}
          data-team-play={teamPlay || undefined}
        >
          {teams.map((team, index) => (
            <Fragment key={index}>
              {teamPlay && (
                <div className={styles.teamHead} style={{ gridColumn: `span ${team.length}` } as CSSProperties}>
                  <span>{t('battles.team', { number: index + 1 })}</span>
                  <span className={styles.money} data-testid="battle-team-total">
                    {formatAmount(totalsOfTeams[index] ?? 0)}
                  </span>
                </div>
              )}
            </Fragment>
          ))}
          {teams.flat().map((seat) => (
            <SeatColumn
              key={seat.seat}
              battle={battle}
              seat={seat}
              reveal={reveal}
              live={live}
              reelItems={reelItems}
              total={seatTotals[seat.seat] ?? 0}
              canJoin={actions.join}
              signedIn={user !== null}
              onJoin={(seatIndex) => join.mutate({ id: battle.id, seat: seatIndex })}
              joining={busy}
              isViewer={seat.seat === mySeat}
            />
          ))}
        </div>

        {(actions.callBots || actions.leave) && (
          <div className={styles.actions}>
            {actions.callBots && (
              <button
                type="button"
                className="button button--ghost"
                onClick={() => callBots.mutate(battle.id)}
                disabled={busy}
                data-testid="battle-call-bots"
              >
                {t('battles.call_bots')}
              </button>
            )}
            {actions.leave && (
              <button
                type="button"
                className="button button--ghost"
                onClick={() => setConfirmLeave(true)}
                disabled={busy}
                data-testid="battle-leave"
              >
                {actions.leaveCancels ? t('battles.leave.cancel_button') : t('battles.leave.button')}
              </button>
            )}
          </div>
        )}

        {battle.status === 'finished' && !reveal.spinning && <BattleResult battle={battle} viewerSeat={mySeat} />}
      </section>

      <BattleHash battle={battle} />

      {confirmLeave && (
        <LeaveConfirm
          cancels={actions.leaveCancels}
          cost={battle.cost}
          busy={leave.isPending}
          onCancel={() => setConfirmLeave(false)}
          onConfirm={() => leave.mutate(battle.id, { onSettled: () => setConfirmLeave(false) })}
        />
      )}
    </>
  );
}

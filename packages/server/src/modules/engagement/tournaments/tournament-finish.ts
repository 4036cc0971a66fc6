import { centsToAmount } from '@skinbet/shared/money';
import type { Database } from '../../../db/client';
import { inTransaction } from '../../../db/transaction';
import type { Emitter } from '../../../realtime/emitter';
import { recordAudit } from '../../site/audit/audit.service';
import { houseAccount, userAccount, type MoneyService } from '../../ledger/money/money.service';
import type { NotificationsService } from '../../account/notifications/notifications.service';
import { prizeForPlace } from './tournaments.presenter';
import {
  listRankedMembers,
  lockMemberUsers,
  markTournamentFinished,
  setMemberPrize,
  storePlaces,
} from './tournaments.repository';

/** The notice a prize winner gets (params: `place`, `amount` in currency units, `tournament` name). */
export const TOURNAMENT_PRIZE_NOTICE = 'notification.tournament_prize';

export interface TournamentWinner {
  place: number;
  userId: number;
  points: number;
  prizeCents: number;
}

export interface FinishDeps {
  db: Database;
  emitter: Emitter;
  money: MoneyService;
  notifications: NotificationsService;
}

/**
 * Ends a tournament and pays it, all in one transaction (issue 16): the guarded status update
 * (only one caller — the timer on any leader, a retry, the admin's end — gets past it), every
 * member's final place, and places 1–5 paid from marketing (kind `tournament_prize`, key
 * `tournament:<id>:<place>`: a prize can never be paid twice), each winner notified. Answers the
 * winners, or null when the tournament was not running (someone else finished it).
 */
export async function finishTournament(
  deps: FinishDeps,
  id: number,
  actorId: number | null,
): Promise<TournamentWinner[] | null> {
  return inTransaction(deps.db, async (tx, afterCommit) => {
    const tournament = await markTournamentFinished(tx, id);
    if (!tournament) return null;
    await lockMemberUsers(tx, id);
    await storePlaces(tx, id);
    const top = await listRankedMembers(tx, id, tournament.prizes.length);
    const winners: TournamentWinner[] = [];
    for (const member of top) {
      const place = member.place!;
      const prizeCents = prizeForPlace(tournament.prizes, place, member.points);
      if (prizeCents <= 0) continue;
      await setMemberPrize(tx, id, member.userId, prizeCents);
      await deps.money.transfer(tx, afterCommit, {
        kind: 'tournament_prize',
        from: houseAccount('marketing'),
        to: userAccount(member.userId),
        amount: prizeCents,
        reference: `tournament:${id}`,
        idempotencyKey: `tournament:${id}:${place}`,
      });
      await deps.notifications.notify(tx, afterCommit, {
        userId: member.userId,
        name: TOURNAMENT_PRIZE_NOTICE,
        params: { place, amount: centsToAmount(prizeCents), tournament: tournament.name },
      });
      winners.push({ place, userId: member.userId, points: member.points, prizeCents });
    }
    await recordAudit(tx, {
      actorId,
      action: actorId === null ? 'tournament.finish' : 'tournaments.end',
      target: `tournament:${id}`,
      details: { winners },
    });
    afterCommit(() => deps.emitter.toAll('tournamentUpdate', { tournament_id: id }));
    return winners;
  });
}

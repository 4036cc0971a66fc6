import crypto from 'node:crypto';
import type { Game } from '@skinbet/shared/ledger';
import type { AppContext } from '../app-context';
import { inTransaction } from '../db/transaction';

/**
 * Settles a made-up wager of any game through the one settlement pipeline, as a game's payout
 * does: the stake as skins by value (so the player needs no balance), the payout as skins or
 * money. Every consumer (progression, cashback accrual, referral earnings) sees it.
 */
export function settleWager(
  ctx: AppContext,
  wager: {
    game: Game;
    userId: number;
    stakeCents: number;
    outcome: 'won' | 'lost';
    payout?: { items: number; money: number };
  },
): Promise<boolean> {
  return inTransaction(ctx.db, (tx, afterCommit) =>
    ctx.services.settlement.settle(tx, afterCommit, {
      game: wager.game,
      betRef: `test-${crypto.randomUUID()}`,
      roundId: null,
      userId: wager.userId,
      stake: { items: wager.stakeCents, money: 0 },
      payout: wager.payout ?? { items: 0, money: 0 },
      outcome: wager.outcome,
      reference: 'test-wager',
    }),
  );
}

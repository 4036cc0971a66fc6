import crypto from 'node:crypto';
import type { Game } from '@skinbet/shared/ledger';
import type { AppContext } from '../app-context';
import type { Transaction } from '../db/client';
import { inTransaction, type AfterCommit } from '../db/transaction';
import type { WagerSettlement } from '../modules/ledger/settlement/settlement.service';

/**
 * Settles a made-up wager as a game does: its stake admitted at the responsible-gambling gate
 * first (docs/money/settlement.md "Responsible-gambling gate"), since the settlement refuses a
 * staked wager that never passed it.
 */
export async function settleAdmitted(
  ctx: Pick<AppContext, 'services'>,
  tx: Transaction,
  afterCommit: AfterCommit,
  wager: WagerSettlement,
): Promise<boolean> {
  const amount = wager.stake.items + wager.stake.money;
  await ctx.services.responsibleGambling.admitStake(tx, {
    userId: wager.userId,
    game: wager.game,
    betRef: wager.betRef,
    amount,
  });
  return ctx.services.settlement.settle(tx, afterCommit, wager);
}

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
    settleAdmitted(ctx, tx, afterCommit, {
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

import crypto from 'node:crypto';
import type { AppContext } from '../app-context';
import { items } from '../db/schema';
import type { Transaction } from '../db/client';
import { inTransaction, type AfterCommit } from '../db/transaction';
import type { ErrorKey } from '@skinbet/shared/errors';
import type { LedgerKind } from '@skinbet/shared/ledger';
import { currentBalance } from '../modules/ledger/money/money.repository';
import { houseAccount, userAccount, type MoneyService } from '../modules/ledger/money/money.service';
import { insertUser } from '../modules/account/users/users.repository';
import { settleAdmitted } from './settle-wager';

let sequence = 0;
const unique = (prefix: string) => `${prefix}-${process.pid}-${++sequence}-${crypto.randomBytes(3).toString('hex')}`;

/** A catalog item with its own name, price (cents) and storehouse stock. */
export async function createCatalogItem(
  ctx: AppContext,
  overrides: { price?: number; marketCount?: number; rarity?: string; name?: string } = {},
) {
  const name = overrides.name ?? unique('Test Skin');
  const [row] = await ctx.db
    .insert(items)
    .values({
      marketHashName: `${name} (Field-Tested)`,
      name,
      weapon: 'AK-47',
      skinId: unique('skin'),
      category: 'Rifles',
      rarity: overrides.rarity ?? 'Classified',
      rarityColor: '#d32ce6',
      exterior: 'Field-Tested',
      statTrak: false,
      price: overrides.price ?? 500,
      image: 'https://steamcdn-a.akamaihd.net/apps/730/icons/econ/test.png',
      marketCount: overrides.marketCount ?? 10,
    })
    .returning();
  if (!row) throw new Error('catalog insert failed');
  return row;
}

/** A signed-in user with an exact balance (credited through the money service, so the ledger agrees). */
export async function createUser(
  ctx: AppContext,
  options: {
    balance?: number;
    isAdmin?: boolean;
    isModerator?: boolean;
    isYoutuber?: boolean;
    banned?: boolean;
    username?: string;
  } = {},
) {
  const user = await insertUser(ctx.db, {
    demoKey: unique('user'),
    username: options.username ?? unique('Player'),
    avatar: '/avatars/000000000000000000000000.svg',
    isAdmin: options.isAdmin ?? false,
    isModerator: options.isModerator ?? false,
    isYoutuber: options.isYoutuber ?? false,
    banned: options.banned ?? false,
  });
  if (!user) throw new Error('user insert failed');
  if (options.balance) {
    await inTransaction(ctx.db, (tx, afterCommit) =>
      changeBalance(ctx.services.money, tx, afterCommit, {
        userId: user.id,
        delta: options.balance!,
        kind: 'adjustment',
        reference: 'test-factory',
      }),
    );
  }
  const token = await ctx.services.sessions.create(user.id);
  return { user, token };
}

/** Gives a user instances of a catalog item, as a purchase or a win would. */
export async function grantItems(
  ctx: AppContext,
  userId: number,
  itemIds: number[],
  options: { isWonItem?: boolean } = {},
): Promise<number[]> {
  return inTransaction(ctx.db, (tx) =>
    ctx.services.inventory.grant(tx, { userId, itemIds, reason: 'test_grant', isWonItem: options.isWonItem }),
  );
}

/**
 * A test's balance change as one transfer: a credit (delta > 0) or debit of the user's balance
 * against the house — a manual-deposit clearing account for deposits and withdrawals, marketing
 * otherwise. Answers the balance after it.
 */
export async function changeBalance(
  money: MoneyService,
  tx: Transaction,
  afterCommit: AfterCommit,
  change: {
    userId: number;
    delta: number;
    kind: LedgerKind;
    reference?: string | null;
    idempotencyKey?: string;
    insufficientFundsKey?: ErrorKey;
  },
): Promise<number> {
  const house = houseAccount(['deposit', 'withdrawal'].includes(change.kind) ? 'clearing:manual' : 'marketing');
  const player = userAccount(change.userId);
  const result = await money.transfer(tx, afterCommit, {
    kind: change.kind,
    from: change.delta > 0 ? house : player,
    to: change.delta > 0 ? player : house,
    amount: Math.abs(change.delta),
    reference: change.reference ?? null,
    idempotencyKey: change.idempotencyKey ?? unique(`test:${change.kind}`),
    onReplay: change.idempotencyKey ? 'ignore' : 'fail',
    insufficientFundsKey: change.insufficientFundsKey,
  });
  // A replay changes nothing and answers with the balance as it is now.
  if (!result.applied) return (await currentBalance(tx, change.userId)) ?? 0;
  return (change.delta > 0 ? result.toBalance : result.fromBalance) ?? 0;
}

/** Settles a made-up wheel wager for a user (no skins move): progression and statistics see it. */
export function settleTestWager(ctx: AppContext, userId: number, wagerCents: number, payoutCents: number) {
  return inTransaction(ctx.db, (tx, afterCommit) =>
    settleAdmitted(ctx, tx, afterCommit, {
      game: 'wheel',
      betRef: unique('test-wager'),
      roundId: null,
      userId,
      stake: { items: wagerCents, money: 0 },
      payout: { items: payoutCents, money: 0 },
      outcome: payoutCents > 0 ? 'won' : 'lost',
      reference: 'test-wager',
    }),
  );
}

import crypto from 'node:crypto';
import type { AppContext } from '../app-context';
import { items } from '../db/schema';
import { inTransaction } from '../db/transaction';
import { insertUser } from '../modules/users/users.repository';

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
      ctx.services.money.change(tx, afterCommit, {
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

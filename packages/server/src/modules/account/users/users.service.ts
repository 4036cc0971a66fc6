import {
  TRANSACTIONS_PAGE_SIZE,
  type LedgerEntryDto,
  type ProfileDto,
  type PublicUserDto,
  type ReferralDto,
  type TransactionsResponse,
  type UserDto,
} from '@skinbet/shared/schemas/user.schemas';
import { centsToAmount } from '@skinbet/shared/money';
import { nameSkeletons } from '@skinbet/shared/text/skeleton';
import type { Invalidation, UserCache } from '../../../cache/user-cache';
import type { Database } from '../../../db/client';
import { ApiError } from '../../../http/api-error';
import { countLedgerEntries, listLedgerEntries } from '../../ledger/money';
import { listRecentNotifications } from '../notifications';
import { describeLedgerItems } from './ledger-items';
import type { ProfileFirstPages } from './profile-first-pages';
import {
  countReferrals,
  findUserById,
  hasDeposit,
  hasTelegramSubscription,
  listUnskeletonedNames,
  storeNameSkeletons,
  updateUser,
  type UserRow,
} from './users.repository';
import { presentPublicUser, presentUser } from './user.presenter';

/** How many notices `/api/user/get` carries: the panel shows the latest ones. */
const NOTIFICATIONS_SHOWN = 20;
const TRANSACTIONS_SHOWN = 100;
/** Names given their skeleton per statement by the start-up backfill. */
const SKELETON_BATCH = 500;

export type UsersService = ReturnType<typeof createUsersService>;

export function createUsersService(deps: {
  db: Database;
  siteTag: string;
  cache: UserCache;
  invalidate: (message: Invalidation) => void;
  /** The profile's referral tab, from the referrals module (which reads users: handed in, not imported). */
  referrals: { summary(user: UserRow): Promise<ReferralDto> };
}) {
  const { db, cache } = deps;

  /** Ledger rows as the API shows them, with the skins each one paid for or was paid for. */
  async function presentEntries(
    userId: number,
    entries: Awaited<ReturnType<typeof listLedgerEntries>>,
  ): Promise<LedgerEntryDto[]> {
    const items = await describeLedgerItems(db, userId, entries);
    return entries.map((entry) => ({
      id: entry.id,
      delta: centsToAmount(entry.delta),
      kind: entry.kind,
      reference: entry.reference,
      balance_after: centsToAmount(entry.balanceAfter),
      created_at: entry.createdAt.toISOString(),
      items: items.get(entry.id) ?? [],
    }));
  }

  /**
   * Polled by every client every 5 s (docs/api/http.md "Calls"). An idle player's poll is
   * served from the node's cache; after any change to the user, three indexed reads run side by
   * side.
   */
  async function present(user: UserRow, twoFactor: UserDto['two_factor']): Promise<UserDto> {
    const cached = cache.row(user.id) === user ? cache.dto(user.id) : undefined;
    // The session's part is added last: the cached answer is the same for every session of the user.
    if (cached) return { ...cached, two_factor: twoFactor };
    const ticket = cache.begin();
    const [notifications, referralsInvited, deposited, subscribed] = await Promise.all([
      listRecentNotifications(db, user.id, NOTIFICATIONS_SHOWN),
      countReferrals(db, user.id),
      hasDeposit(db, user.id),
      hasTelegramSubscription(db, user.id),
    ]);
    const dto = presentUser(user, {
      notifications,
      referralsInvited,
      hasDeposit: deposited,
      hasSubscription: subscribed,
      siteTag: deps.siteTag,
    });
    cache.storeDto(user.id, dto, ticket);
    return { ...dto, two_factor: twoFactor };
  }

  return {
    present,

    async publicProfile(userId: number): Promise<PublicUserDto> {
      const user = await findUserById(db, userId);
      if (!user) throw new ApiError('user_api.not_found', 404);
      return presentPublicUser(user);
    },

    /** The profile but its history tabs' first pages (profile-first-pages.ts adds those). */
    async profile(user: UserRow, twoFactor: UserDto['two_factor']): Promise<Omit<ProfileDto, keyof ProfileFirstPages>> {
      const entries = await listLedgerEntries(db, user.id, TRANSACTIONS_SHOWN);
      const [dto, transactions, referral] = await Promise.all([
        present(user, twoFactor),
        presentEntries(user.id, entries),
        deps.referrals.summary(user),
      ]);
      return { user: dto, transactions, referral };
    },

    /** One page of the player's balance statement, newest first (`/api/user/transactions`). */
    async transactions(userId: number, page: number): Promise<TransactionsResponse> {
      const total = await countLedgerEntries(db, userId);
      const pages = Math.max(1, Math.ceil(total / TRANSACTIONS_PAGE_SIZE));
      const offset = (page - 1) * TRANSACTIONS_PAGE_SIZE;
      const entries = offset < total ? await listLedgerEntries(db, userId, TRANSACTIONS_PAGE_SIZE, offset) : [];
      return { page, pages, total, entries: await presentEntries(userId, entries) };
    },

    /**
     * On start: gives accounts from before `users.name_skeleton` existed the skeletons of their
     * name — the migration cannot, the confusables table is JavaScript. Idempotent: nodes that
     * start together write the same values. Answers how many names it filled in.
     */
    async backfillNameSkeletons(): Promise<number> {
      let filled = 0;
      for (;;) {
        const rows = await listUnskeletonedNames(db, SKELETON_BATCH);
        if (rows.length === 0) return filled;
        await storeNameSkeletons(
          db,
          rows.map((row) => ({ id: row.id, ...nameSkeletons(row.username) })),
        );
        filled += rows.length;
      }
    },

    async saveTradeLink(userId: number, tradeLink: string): Promise<void> {
      await updateUser(db, userId, { tradeLink });
      deps.invalidate({ kind: 'user', userId });
    },
  };
}

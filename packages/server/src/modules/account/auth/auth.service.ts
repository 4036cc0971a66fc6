import { demoNameSchema } from '@skinbet/shared/schemas/app.schemas';
import { normalizeName } from '@skinbet/shared/text/normalize';
import { nameSkeletons } from '@skinbet/shared/text/skeleton';
import type { Invalidation } from '../../../cache/user-cache';
import type { Database, Transaction } from '../../../db/client';
import { inTransaction, type AfterCommit } from '../../../db/transaction';
import { ApiError } from '../../../http/api-error';
import type { InventoryService } from '../../items/inventory/inventory.service';
import { houseAccount, userAccount, type MoneyService } from '../../ledger/money/money.service';
import type { NotificationsService } from '../notifications/notifications.service';
import type { ReferralsService } from '../referrals/referrals.service';
import { findUserByDemoKey, findUserBySteamId, insertUser, isNameTaken, lockName, updateUser } from '../users';
import { DEMO_CREDIT_CENTS, pickDemoSkins } from './demo-grant';
import { generatedProfile, type ProfileProvider } from './profile-provider';
import { hadSessionFrom } from './session.repository';
import type { UserRow } from './session.service';
import { isPlayerAddress, type SignInOrigin } from './sign-in-origin';

export type DemoRole = 'admin' | 'moderator';
export type AuthService = ReturnType<typeof createAuthService>;

export interface DemoSignInOptions {
  /**
   * Awaited right before a new demo account is created, never when an existing one is entered:
   * the route's per-IP limit on account creation. Throwing refuses the creation.
   */
  beforeCreate?: () => Promise<void>;
  /** The referral code the visitor arrived with (the `skinbet_ref` cookie): counts only if the account is created. */
  referralCode?: string;
  /** Where the sign-in comes from: a new account from its referrer's own address or device is not attributed. */
  origin?: SignInOrigin;
}

/** The admin and moderator flags a demo role grants. */
const roleFlags = (role: DemoRole | null) => ({ isAdmin: role === 'admin', isModerator: role === 'moderator' });

/**
 * Demo sign-in may enter only a demo account whose role is still the one its creation granted:
 * never a Steam account or a test account, and never one whose flags an admin changed since.
 */
function isEnterableDemo(user: UserRow): boolean {
  const granted = roleFlags(user.demoRole);
  return (
    user.isDemo && user.steamId === null && user.isAdmin === granted.isAdmin && user.isModerator === granted.isModerator
  );
}

/**
 * Steam names are not unique on Steam: a new account whose name is taken here (its skeleton is
 * another account's) is told apart by a suffix — " #2" … " #9", then its Steam id. Demo names
 * cannot contain "#", so no demo account can squat the suffixed forms.
 */
function steamNameCandidates(name: string, steamId: string): string[] {
  return [name, ...Array.from({ length: 8 }, (_, i) => `${name} #${i + 2}`), `${name} #${steamId}`];
}

export function createAuthService(deps: {
  db: Database;
  money: MoneyService;
  inventory: InventoryService;
  notifications: NotificationsService;
  referrals: ReferralsService;
  profiles: ProfileProvider;
  adminSteamIds: Set<string>;
  /** A public demo (DEMO_SITE): demo sign-in makes and enters players only (issue 25). */
  demoSite?: boolean;
  invalidate: (message: Invalidation) => void;
}) {
  const { db } = deps;

  /** The first free form of a Steam name (see steamNameCandidates), under the name lock. */
  async function freeSteamName(tx: Transaction, name: string, steamId: string): Promise<string> {
    const candidates = steamNameCandidates(name, steamId);
    for (const candidate of candidates.slice(0, -1)) {
      const skeletons = nameSkeletons(candidate);
      await lockName(tx, skeletons);
      if (!(await isNameTaken(tx, skeletons))) return candidate;
    }
    // The Steam id makes the last form unique among Steam accounts; demo names cannot take it.
    return candidates.at(-1)!;
  }

  /**
   * The referrer of an account being created (docs/engagement/referrals.md "Rules"): set here,
   * in the creating transaction, and never again — signing in to an existing account never reads
   * the code, so nobody is re-attributed, and a new account cannot hold its own code yet. A
   * sign-up from an address or device any of the referrer's sessions came from (their sign-up's
   * included) is the referrer's own alternate account: not attributed
   * (docs/engagement/referrals.md "Rules"). Addresses shared by everyone behind a proxy
   * (isPlayerAddress) are not compared; the device still is.
   */
  async function attributeNewAccount(
    tx: Transaction,
    afterCommit: AfterCommit,
    referralCode: string | undefined,
    origin: SignInOrigin | undefined,
  ) {
    const linked = await deps.referrals.referrerFor(tx, referralCode);
    const address = origin && isPlayerAddress(origin.address) ? origin.address : null;
    const ownAccount =
      linked !== null &&
      origin !== undefined &&
      (await hadSessionFrom(tx, linked, { address, deviceHash: origin.deviceHash }));
    const referrerId = ownAccount ? null : linked;
    // The referrer's cached `/api/user/get` counts their invited players.
    if (referrerId !== null) afterCommit(() => deps.invalidate({ kind: 'user', userId: referrerId }), `referrer`);
    return referrerId;
  }

  /**
   * Creates a demo account, or finds the one a concurrent first sign-in of the same name just
   * created. Under the lock of the name's skeleton, so of two look-alike names created at once
   * only the first is created.
   */
  async function createDemoUser(
    username: string,
    demoKey: string,
    role: DemoRole | null,
    options: DemoSignInOptions,
  ): Promise<UserRow> {
    const created = await inTransaction(db, async (tx, afterCommit) => {
      const skeletons = nameSkeletons(username);
      await lockName(tx, skeletons);
      const existing = await findUserByDemoKey(tx, demoKey);
      if (existing) return existing;
      if (await isNameTaken(tx, skeletons)) throw new ApiError('auth_api.name_taken', 403);
      const user = await insertUser(tx, {
        demoKey,
        username,
        avatar: generatedProfile(`demo:${demoKey}`).avatar,
        agreementAcceptedAt: new Date(),
        isDemo: true,
        demoRole: role,
        referrerId: await attributeNewAccount(tx, afterCommit, options.referralCode, options.origin),
        ...roleFlags(role),
      });
      if (!user) return undefined;
      await deps.money.transfer(tx, afterCommit, {
        kind: 'demo_credit',
        from: houseAccount('marketing'),
        to: userAccount(user.id),
        amount: DEMO_CREDIT_CENTS,
        reference: 'demo-signup',
        idempotencyKey: `demo_credit:${user.id}`,
      });
      const skins = await pickDemoSkins(tx, user.id);
      await deps.inventory.grant(tx, { userId: user.id, itemIds: skins, reason: 'demo_grant' });
      await deps.notifications.notify(tx, afterCommit, { userId: user.id, name: 'notification.demo_welcome' });
      return user;
    });
    const user = created ?? (await findUserByDemoKey(db, demoKey));
    if (!user) throw new Error(`demo user ${demoKey} vanished`);
    return user;
  }

  return {
    /**
     * Signs in a verified Steam id: creates the user on first sight (its Steam name normalised,
     * and suffixed when another account's name looks the same, see steamNameCandidates), promotes
     * ADMIN_STEAM_IDS, and records the agreement the login modal made them accept
     * (docs/product/overview.md "Accounts and sign-in"). `referralCode` (the visitor's
     * `skinbet_ref` cookie) attributes an account it creates, unless `origin` is one of the
     * referrer's own (see attributeNewAccount).
     */
    async signInWithSteam(
      steamId: string,
      options: { referralCode?: string; origin?: SignInOrigin } = {},
    ): Promise<UserRow> {
      let user = await findUserBySteamId(db, steamId);
      if (!user) {
        const profile = await deps.profiles.profileFor(steamId);
        const name = normalizeName(profile.username) || generatedProfile(`steam:${steamId}`).username;
        user = await inTransaction(db, async (tx, afterCommit) => {
          const username = await freeSteamName(tx, name, steamId);
          const referrerId = await attributeNewAccount(tx, afterCommit, options.referralCode, options.origin);
          return insertUser(tx, { steamId, username, avatar: profile.avatar, referrerId });
        });
        user ??= await findUserBySteamId(db, steamId);
        if (!user) throw new Error(`user for steam id ${steamId} vanished`);
      }
      const promote = deps.adminSteamIds.has(steamId) && !user.isAdmin;
      const updated = await updateUser(db, user.id, {
        lastLoginAt: new Date(),
        agreementAcceptedAt: user.agreementAcceptedAt ?? new Date(),
        ...(promote ? { isAdmin: true } : {}),
      });
      deps.invalidate({ kind: 'user', userId: user.id });
      return updated ?? user;
    },

    /**
     * Demo sign-in (DEMO_LOGIN). Enters the demo account of `name` (in any case) or, when there is
     * none, creates it — with the demo credit, the demo skins and `role`, all in one transaction.
     * `role` counts only then: entering never changes a role. Refused: a name that is not valid
     * once normalised (400), an account that is not a demo account or whose role someone else
     * changed (403 `auth_api.not_demo_account`), a new name that looks like another account's
     * (403 `auth_api.name_taken`). On a demo site (DEMO_SITE) anyone can sign in, so it never
     * hands out staff: `role` and a demo account that holds a staff role are refused (403
     * `auth_api.demo_staff_refused`); staff come from ADMIN_STEAM_IDS or the operator.
     */
    async signInDemo(name: string, role: DemoRole | undefined, options: DemoSignInOptions = {}): Promise<UserRow> {
      if (deps.demoSite && role) throw new ApiError('auth_api.demo_staff_refused', 403);
      const username = normalizeName(name);
      if (!demoNameSchema.safeParse(username).success) throw new ApiError('app_api.invalid_request', 400);
      const demoKey = username.toLowerCase();
      let user = await findUserByDemoKey(db, demoKey);
      if (!user) {
        await options.beforeCreate?.();
        user = await createDemoUser(username, demoKey, role ?? null, options);
      }
      if (!isEnterableDemo(user)) throw new ApiError('auth_api.not_demo_account', 403);
      if (deps.demoSite && (user.demoRole !== null || user.isAdmin || user.isModerator)) {
        throw new ApiError('auth_api.demo_staff_refused', 403);
      }
      const updated = await updateUser(db, user.id, { lastLoginAt: new Date() });
      deps.invalidate({ kind: 'user', userId: user.id });
      return updated ?? user;
    },
  };
}

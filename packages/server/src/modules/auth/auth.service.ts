import type { Invalidation } from '../../cache/user-cache';
import type { Database } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import type { InventoryService } from '../inventory/inventory.service';
import type { MoneyService } from '../money/money.service';
import type { NotificationsService } from '../notifications/notifications.service';
import { findUserByDemoKey, findUserBySteamId, insertUser, updateUser } from '../users/users.repository';
import { DEMO_CREDIT_CENTS, pickDemoSkins } from './demo-grant';
import { generatedProfile, type ProfileProvider } from './profile-provider';
import type { UserRow } from './session.service';

export type DemoRole = 'admin' | 'moderator';
export type AuthService = ReturnType<typeof createAuthService>;

export function createAuthService(deps: {
  db: Database;
  money: MoneyService;
  inventory: InventoryService;
  notifications: NotificationsService;
  profiles: ProfileProvider;
  adminSteamIds: Set<string>;
  invalidate: (message: Invalidation) => void;
}) {
  const { db } = deps;

  return {
    /**
     * Signs in a verified Steam id: creates the user on first sight, promotes ADMIN_STEAM_IDS,
     * and records the agreement the login modal made them accept (SPEC §4).
     */
    async signInWithSteam(steamId: string): Promise<UserRow> {
      let user = await findUserBySteamId(db, steamId);
      if (!user) {
        const profile = await deps.profiles.profileFor(steamId);
        user = (await insertUser(db, { steamId, ...profile })) ?? (await findUserBySteamId(db, steamId));
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
     * Demo sign-in (DEMO_LOGIN): the first sign-in of a name creates the account with the demo
     * credit and demo skins in one transaction; a concurrent first sign-in finds the row instead.
     */
    async signInDemo(name: string, role: DemoRole | undefined): Promise<UserRow> {
      const demoKey = name.toLowerCase();
      let user = await findUserByDemoKey(db, demoKey);
      if (!user) {
        user = await inTransaction(db, async (tx, afterCommit) => {
          const created = await insertUser(tx, {
            demoKey,
            username: name,
            avatar: generatedProfile(`demo:${demoKey}`).avatar,
            agreementAcceptedAt: new Date(),
          });
          if (!created) return undefined;
          await deps.money.change(tx, afterCommit, {
            userId: created.id,
            delta: DEMO_CREDIT_CENTS,
            kind: 'demo_credit',
            reference: 'demo-signup',
          });
          const skins = await pickDemoSkins(tx, created.id);
          await deps.inventory.grant(tx, { userId: created.id, itemIds: skins, reason: 'demo_grant' });
          await deps.notifications.notify(tx, afterCommit, { userId: created.id, name: 'notification.demo_welcome' });
          return created;
        });
        user ??= await findUserByDemoKey(db, demoKey);
        if (!user) throw new Error(`demo user ${demoKey} vanished`);
      }
      const roleFlags = role === 'admin' ? { isAdmin: true } : role === 'moderator' ? { isModerator: true } : {};
      const updated = await updateUser(db, user.id, { lastLoginAt: new Date(), ...roleFlags });
      deps.invalidate({ kind: 'user', userId: user.id });
      return updated ?? user;
    },
  };
}

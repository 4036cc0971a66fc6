import type { Database } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import type { Emitter } from '../../realtime/emitter';
import { insertAudit, listChatBanReasons, readSetting, writeSetting } from './settings.repository';

const MAINTENANCE_KEY = 'maintenance';
/** Other nodes notice a switch within this long; the node that switched knows at once. */
const MAINTENANCE_CACHE_MS = 1000;

export type SettingsService = ReturnType<typeof createSettingsService>;

/** Site-wide switches stored in the database, so every node agrees (maintenance, SPEC §4). */
export function createSettingsService(deps: { db: Database; emitter: Emitter }) {
  let cached: { value: boolean; at: number } | undefined;

  return {
    async isMaintenance(): Promise<boolean> {
      if (cached && Date.now() - cached.at < MAINTENANCE_CACHE_MS) return cached.value;
      const value = (await readSetting<boolean>(deps.db, MAINTENANCE_KEY)) ?? false;
      cached = { value, at: Date.now() };
      return value;
    },

    /** Switches maintenance, audited; switching it on tells every client to refresh (SPEC §4). */
    async setMaintenance(actorId: number, enabled: boolean): Promise<void> {
      await inTransaction(deps.db, async (tx, afterCommit) => {
        await writeSetting(tx, MAINTENANCE_KEY, enabled);
        await insertAudit(tx, { actorId, action: enabled ? 'maintenance.on' : 'maintenance.off' });
        afterCommit(() => {
          cached = { value: enabled, at: Date.now() };
          if (enabled) deps.emitter.toAll('refreshPage');
        });
      });
    },

    chatBanReasons: () => listChatBanReasons(deps.db),
  };
}

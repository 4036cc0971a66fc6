import type { Database } from '../../../db/client';
import { inTransaction } from '../../../db/transaction';
import type { Emitter } from '../../../realtime/emitter';
import { recordAudit } from '../audit/audit.service';
import { listChatBanReasons, readSetting, writeSetting } from './settings.repository';

const MAINTENANCE_KEY = 'maintenance';
const CHAT_ENABLED_KEY = 'chat_enabled';
/** Other nodes notice a switch within this long; the node that switched knows at once. Each read is a
 * statement on every write request and chat message, so it is not read more often (bench/README.md). */
const SWITCH_CACHE_MS = 5_000;

export type SettingsService = ReturnType<typeof createSettingsService>;

/**
 * A site-wide on/off switch read on hot paths (every write request, every chat message): each
 * node reads it at most once per SWITCH_CACHE_MS, and the node that switched it knows at once.
 */
function cachedSwitch(db: Database, key: string, fallback: boolean) {
  let cached: { value: boolean; at: number } | undefined;
  return {
    async read(): Promise<boolean> {
      if (cached && Date.now() - cached.at < SWITCH_CACHE_MS) return cached.value;
      const value = (await readSetting<boolean>(db, key)) ?? fallback;
      cached = { value, at: Date.now() };
      return value;
    },
    remember(value: boolean): void {
      cached = { value, at: Date.now() };
    },
  };
}

/** Site-wide switches stored in the database, so every node agrees: maintenance, and the chat switched off. */
export function createSettingsService(deps: { db: Database; emitter: Emitter }) {
  const maintenance = cachedSwitch(deps.db, MAINTENANCE_KEY, false);
  const chatEnabled = cachedSwitch(deps.db, CHAT_ENABLED_KEY, true);

  return {
    isMaintenance: () => maintenance.read(),

    /**
     * Switches maintenance, audited; switching it on tells every client to refresh
     * (docs/api/socket-events.md "Server to client").
     */
    async setMaintenance(actorId: number, enabled: boolean): Promise<void> {
      await inTransaction(deps.db, async (tx, afterCommit) => {
        await writeSetting(tx, MAINTENANCE_KEY, enabled);
        await recordAudit(tx, { actorId, action: enabled ? 'maintenance.on' : 'maintenance.off' });
        afterCommit(() => {
          maintenance.remember(enabled);
          if (enabled) deps.emitter.toAll('refreshPage');
        });
      });
    },

    /** Whether players may write in the chat ("Chat off" when not); on unless an admin switched it off. */
    isChatEnabled: () => chatEnabled.read(),

    /** An admin switches the chat on or off, audited; every client hears `chatStatus`. */
    async setChatEnabled(actorId: number, enabled: boolean): Promise<void> {
      await inTransaction(deps.db, async (tx, afterCommit) => {
        await writeSetting(tx, CHAT_ENABLED_KEY, enabled);
        await recordAudit(tx, { actorId, action: 'chat.enabled', details: { enabled } });
        afterCommit(() => {
          chatEnabled.remember(enabled);
          deps.emitter.toAll('chatStatus', { enabled });
        });
      });
    },

    chatBanReasons: () => listChatBanReasons(deps.db),
  };
}

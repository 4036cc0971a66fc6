import type { Database } from '../../../db/client';
import { inTransaction } from '../../../db/transaction';
import type { Emitter } from '../../../realtime/emitter';
import type { BannerSetRequest } from '@skinbet/shared/schemas/admin-content.schemas';
import { ApiError } from '../../../http/api-error';
import { databaseNow } from '../../../platform/db-clock.repository';
import { recordAudit } from '../audit/audit.service';
import { listChatBanReasons, readSetting, writeSetting } from './settings.repository';
import { BANNER_KEY, nextBanner, presentBannerState, publicBanner, type StoredBanner } from './site-banner';

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
function cachedSetting<T>(db: Database, key: string, fallback: T) {
  let cached: { value: T; at: number } | undefined;
  return {
    async read(): Promise<T> {
      if (cached && Date.now() - cached.at < SWITCH_CACHE_MS) return cached.value;
      const value = (await readSetting<T>(db, key)) ?? fallback;
      cached = { value, at: Date.now() };
      return value;
    },
    remember(value: T): void {
      cached = { value, at: Date.now() };
    },
  };
}

const cachedSwitch = (db: Database, key: string, fallback: boolean) => cachedSetting<boolean>(db, key, fallback);

/** Site-wide switches stored in the database, so every node agrees: maintenance, and the chat switched off. */
export function createSettingsService(deps: { db: Database; emitter: Emitter }) {
  const maintenance = cachedSwitch(deps.db, MAINTENANCE_KEY, false);
  const chatEnabled = cachedSwitch(deps.db, CHAT_ENABLED_KEY, true);
  const banner = cachedSetting<StoredBanner | undefined>(deps.db, BANNER_KEY, undefined);

  return {
    isMaintenance: () => maintenance.read(),

    /**
     * Switches maintenance, audited; switching it on tells every client to refresh
     * (docs/api/socket-events.md "Server to client").
     */
    async setMaintenance(actorId: number, enabled: boolean): Promise<void> {
      await inTransaction(deps.db, async (tx, afterCommit) => {
        const before = (await readSetting<boolean>(tx, MAINTENANCE_KEY)) ?? false;
        await writeSetting(tx, MAINTENANCE_KEY, enabled);
        await recordAudit(tx, {
          actorId,
          action: 'maintenance',
          before: { maintenance: before },
          after: { maintenance: enabled },
        });
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
        const before = (await readSetting<boolean>(tx, CHAT_ENABLED_KEY)) ?? true;
        await writeSetting(tx, CHAT_ENABLED_KEY, enabled);
        await recordAudit(tx, {
          actorId,
          action: 'chat.enabled',
          before: { enabled: before },
          after: { enabled },
          details: { enabled },
        });
        afterCommit(() => {
          chatEnabled.remember(enabled);
          deps.emitter.toAll('chatStatus', { enabled });
        });
      });
    },

    chatBanReasons: () => listChatBanReasons(deps.db),

    /** The banner players see now (`getConfig`), or null: off, past its end, or never set. */
    async publicBanner() {
      return publicBanner(await banner.read(), Date.now());
    },

    /** The stored banner as the console edits it. */
    async bannerState() {
      return presentBannerState(await readSetting<StoredBanner>(deps.db, BANNER_KEY));
    },

    /**
     * `POST /api/admin/banner/set` (audited `banner.set` with before and after): stores the banner with
     * the next version. An end time already past (database clock) is refused: it would never show.
     */
    async setBanner(actorId: number, request: BannerSetRequest) {
      return inTransaction(deps.db, async (tx, afterCommit) => {
        const now = await databaseNow(tx);
        if (request.ends_at !== null && Date.parse(request.ends_at) <= now) {
          throw new ApiError('admin_content_api.ends_in_past', 400);
        }
        const before = await readSetting<StoredBanner>(tx, BANNER_KEY);
        const after = nextBanner(before, request, new Date(now));
        await writeSetting(tx, BANNER_KEY, after);
        await recordAudit(tx, {
          actorId,
          action: 'banner.set',
          target: 'banner',
          before: presentBannerState(before),
          after: presentBannerState(after),
        });
        afterCommit(() => banner.remember(after));
        return presentBannerState(after);
      });
    },
  };
}

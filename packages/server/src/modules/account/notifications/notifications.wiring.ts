import type { WiringCore } from '../../../platform/wiring';
import { createNotificationsService } from './notifications.service';

/** A player's notices, pushed once their transaction commits (their routes are the user routes). */
export function notificationsServices(core: WiringCore) {
  const { db, emitter, invalidate } = core;
  return { notifications: createNotificationsService({ db, emitter, invalidate }) };
}

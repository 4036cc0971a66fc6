import type { RoutePlugin, WiringCore } from '../../../platform/wiring';
import type { MoneyService } from '../../ledger/money/money.service';
import type { NotificationsService } from '../../account/notifications/notifications.service';
import { ticketsAdminRoutes } from './tickets-admin.routes';
import { createTicketsAdminService, type TicketsAdminService } from './tickets-admin.service';
import { ticketsUploadRoutes } from './tickets-upload.routes';
import { ticketsRoutes } from './tickets.routes';
import { createTicketsService, type TicketsService } from './tickets.service';

/** Support tickets: the player's side and the staff's (replies, the x3 fairness compensation, audited). */
export function ticketsServices(core: WiringCore, deps: { money: MoneyService; notifications: NotificationsService }) {
  const { db, emitter } = core;
  return {
    /** The player's side: list, read, create and write (with images), close. */
    tickets: createTicketsService({ db, emitter }),
    /** The staff's side: queue, reply, close, the x3 fairness compensation (audited). */
    ticketsAdmin: createTicketsAdminService({ db, emitter, ...deps }),
  };
}

export function ticketsRoutePlugins(
  core: Pick<WiringCore, 'config'>,
  services: { tickets: TicketsService; ticketsAdmin: TicketsAdminService },
): RoutePlugin[] {
  const { tickets, ticketsAdmin } = services;
  return [
    (scope) => ticketsRoutes(scope, { tickets }),
    // Forms with an image: the one scope where multipart bodies are parsed.
    (scope) => ticketsUploadRoutes(scope, { tickets, allowedOrigins: core.config.allowedOrigins }),
    (scope) => ticketsAdminRoutes(scope, { ticketsAdmin }),
  ];
}

import type { RoutePlugin, WiringCore } from '../../../platform/wiring';
import { createAuditListService, type AuditListService } from './audit-list.service';
import { auditRoutes } from './audit.routes';

/** The audit log's reader (writers call `recordAudit` in their own transactions). */
export function auditServices(core: WiringCore) {
  return { auditList: createAuditListService({ db: core.db }) };
}

export function auditRoutePlugins(services: { auditList: AuditListService }): RoutePlugin[] {
  return [(scope) => auditRoutes(scope, services)];
}

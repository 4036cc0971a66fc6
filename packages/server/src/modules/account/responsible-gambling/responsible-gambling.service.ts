import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../../db/client';
import { createGate } from './gate';

export type ResponsibleGambling = ReturnType<typeof createResponsibleGambling>;

/**
 * Responsible gambling (docs/product/responsible-gambling.md): the gate every stake and deposit
 * passes, and the player's own tools (limits, time-out and self-exclusion, reality checks).
 */
export function createResponsibleGambling(deps: {
  db: Database;
  log: FastifyBaseLogger;
  /**
   * The settlement consumer throws for a wager whose stake never passed `admitStake` (a game that
   * forgot the gate). Default on; off only while a game is not wired yet.
   */
  requireAdmittedStakes?: boolean;
}) {
  const gate = createGate({ db: deps.db, log: deps.log, requireAdmittedStakes: deps.requireAdmittedStakes ?? true });
  return { ...gate };
}

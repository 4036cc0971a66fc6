import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../../db/client';
import { createRgConsole } from './console';
import { createExclusions, type EndOtherSessions } from './exclusions';
import { createGate } from './gate';
import { createLimits } from './limits';
import { createRealityCheck } from './reality-check';

export type ResponsibleGambling = ReturnType<typeof createResponsibleGambling>;

/**
 * Responsible gambling (docs/product/responsible-gambling.md): the gate every stake and deposit
 * passes, the player's own tools (limits, time-out and self-exclusion, reality checks), and the
 * console's read-only view.
 */
export function createResponsibleGambling(deps: {
  db: Database;
  log: FastifyBaseLogger;
  /** Signs out a player's other sessions when they self-exclude (the auth module's sessions). */
  endOtherSessions: EndOtherSessions;
  /**
   * The settlement consumer throws for a wager whose stake never passed `admitStake` (a game that
   * forgot the gate). Default on; off only while a game is not wired yet.
   */
  requireAdmittedStakes?: boolean;
}) {
  const { db } = deps;
  const gate = createGate({ db, log: deps.log, requireAdmittedStakes: deps.requireAdmittedStakes ?? true });
  const limits = createLimits({ db, sources: gate.depositSources });
  const exclusions = createExclusions({ db, endOtherSessions: deps.endOtherSessions });
  const realityCheck = createRealityCheck({ db });
  const rgConsole = createRgConsole({
    db,
    limits: limits.view,
    exclusion: gate.exclusionState,
    realityCheckMinutes: realityCheck.minutesOf,
  });
  return {
    ...gate,
    limits,
    exclusions,
    realityCheck,
    console: rgConsole,
  };
}

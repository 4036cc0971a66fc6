import type { WiringCore } from '../../../platform/wiring';
import { createResponsibleGambling } from './responsible-gambling.service';

/**
 * Responsible gambling: the gate of every stake and deposit, and the player's tools. Built before
 * the games and the deposit paths, which are handed its service; its settlement consumer is
 * registered by app-context in the pipeline's order.
 */
export function responsibleGamblingServices(
  core: WiringCore,
  deps: Pick<Parameters<typeof createResponsibleGambling>[0], 'requireAdmittedStakes'>,
) {
  return {
    responsibleGambling: createResponsibleGambling({ db: core.db, log: core.log, ...deps }),
  };
}

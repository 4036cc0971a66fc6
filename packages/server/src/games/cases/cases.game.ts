import { casesEdgeBasisPoints } from '@skinbet/shared/economy';
import { defineGame } from '../game-descriptor';
import { findOpenedCaseNames } from './cases-history.repository';
import { casesAdminRoutes } from './cases-admin.routes';
import { createCasesAdminService } from './cases-admin.service';
import { createCasesSeedsService } from './cases-seeds.service';
import { createCasesService } from './cases.service';
import { casesRoutes } from './cases.routes';

/** Cases (docs/games/cases.md "Rules"): opened on demand over HTTP, no rounds and no leader timer. */
export const casesGame = defineGame({
  id: 'cases',
  houseEdge: (config) => casesEdgeBasisPoints(config.cases.rtpBasisPoints),
  // An opening's row shows the name of the case it opened.
  async historyDetails(db, openingIds) {
    const rows = await findOpenedCaseNames(db, openingIds);
    return new Map(rows.map((opening) => [opening.id, opening.name]));
  },
  create({ config, db, emitter, inventory, settlement, stakeGate }) {
    const casesSeeds = createCasesSeedsService({ db });
    const services = {
      /** Case seeds per player (any node): shown, edited, rotated; openings lock them. */
      casesSeeds,
      /** Cases: the grid, odds tables, openings (any node) and the verifier's view of them. */
      cases: createCasesService({ db, emitter, inventory, settlement, stakeGate, seeds: casesSeeds }),
      /** The console's case editor (new table versions, enable/disable) and openings browser. */
      casesAdmin: createCasesAdminService({ db }),
    };
    return {
      id: 'cases',
      services,
      async routes(scope) {
        await casesRoutes(scope, services);
        await casesAdminRoutes(scope, services);
      },
      sockets: () => [],
      leaderTask: () => undefined,
      console: { limits: { rtp_basis_points: config.cases.rtpBasisPoints } },
    };
  },
});

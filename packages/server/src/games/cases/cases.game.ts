import { casesEdgeBasisPoints } from '@skinbet/shared/economy';
import { defineGame } from '../game-descriptor';
import { findOpenedCaseNames } from './cases-history.repository';
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
  create({ db, emitter, inventory, settlement }) {
    const casesSeeds = createCasesSeedsService({ db });
    const services = {
      /** Case seeds per player (any node): shown, edited, rotated; openings lock them. */
      casesSeeds,
      /** Cases: the grid, odds tables, openings (any node) and the verifier's view of them. */
      cases: createCasesService({ db, emitter, inventory, settlement, seeds: casesSeeds }),
    };
    return {
      id: 'cases',
      services,
      routes: (scope) => casesRoutes(scope, services),
      sockets: () => [],
      leaderTask: () => undefined,
    };
  },
});

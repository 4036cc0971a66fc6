import { casesEdgeBasisPoints } from '@skinbet/shared/economy';
import { defineGame } from '../game-descriptor';

/** Placeholder while case battles are built in this session (replaced before it lands). */
export const battlesGame = defineGame({
  id: 'battles',
  houseEdge: (config) => casesEdgeBasisPoints(config.cases.rtpBasisPoints),
  create() {
    return {
      id: 'battles',
      services: {},
      routes: async () => {},
      sockets: () => [],
      leaderTask: () => undefined,
      console: { limits: {} },
    };
  },
});

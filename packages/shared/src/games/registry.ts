/**
 * The games, as both ends know them (docs/architecture/adding-a-game.md "Steps"): one line per game.
 * The ledger's game list and result accounts, the history's game filter, the support ticket's round
 * games and the web app's texts are read from here, so a new game is added here once.
 *
 * - `resultAccount`: the house account its result is booked on (the GGR report's total for it);
 *   `resultAccountLabel` says what that account holds.
 * - `namespace`: the web app's i18next namespace of its screens (`locales/<lang>/<namespace>.json`).
 * - `rounds`: it plays in shared rounds (one outcome for every player of the round): an operator can
 *   void the round in play and a support ticket can name a round of it.
 */
export const GAME_REGISTRY = {
  crash: {
    resultAccount: 'game:crash',
    resultAccountLabel: 'Crash result: stakes lost minus wins paid',
    namespace: 'crash',
    rounds: true,
  },
  jackpot: {
    /** The jackpot's players play against each other: the commission is the jackpot's whole result. */
    resultAccount: 'commission',
    resultAccountLabel: 'Jackpot result: the commission kept from each pot',
    namespace: 'jackpot',
    rounds: true,
  },
  wheel: {
    resultAccount: 'game:wheel',
    resultAccountLabel: 'Wheel result: stakes lost minus wins paid',
    namespace: 'wheel',
    rounds: true,
  },
  cases: {
    resultAccount: 'game:cases',
    resultAccountLabel: 'Cases result: case prices minus the value of the skins dropped',
    namespace: 'cases',
    rounds: false,
  },
  battles: {
    resultAccount: 'game:battles',
    resultAccountLabel: 'Case battles result: seats paid by players minus the value of the skins dealt to them',
    namespace: 'battles',
    rounds: false,
  },
} as const;

/** A game's id: the `game` of its wagers, its route segment and its ledger references. */
export type Game = keyof typeof GAME_REGISTRY;

/** Every game, in the order the site lists them. */
export const GAMES = Object.keys(GAME_REGISTRY) as [Game, ...Game[]];

export function isGame(value: string): value is Game {
  return Object.hasOwn(GAME_REGISTRY, value);
}

/** The house account a game's result is booked on. */
export type GameResultAccount = (typeof GAME_REGISTRY)[Game]['resultAccount'];

/** The games played in shared rounds (`rounds: true`). */
export type RoundGame = { [G in Game]: (typeof GAME_REGISTRY)[G]['rounds'] extends true ? G : never }[Game];
export const ROUND_GAMES = GAMES.filter((game) => GAME_REGISTRY[game].rounds) as [RoundGame, ...RoundGame[]];

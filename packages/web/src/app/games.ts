import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { GAMES, type Game } from '@skinbet/shared/games/registry';
import type { FairnessGame } from '../lib/fairness-game';

type LazyPage = LazyExoticComponent<ComponentType>;

/**
 * One game, as the web app knows it (docs/architecture/adding-a-game.md "Steps"). Everything here
 * loads lazily: the registry is part of the first load, the games' code and texts are not. A
 * game's name is `nav.<id>` in the common texts; its screens' texts are its namespace.
 */
export interface WebGame {
  id: Game;
  /** `/<id>`: the game's page, beside the inventory column. */
  page: LazyPage;
  /** Pages under `/<id>/…`, by path, beside the inventory column too (one case at `/cases/:id`). */
  childPages?: Readonly<Record<string, LazyPage>>;
  /** Pages of its own outside that layout, by path (a crash round at `/crash/:id`). */
  ownPages?: Readonly<Record<string, LazyPage>>;
  /** Its verifiers on `/provably-fair`. */
  fairness: Omit<FairnessGame, 'id' | 'labelKey'>;
}

/**
 * Every game of the web app, one entry each. The router, the mode bar and the provably-fair page
 * read it in the shared registry's order (the first game is the home page and the verifier's
 * default); the profile's history tabs follow the shared registry.
 */
export const WEB_GAMES: Readonly<Record<Game, WebGame>> = {
  crash: {
    id: 'crash',
    page: lazy(() => import('../features/crash/components/CrashPage')),
    ownPages: { 'crash/:id': lazy(() => import('../features/crash/components/CrashGamePage')) },
    fairness: {
      round: lazy(() =>
        import('../features/fairness/game-verifiers').then((m) => ({ default: m.GAME_VERIFIERS.crash.round })),
      ),
      manual: lazy(() =>
        import('../features/fairness/game-verifiers').then((m) => ({ default: m.GAME_VERIFIERS.crash.manual })),
      ),
    },
  },
  jackpot: {
    id: 'jackpot',
    page: lazy(() => import('../features/jackpot/components/JackpotPage')),
    fairness: {
      round: lazy(() =>
        import('../features/fairness/game-verifiers').then((m) => ({ default: m.GAME_VERIFIERS.jackpot.round })),
      ),
      manual: lazy(() =>
        import('../features/fairness/game-verifiers').then((m) => ({ default: m.GAME_VERIFIERS.jackpot.manual })),
      ),
    },
  },
  wheel: {
    id: 'wheel',
    page: lazy(() => import('../features/wheel/components/WheelPage')),
    fairness: {
      round: lazy(() =>
        import('../features/fairness/game-verifiers').then((m) => ({ default: m.GAME_VERIFIERS.wheel.round })),
      ),
      manual: lazy(() =>
        import('../features/fairness/game-verifiers').then((m) => ({ default: m.GAME_VERIFIERS.wheel.manual })),
      ),
    },
  },
  cases: {
    id: 'cases',
    page: lazy(() => import('../features/cases/components/CasesPage')),
    // docs/product/screens.md "Cases": one case opens as a child of the cases list.
    childPages: { ':id': lazy(() => import('../features/cases/components/CasePage')) },
    fairness: {
      round: lazy(() =>
        import('../features/fairness/game-verifiers').then((m) => ({ default: m.GAME_VERIFIERS.cases.round })),
      ),
      manual: lazy(() =>
        import('../features/fairness/game-verifiers').then((m) => ({ default: m.GAME_VERIFIERS.cases.manual })),
      ),
      ownHint: true,
    },
  },
  battles: {
    id: 'battles',
    page: lazy(() => import('../features/battles/components/BattlesPage')),
    // docs/games/battles.md "Screens": one battle opens beside the inventory column too.
    childPages: { ':id': lazy(() => import('../features/battles/components/BattlePage')) },
    fairness: {
      round: lazy(() =>
        import('../features/fairness/game-verifiers').then((m) => ({ default: m.GAME_VERIFIERS.battles.round })),
      ),
      manual: lazy(() =>
        import('../features/fairness/game-verifiers').then((m) => ({ default: m.GAME_VERIFIERS.battles.manual })),
      ),
      ownHint: true,
    },
  },
};

/** The games in display order (the shared registry's). */
export const WEB_GAME_LIST: readonly WebGame[] = GAMES.map((id) => WEB_GAMES[id]);

/** The provably-fair page's games, in display order. */
export const FAIRNESS_GAMES: readonly FairnessGame[] = WEB_GAME_LIST.map((game) => ({
  id: game.id,
  labelKey: `nav.${game.id}`,
  ...game.fairness,
}));

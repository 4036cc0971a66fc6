import type { ComponentType } from 'react';

/**
 * A game on the provably-fair page's verifier (docs/product/screens.md "Provably fair page"):
 * `?game=<id>` picks it, its two verifiers (a round or opening by id, and values typed by hand),
 * and whether it explains itself with hints of its own (`fairness.<id>.hint_<mode>`). The web game
 * registry (app/games.ts) hands each game's entry to the page; a game's verifiers may live in its
 * own feature.
 */
export interface FairnessGame {
  id: string;
  round: ComponentType;
  manual: ComponentType;
  ownHint?: boolean;
  /** Its name on the game switch: `fairness.games.<id>` unless given (a game's is `nav.<id>`). */
  labelKey?: string;
}

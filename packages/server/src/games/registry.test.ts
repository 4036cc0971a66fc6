import { describe, expect, it } from 'vitest';
import { GAMES } from '@skinbet/shared/games/registry';
import { GAME_DESCRIPTORS, GAME_HISTORY_DETAILS } from './registry';

describe('game registry', () => {
  it('has one descriptor per game of the shared registry, in its order', () => {
    expect(GAME_DESCRIPTORS.map((game) => game.id)).toEqual([...GAMES]);
  });

  it('reads history details of the games that add one to their rows', () => {
    expect(Object.keys(GAME_HISTORY_DETAILS).sort()).toEqual(['battles', 'cases', 'crash', 'wheel']);
  });
});

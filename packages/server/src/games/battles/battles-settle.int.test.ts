import { beforeAll, describe, expect, it } from 'vitest';
import { BATTLE_MODES, battleSeatCount } from '@skinbet/shared/games/battles/battles.machine';
import { useTestServer } from '../../test/use-test-server';
import { listCases, seedEverything } from '../cases/cases.int-support';
import { battler, expectSettledByFormula, playBattle } from './battle-settlement.int-support';

/**
 * A battle settles exactly as the formula says (docs/games/battles.md "Bets and items",
 * docs/fairness/formulas.md "Case battle"): every mode, normal and crazy, played by players and
 * against the house's bots, recomputed here from the revealed secret and seeds with the shared
 * functions — winners, each player's won items, the wagers and the ledger. Reveals are fast here.
 */
describe('battles settle by the formula', () => {
  const server = useTestServer({ BATTLE_ROUND_MS: '200', BATTLE_START_DELAY_MS: '0' }, { games: true });
  let cases: number[];

  beforeAll(async () => {
    await seedEverything(server);
    // The three cheapest, the first twice: a repeat is a round of its own.
    const cheapest = (await listCases(server)).sort((a, b) => a.price - b.price).slice(0, 3);
    cases = [cheapest[0]!.id, cheapest[1]!.id, cheapest[0]!.id, cheapest[2]!.id];
  });

  const players = (count: number) => Promise.all(Array.from({ length: count }, () => battler(server)));

  for (const mode of BATTLE_MODES) {
    for (const crazy of [false, true]) {
      it(`${mode}${crazy ? ' crazy' : ''} between players`, async () => {
        const seated = await players(battleSeatCount(mode));
        const id = await playBattle(server, { cases, mode, crazy }, seated);
        const { players: settled, expected } = await expectSettledByFormula(server, id);
        expect(settled).toHaveLength(battleSeatCount(mode));
        expect(expected.dealt).toHaveLength(cases.length * battleSeatCount(mode));
        // The profile history names the battle (docs/community/profiles.md "Bet history").
        const history = await server.post('/api/user/history', { game: 'battles' }, seated[1]!.token);
        expect(history.body.entries).toEqual([
          expect.objectContaining({
            game: 'battles',
            detail: `#${id} · ${mode}${crazy ? ' crazy' : ''} · ${cases.length} cases`,
            outcome: expected.outcome.winners.includes(1) ? 'won' : 'lost',
          }),
        ]);
      });
    }
  }

  it('a player against bots: a player win pays every item to the player, a bot win keeps them in the house', async () => {
    const outcomes = new Set<string>();
    // The secret is unknown before the end: play until both outcomes were seen (each is ~1/2).
    for (let played = 0; played < 30 && outcomes.size < 2; played += 1) {
      const [player] = await players(1);
      const id = await playBattle(server, { cases: cases.slice(0, 2), mode: '1v1' }, [player!], { bots: true });
      const { battle, paid, stakes, players: settled } = await expectSettledByFormula(server, id);
      expect(settled).toHaveLength(1);
      expect(battle.seats[1]).toMatchObject({ bot: true, user: null, client_seed: 'bot' });
      const playerWon = battle.winners!.includes(0);
      outcomes.add(playerWon ? 'player' : 'bot');
      // A bot win: nothing dealt to the player, the whole stake is the house's result.
      if (!playerWon) expect([paid, stakes]).toEqual([0, stakes]);
      else expect(paid).toBe(battle.payouts.reduce((sum, value) => sum + Math.round(value * 100), 0));
    }
    expect([...outcomes].sort()).toEqual(['bot', 'player']);
  });

  it('2v2 with players and bots: a bot’s share of a win stays with the house', async () => {
    // Seats 0 and 1 (one team) are players, the other team the house's.
    const [creator, mate] = await players(2);
    const together = await playBattle(server, { cases, mode: '2v2' }, [creator!, mate!], { bots: true });
    expect((await expectSettledByFormula(server, together)).players.map((seat) => seat.seat)).toEqual([0, 1]);

    // Seats 0 and 2: a player and a bot on each team, so the winners' items are shared with a bot.
    const [first, second] = await players(2);
    const mixed = await playBattle(server, { cases, mode: '2v2' }, [first!, second!], { bots: true, seats: [0, 2] });
    const { expected, paid } = await expectSettledByFormula(server, mixed);
    const toBot = expected.dealt.filter((deal) => deal.seat === 1 || deal.seat === 3);
    expect(toBot.length).toBeGreaterThan(0);
    expect(toBot.length).toBeLessThan(expected.dealt.length);
    expect(paid).toBeGreaterThan(0);
  });
});

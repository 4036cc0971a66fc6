import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../test/use-test-server';
import { instancesOf } from '../round-games.int-support';
import {
  betOf,
  freshRound,
  jackpotPlayer,
  pay,
  recomputedWinner,
  setBet,
  storedBets,
  storedRound,
  type JackpotPlayer,
} from './jackpot.int-support';

/**
 * The race: many players bet in the last moments of betting while the engine closes the
 * round. Whatever the interleaving, every accepted bet is in the pot with its own contiguous
 * tickets, every refused one kept its skins, and the winner is computed over exactly the bets
 * that got in.
 */
describe('jackpot races', () => {
  // A short window, so that the racing bets straddle the close.
  const server = useTestServer({ JACKPOT_BETTING_MS: '250' });

  it('bets racing the close: each accepted one is in the pot once, each refused one keeps its skins', async () => {
    const round = await freshRound(server.ctx);
    const racers: JackpotPlayer[] = [];
    for (let index = 0; index < 20; index += 1) {
      racers.push(await jackpotPlayer(server, { prices: [100 + index, 1_000 + 7 * index] }));
    }
    const [alice, bob] = [
      await jackpotPlayer(server, { prices: [500] }),
      await jackpotPlayer(server, { prices: [800] }),
    ];
    betOf(await setBet(server, alice.token, alice.myIds));
    betOf(await setBet(server, bob.token, bob.myIds));

    // The engine's side: spin as soon as the database clock says betting has closed.
    const rounds = server.ctx.services.jackpotRounds;
    const closing = (async () => {
      while (!(await rounds.spinRound(round.id))) await new Promise((resolve) => setTimeout(resolve, 5));
    })();
    // The racers arrive over ~400 ms around the close (250 ms after the second bet), all in flight at once.
    const answers = await Promise.all(
      racers.map(async (racer, index) => {
        await new Promise((resolve) => setTimeout(resolve, index * 20));
        return setBet(server, racer.token, racer.myIds);
      }),
    );
    await closing;

    const accepted = racers.filter((_, index) => answers[index]!.status === 200);
    const refused = racers.filter((_, index) => answers[index]!.status !== 200);
    for (const answer of answers.filter((each) => each.status !== 200)) {
      expect(answer).toEqual({ status: 400, body: { status: 'error', message: 'jackpot_api.already_started' } });
    }

    // The pot is exactly the two openers and the accepted racers, in one contiguous run of tickets.
    const spun = await storedRound(server.ctx.db, round.id);
    const bets = await storedBets(server.ctx, round.id);
    expect(bets.map((bet) => bet.userId).sort()).toEqual(
      [alice, bob, ...accepted].map((player) => player.user.id).sort(),
    );
    let next = 1;
    for (const bet of bets) {
      expect([bet.ticketFrom, bet.ticketTo]).toEqual([next, next + bet.bank - 1]);
      next = bet.ticketTo + 1;
    }
    expect(spun.totalTickets).toBe(next - 1);
    expect(spun.totalBank).toBe(bets.reduce((sum, bet) => sum + bet.bank, 0));
    expect(spun.totalItems).toBe(2 + 2 * accepted.length);
    expect(spun.winningTicket).toBe((await recomputedWinner(server.ctx, spun)).ticket);
    expect(spun.winnerUserId).toBe((await recomputedWinner(server.ctx, spun)).userId);

    for (const racer of accepted) {
      expect((await instancesOf(server.ctx, racer.myIds)).map((row) => [row.userId, row.status])).toEqual([
        [racer.user.id, 'in_bet'],
        [racer.user.id, 'in_bet'],
      ]);
    }
    for (const racer of refused) {
      expect(await instancesOf(server.ctx, racer.myIds)).toEqual(
        racer.myIds.map((id) => ({ id, userId: racer.user.id, status: 'available', isWonItem: false })),
      );
    }

    // And the payout moves exactly the pot: every accepted skin is the winner's or the site's.
    const paid = await pay(server.ctx, round.id);
    const pot = await instancesOf(server.ctx, [...alice.myIds, ...bob.myIds, ...accepted.flatMap((r) => r.myIds)]);
    for (const instance of pot) {
      expect(
        (instance.userId === paid.winnerUserId && instance.status === 'available') || instance.status === 'lost',
      ).toBe(true);
    }
    for (const racer of refused) {
      expect((await instancesOf(server.ctx, racer.myIds)).map((row) => row.status)).toEqual(['available', 'available']);
    }
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import { amountToCents } from '@skinbet/shared/money';
import type { CaseOpeningDto, CaseSummaryDto } from '@skinbet/shared/schemas/cases.schemas';
import { findLedgerMismatches } from '../../modules/ledger/money/ledger-check.repository';
import { useTestServer } from '../../test/use-test-server';
import { casePlayer, casesWagersOf, cheapestCase, openCase, seedEverything, verifyOpening } from './cases.int-support';

/**
 * Concurrent openings (issue 14 "Must show"): they never overdraw a balance and never reuse a
 * nonce — one player's openings queue on their seed row, the debit is the balance's guard — and a
 * rotation racing them leaves every opening verifiable.
 */
describe('cases races', () => {
  const server = useTestServer();
  let box: CaseSummaryDto;
  let price: number;

  beforeAll(async () => {
    await seedEverything(server);
    box = await cheapestCase(server);
    price = amountToCents(box.price)!;
  });

  const balanceOf = async (token: string) => (await server.post('/api/user/getBalance', {}, token)).body.balance;

  it('many openings at once with a balance for only some: exactly that many succeed, nothing overdrawn', async () => {
    const affordable = 5;
    const player = await casePlayer(server, price * affordable + price - 1);
    const answers = await Promise.all(Array.from({ length: 20 }, () => openCase(server, player.token, box.id)));

    const accepted = answers.filter((answer) => answer.status === 200);
    expect(accepted).toHaveLength(affordable);
    for (const refused of answers.filter((answer) => answer.status !== 200)) {
      expect(refused).toMatchObject({ status: 400, body: { message: 'cases_api.insufficient_funds' } });
    }
    expect(await balanceOf(player.token)).toBe((price - 1) / 100);
    // One nonce per accepted opening, none reused, none skipped.
    const nonces = accepted.map((answer) => answer.body.fairness.nonce as number).sort((a, b) => a - b);
    expect(nonces).toEqual([0, 1, 2, 3, 4]);
    expect((await server.post('/api/cases/seeds', {}, player.token)).body.nonce).toBe(affordable);
    expect(await casesWagersOf(server, player.id)).toHaveLength(affordable);
    expect(await findLedgerMismatches(server.ctx.db)).toEqual([]);
  });

  it('many players opening the same case at once all get their item and pay exactly the price', async () => {
    const players = await Promise.all(Array.from({ length: 12 }, () => casePlayer(server, price * 2)));
    const answers = await Promise.all(
      players.flatMap((player) => [openCase(server, player.token, box.id), openCase(server, player.token, box.id)]),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(24).fill(200));
    for (const player of players) {
      expect(await balanceOf(player.token)).toBe(0);
      const inventory = (await server.post('/api/user/getInventory', { appId: 730 }, player.token)).body.items;
      expect(inventory).toHaveLength(2);
    }
  });

  it('a rotation racing openings: every opening has its own (seed, nonce) and verifies afterwards', async () => {
    const player = await casePlayer(server, price * 10);
    const openings = Array.from({ length: 10 }, () => openCase(server, player.token, box.id));
    const rotation = server.post('/api/cases/seeds/rotate', {}, player.token);
    const answers = await Promise.all(openings);
    expect((await rotation).status).toBe(200);
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200));

    const used = answers.map((answer) => `${answer.body.fairness.server_seed_hash}:${answer.body.fairness.nonce}`);
    expect(new Set(used).size).toBe(10);
    await server.post('/api/cases/seeds/rotate', {}, player.token);
    for (const answer of answers) {
      const opening = (await server.post('/api/cases/opening', { id: answer.body.fairness.opening_id }, player.token))
        .body as CaseOpeningDto;
      expect(verifyOpening(opening)).toEqual({
        ticket: answer.body.fairness.ticket,
        itemId: answer.body.winItem.id,
        tableHashOk: true,
      });
    }
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import { sha256Hex } from '@skinbet/shared/fairness/hash';
import { amountToCents } from '@skinbet/shared/money';
import type { CaseOpeningDto, CaseSummaryDto } from '@skinbet/shared/schemas/cases.schemas';
import { useTestServer } from '../../test/use-test-server';
import { casePlayer, listCases, openCase, seedEverything, verifyOpening } from './cases.int-support';

/**
 * The verifier reproduces every opening (issue 14 "Must show"): a player opens several cases,
 * changes the client seed, opens more, rotates the server seed, opens more — then every opening is
 * recomputed from its revealed seed with the shared functions the browser's verifier uses.
 */
describe('cases: the verifier reproduces every opening, across a seed rotation', () => {
  const server = useTestServer();
  let cases: CaseSummaryDto[];

  beforeAll(async () => {
    await seedEverything(server);
    cases = (await listCases(server)).slice(0, 4);
  });

  const openingOf = async (token: string, id: number): Promise<CaseOpeningDto> => {
    const answer = await server.post('/api/cases/opening', { id }, token);
    expect(answer.status).toBe(200);
    return answer.body as CaseOpeningDto;
  };

  it('recomputes ticket and item of every opening from the revealed seeds', async () => {
    const budget = cases.reduce((sum, box) => sum + amountToCents(box.price)!, 0) * 4;
    const player = await casePlayer(server, budget);
    const first = (await server.post('/api/cases/seeds', {}, player.token)).body;
    const opened: Array<{ id: number; ticket: number; itemId: number; nonce: number; clientSeed: string }> = [];
    const open = async (box: CaseSummaryDto) => {
      const answer = await openCase(server, player.token, box.id);
      expect(answer.status).toBe(200);
      const { fairness, winItem } = answer.body;
      opened.push({
        id: fairness.opening_id,
        ticket: fairness.ticket,
        itemId: winItem.id,
        nonce: fairness.nonce,
        clientSeed: fairness.client_seed,
      });
      return fairness;
    };

    for (const box of cases) await open(box);
    await server.post('/api/cases/seeds/client', { client_seed: 'verify-me' }, player.token);
    for (const box of cases.slice(0, 2)) await open(box);
    // Nonces rise by one per opening under one server seed, whatever the client seed did.
    expect(opened.map((each) => each.nonce)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(opened.map((each) => each.clientSeed)).toEqual([
      ...Array(4).fill(first.client_seed),
      'verify-me',
      'verify-me',
    ]);

    // Before the rotation the seed in use stays secret.
    expect((await openingOf(player.token, opened[0]!.id)).server_seed).toBeNull();
    const rotated = (await server.post('/api/cases/seeds/rotate', {}, player.token)).body;
    expect(rotated.previous).toMatchObject({
      server_seed_hash: first.server_seed_hash,
      client_seed: 'verify-me',
      nonce: 6,
    });
    expect(sha256Hex(rotated.previous.server_seed)).toBe(first.server_seed_hash);
    expect(rotated.seeds).toMatchObject({ client_seed: 'verify-me', nonce: 0 });
    expect(rotated.seeds.server_seed_hash).not.toBe(first.server_seed_hash);
    expect((await server.post('/api/cases/seeds', {}, player.token)).body).toEqual(rotated.seeds);

    for (const box of cases) await open(box);
    expect(opened.slice(6).map((each) => each.nonce)).toEqual([0, 1, 2, 3]);
    // The new seed's openings stay secret until the next rotation…
    expect((await openingOf(player.token, opened[6]!.id)).server_seed).toBeNull();
    await server.post('/api/cases/seeds/rotate', {}, player.token);

    // …and then every opening verifies: seed ↔ hash, ticket from the seeds, item from the ticket, table ↔ hash.
    for (const each of opened) {
      const opening = await openingOf(player.token, each.id);
      expect(opening).toMatchObject({ nonce: each.nonce, ticket: each.ticket, table_version: 1 });
      const recomputed = verifyOpening(opening);
      expect(recomputed).toEqual({ ticket: each.ticket, itemId: each.itemId, tableHashOk: true });
      expect(opening.item.id).toBe(each.itemId);
    }
    const listed = (await server.post('/api/cases/openings', {}, player.token)).body.openings;
    expect(listed.map((each: { id: number }) => each.id)).toEqual(opened.map((each) => each.id).reverse());
  });
});

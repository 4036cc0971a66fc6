import { QueryClientProvider } from '@tanstack/react-query';
import i18next from 'i18next';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BattleDto } from '@skinbet/shared/games/battles/battles.schemas';
import '../../../lib/i18n';
import { createQueryClient } from '../../../lib/query-client';
import { finishedBattle } from '../verify-battle.test-support';
import { BattleRoundVerifier } from './BattleVerifier';
import { ChainAnchors } from './ChainAnchors';

const ANCHOR = 'a'.repeat(64);
const CHAINS = [
  { id: 9, game: 'battles:4', anchor: ANCHOR, length: 100_000, created_at: '2026-12-07T00:00:00.000Z' },
  { id: 2, game: 'crash', anchor: 'b'.repeat(64), length: 100_000, created_at: '2026-12-01T00:00:00.000Z' },
];

/**
 * `/provably-fair?game=battles&round=<id>` with the battle, the anchors and the chain walk already
 * in the cache (`steps` hashes from the secret to the anchor), as after they loaded.
 */
function render(battle: BattleDto, steps: number | null = 3, chains = CHAINS, chainsLoadedAt = Date.now()): string {
  const client = createQueryClient();
  client.setQueryData(['fairness-battle', battle.id], battle);
  client.setQueryData(['fairness-chains'], chains, { updatedAt: chainsLoadedAt });
  client.setQueryData(['fairness-chain-steps', battle.secret_hash, ANCHOR, battle.chain.round], steps);
  // An unpublished chain has no anchor: no secret reaches it.
  client.setQueryData(['fairness-chain-steps', battle.secret_hash, '', battle.chain.round], null);
  return renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[`/provably-fair?game=battles&round=${battle.id}`]}>
        <BattleRoundVerifier />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const tag = (html: string, testId: string) => new RegExp(`<[^>]*data-testid="${testId}"[^>]*>`).exec(html)?.[0] ?? '';
const outcomes = (html: string) =>
  Object.fromEntries([...html.matchAll(/data-check="(\w+)" data-outcome="(\w+)"/g)].map((match) => match.slice(1)));

describe('battle verifier on the page', () => {
  beforeAll(() => i18next.loadNamespaces('fairness'));

  it('recomputes a finished battle and shows every round per seat with the winner', () => {
    const html = render(finishedBattle());
    const result = tag(html, 'fairness-result');
    expect(result).toContain('data-result="match"');
    expect(result).toContain('data-winners="1"');
    expect(result).toContain('data-tickets="48135,56978,56265,64289"');
    expect(Object.values(outcomes(html)).every((outcome) => outcome === 'pass')).toBe(true);
    const rolls = [...html.matchAll(/data-testid="fairness-battle-roll"[^>]*data-ticket="(\d+)"/g)].map((m) => m[1]);
    expect(rolls).toEqual(['48135', '56978', '56265', '64289']);
    expect(result).toContain('data-lane="4"');
  });

  it('names what differs when the site reported another winner or ticket', () => {
    const battle = finishedBattle();
    battle.winners = [0];
    battle.rolls[3]!.ticket = 1;
    const html = render(battle);
    expect(tag(html, 'fairness-result')).toContain('data-result="mismatch"');
    expect(outcomes(html)).toMatchObject({ winners: 'fail', tickets: 'fail', items: 'pass' });
    expect(html).toContain('data-difference="winners"');
    expect(html).toContain('data-difference="ticket"');
    expect(tag(html, 'fairness-ticket-policy')).not.toBe('');
  });

  it('fails the chain when the secret does not reach its lane’s anchor', () => {
    expect(outcomes(render(finishedBattle(), null))).toMatchObject({ chain: 'fail' });
  });

  it('does not judge a chain missing from anchors loaded before the battle: they are loaded again first', () => {
    const older = render(finishedBattle(), 3, CHAINS.slice(1), Date.now() - 60_000);
    expect(tag(older, 'fairness-result')).toBe('');
    expect(older).toContain('role="status"');
    const newer = render(finishedBattle(), 3, CHAINS.slice(1), Date.now() + 60_000);
    expect(outcomes(newer)).toMatchObject({ chain: 'fail' });
  });

  it('says a waiting or running battle keeps its secret', () => {
    const html = render({ ...finishedBattle(), status: 'running', secret_hash: null, tables: null });
    expect(tag(html, 'fairness-result')).toContain('data-result="unrevealed"');
  });

  it('checks a cancelled battle’s revealed secret against its public hash and lane’s anchor', () => {
    const html = render({ ...finishedBattle(), status: 'cancelled', seeds: null, rolls: [], winners: null, dealt: [] });
    const result = tag(html, 'fairness-result');
    expect(result).toContain('data-result="match"');
    expect(result).toContain('data-cancelled="true"');
    expect(outcomes(html)).toEqual({ public_hash: 'pass', chain: 'pass' });
  });
});

describe('chain anchors', () => {
  beforeAll(() => i18next.loadNamespaces('fairness'));

  it('names battle chains by lane and explains lanes', () => {
    const client = createQueryClient();
    client.setQueryData(['fairness-chains'], CHAINS);
    const html = renderToStaticMarkup(
      <QueryClientProvider client={client}>
        <ChainAnchors />
      </QueryClientProvider>,
    );
    expect(html).toContain('data-testid="fairness-lanes-hint"');
    expect(html).toMatch(/data-game="battles:4"[^]*?<strong>[^<]*4<\/strong>/);
  });
});

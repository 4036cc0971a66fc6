import { QueryClientProvider } from '@tanstack/react-query';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ExclusionResponse,
  LimitDto,
  LimitsGetResponse,
  RealityCheckResponse,
} from '@skinbet/shared/schemas/responsible-gambling.schemas';
import type { UserDto } from '@skinbet/shared/schemas/user.schemas';
import '../../../lib/i18n';
import { createQueryClient } from '../../../lib/query-client';
import { QUERY_KEYS } from '../../../lib/query-keys';
import { RG_KEYS } from '../api/rg-keys';
import DepositLimitOffer from './DepositLimitOffer';
import { ExclusionBanner } from './ExclusionBanner';
import ProfileSection from './ProfileSection';
import RealityCheckModal from './RealityCheckModal';

/**
 * The responsible-gambling screens rendered with the server's answers already cached, as the page
 * shows them before any click (the flows run in e2e/responsible-gambling.e2e.test.ts).
 */
const NO_LIMITS: LimitDto[] = (['deposit', 'loss', 'wager'] as const).flatMap((kind) =>
  (['day', 'week', 'month'] as const).map((period) => ({ kind, period, amount: null, used: 0 })),
);
const NONE: ExclusionResponse = { kind: null, until: null };

interface Cache {
  hasDeposit?: boolean;
  limits?: LimitDto[];
  exclusion?: ExclusionResponse;
  realityCheck?: RealityCheckResponse;
}

function render(node: ReactNode, cache: Cache = {}): string {
  const client = createQueryClient();
  client.setQueryData(QUERY_KEYS.user, {
    id: 7,
    username: 'Alice',
    balance: 110,
    conditions: { hasDeposit: cache.hasDeposit ?? false },
  } as UserDto);
  client.setQueryData<LimitsGetResponse>(RG_KEYS.limits, { limits: cache.limits ?? NO_LIMITS });
  client.setQueryData(RG_KEYS.exclusion, cache.exclusion ?? NONE);
  if (cache.realityCheck) client.setQueryData(RG_KEYS.realityCheck, cache.realityCheck);
  return renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <MemoryRouter>{node}</MemoryRouter>
    </QueryClientProvider>,
  );
}

const withLimit = (limit: LimitDto) =>
  NO_LIMITS.map((slot) => (slot.kind === limit.kind && slot.period === limit.period ? limit : slot));

describe('the responsible-gambling screens', () => {
  const languageBefore = i18next.language;
  beforeAll(async () => {
    await i18next.changeLanguage('en');
    await i18next.loadNamespaces('responsible');
  });
  afterAll(() => i18next.changeLanguage(languageBefore));

  it('profile: nine limit slots, a limit with its use, a pending raise with its time and a cancel', () => {
    const html = render(<ProfileSection />, {
      limits: withLimit({
        kind: 'loss',
        period: 'week',
        amount: 50,
        used: 12.5,
        pending: { amount: 80, effective_at: '2026-12-08T10:00:00.000Z' },
      }),
    });
    expect(html.match(/data-testid="rg-limit"/g)).toHaveLength(9);
    expect(html).toContain('$12.50 of $50.00');
    expect(html).toContain('Changes to $80.00 on');
    expect(html).toContain('data-testid="rg-limit-cancel"');
    expect(html).toContain('href="/responsible-gaming"');
    // No exclusion: both choosers, nothing started before a confirmation.
    expect(html).toContain('data-testid="rg-timeout"');
    expect(html).toContain('data-testid="rg-self_exclusion"');
    expect(html).toContain('data-days="forever"');
    expect(html).not.toContain('data-testid="rg-exclusion-confirm"');
    expect(html).not.toMatch(/responsible\.|\{\w+\}/);
  });

  it('profile: a running time-out shows its end and what may be added; for good, nothing; a finished self-exclusion offers reopening', () => {
    const timeout = render(<ProfileSection />, {
      exclusion: { kind: 'timeout', until: '2026-12-08T10:00:00.000Z' },
    });
    expect(timeout).toContain('data-testid="rg-exclusion-running"');
    expect(timeout).toContain('Time-out until');
    expect(timeout).toContain('only keep play closed longer');
    expect(timeout).toContain('data-testid="rg-self_exclusion"');
    const forGood = render(<ProfileSection />, {
      exclusion: { kind: 'self_exclusion', until: null, permanent: true },
    });
    expect(forGood).toContain('Self-exclusion for good');
    expect(forGood).not.toContain('data-testid="rg-timeout"');

    const awaiting = render(<ProfileSection />, {
      exclusion: { kind: 'self_exclusion', until: null, can_reopen: true, reopen_at: null },
    });
    expect(awaiting).toContain('ask to reopen it');
    expect(awaiting).toContain('data-testid="rg-reopen"');
  });

  it('banner: until when, for good, or waiting to be reopened; nothing without an exclusion', () => {
    expect(render(<ExclusionBanner />)).toBe('');
    const until = render(<ExclusionBanner />, { exclusion: { kind: 'timeout', until: '2026-12-08T10:00:00.000Z' } });
    expect(until).toContain('data-kind="timeout"');
    expect(until).toMatch(/Play is closed until [^<]*2026/);
    expect(until).toContain('href="/profile#responsible-gaming"');
    expect(
      render(<ExclusionBanner />, { exclusion: { kind: 'self_exclusion', until: null, permanent: true } }),
    ).toContain('Play is closed for good');
    expect(render(<ExclusionBanner />, { exclusion: { kind: 'self_exclusion', until: null } })).toContain(
      'ask to reopen it',
    );
  });

  it('deposit modal: the limit offer before a first deposit, not after one or with a deposit limit; the page link always', () => {
    const first = render(<DepositLimitOffer />);
    expect(first).toContain('data-testid="deposit-limit-offer"');
    expect(first).toContain('href="/responsible-gaming"');
    const deposited = render(<DepositLimitOffer />, { hasDeposit: true });
    expect(deposited).not.toContain('data-testid="deposit-limit-offer"');
    expect(deposited).toContain('href="/responsible-gaming"');
    const limited = render(<DepositLimitOffer />, {
      limits: withLimit({ kind: 'deposit', period: 'month', amount: 100, used: 0 }),
    });
    expect(limited).not.toContain('data-testid="deposit-limit-offer"');
  });

  it('reality check: time played on the server clock, the net result and the three choices', () => {
    const html = render(<RealityCheckModal onClose={() => undefined} />, {
      realityCheck: {
        interval_minutes: 60,
        session_started_at: '2026-12-07T10:00:00.000Z',
        now: '2026-12-07T11:05:30.000Z',
        net_result: -12.5,
        wagered: 40,
      },
    });
    expect(html).toContain('data-minutes="65"');
    expect(html).toContain('1:05');
    expect(html).toContain('you are $12.50 down');
    expect(html).toContain('$40.00');
    expect(html).toContain('data-testid="reality-check-continue"');
    expect(html).toContain('data-testid="reality-check-break"');
    expect(html).toContain('href="/profile#responsible-gaming"');
  });
});

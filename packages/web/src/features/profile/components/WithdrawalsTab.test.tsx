import { QueryClientProvider } from '@tanstack/react-query';
import i18next from 'i18next';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AppConfigDto } from '@skinbet/shared/schemas/app.schemas';
import type { AvailableWithdrawResponse, WithdrawalDto } from '@skinbet/shared/schemas/withdrawals.schemas';
import '../../../lib/i18n';
import { createQueryClient } from '../../../lib/query-client';
import { QUERY_KEYS } from '../../../lib/query-keys';
import { withdrawAvailableQuery, withdrawListQuery } from '../../../lib/withdrawals';
import { WithdrawalsTab } from './WithdrawalsTab';

const row = (id: number, extra: Partial<WithdrawalDto> = {}): WithdrawalDto => ({
  id,
  type: 'money',
  system: 5,
  wallet: '**** 1111',
  amount: 20,
  tax: 4,
  net: 16,
  status: 'moderation',
  cancelable: true,
  item: null,
  reason: null,
  created_at: '2026-11-26T02:10:53.917Z',
  updated_at: '2026-11-26T02:10:53.917Z',
  ...extra,
});

function render(rows: WithdrawalDto[]): string {
  const client = createQueryClient();
  client.setQueryData(QUERY_KEYS.config, { wallet: { sandbox: true } } as AppConfigDto);
  client.setQueryData(withdrawAvailableQuery.queryKey, { available: 90 } as AvailableWithdrawResponse);
  client.setQueryData(withdrawListQuery.queryKey, {
    pages: [{ withdraws: rows, has_more: false }],
    pageParams: [null],
  });
  return renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <WithdrawalsTab />
    </QueryClientProvider>,
  );
}

const rowHtml = (html: string, id: number) =>
  new RegExp(`<tr[^>]*data-id="${id}"[^>]*>[\\s\\S]*?</tr>`).exec(html)?.[0] ?? '';

describe('the profile withdrawals tab', () => {
  beforeAll(() => i18next.loadNamespaces('profile'));

  it('shows "available", and each row with system, wallet, amount and net, status and date', () => {
    const html = render([row(1)]);
    expect(html).toContain('data-amount="90"');
    const first = rowHtml(html, 1);
    expect(first).toContain('Card RU');
    expect(first).toContain('**** 1111');
    expect(first).toContain('$20.00');
    expect(first).toContain('$16.00');
    expect(first).toContain('data-status="moderation"');
    expect(first).toContain('data-testid="withdrawal-cancel"');
  });

  it('offers cancel only while cancelable, and the reason of a rejected one', () => {
    const html = render([row(2, { status: 'canceled', cancelable: false, reason: 'Wrong wallet' })]);
    expect(rowHtml(html, 2)).not.toContain('withdrawal-cancel');
    expect(rowHtml(html, 2)).toContain('Wrong wallet');
  });

  it("in the sandbox, answers the bot's offer for a skin on its way", () => {
    const skin = row(3, {
      type: 'skin',
      system: null,
      status: 'sending',
      cancelable: false,
      item: { myId: 9, name: 'AWP | Capillary', image: '', price: 0.6 },
    });
    const html = rowHtml(render([skin]), 3);
    expect(html).toContain('AWP | Capillary');
    expect(html).toContain('data-testid="withdrawal-sandbox-accept"');
    expect(html).toContain('data-testid="withdrawal-sandbox-decline"');
  });
});

import { QueryClientProvider } from '@tanstack/react-query';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AppConfigDto } from '@skinbet/shared/schemas/app.schemas';
import type { InventoryItemDto } from '@skinbet/shared/schemas/items.schemas';
import type { DepositOrderDto } from '@skinbet/shared/schemas/payments.schemas';
import type { UserDto } from '@skinbet/shared/schemas/user.schemas';
import type { AvailableWithdrawResponse } from '@skinbet/shared/schemas/withdrawals.schemas';
import '../../../lib/i18n';
import { createQueryClient } from '../../../lib/query-client';
import { QUERY_KEYS } from '../../../lib/query-keys';
import { withdrawAvailableQuery } from '../../../lib/withdrawals';
import { orderQuery } from '../api/deposit.api';
import { DepositModal } from './DepositModal';
import { PaymentPage } from './PaymentPage';
import { SkinWithdrawTypeModal, WithdrawOptions } from './SkinWithdrawTypeModal';
import { WithdrawModal } from './WithdrawModal';

/**
 * The wallet's screens rendered with the server's answers already cached, as the page shows them
 * before any click (the flows themselves run in the browser tests).
 */
const WALLET: AppConfigDto['wallet'] = {
  methods: [
    { code: 'steam', name: 'Steam', provider: 'steam', min: 1, available: true, currency: 'USD' },
    { code: 'Cardru', name: 'Card RU', provider: 'freekassa', min: 1, available: true, currency: 'RUB' },
    { code: 'qiwi', name: 'Qiwi', provider: 'qiwi', min: 1, available: false, currency: 'RUB' },
    { code: 'card', name: 'Card', provider: 'card', min: 5, available: true, currency: 'RUB' },
  ],
  systems: [{ id: 5, code: 'card_ru', name: 'Card RU', min: 5, available: true }],
  tax_percent: 20,
  sale_fee_percent: 20,
  deposit_bonus_percent: 10,
  default_deposit: 10,
  payout_wait_minutes: [5, 30],
  sandbox: true,
};

const ORDER: DepositOrderDto = {
  id: 1,
  method: 'Cardru',
  method_name: 'Card RU',
  provider: 'freekassa',
  sum: 10,
  bonus: 1,
  amount: '900.00',
  currency: 'RUB',
  rate: '90',
  status: 'pending',
  created_at: '2026-11-26T02:10:49.506Z',
  sandbox: true,
};

const AVAILABLE: AvailableWithdrawResponse = {
  available: 100,
  balance: 110,
  unwagered: 10,
  unwagered_credits: [{ kind: 'deposit', amount: 10, unwagered: 10, date: '2026-11-26T02:10:49.506Z' }],
  protected: 0,
  protected_until: null,
  protected_releases: [],
  debt: 0,
  min: 5,
  money_limit: 1000,
  kyc_over: 500,
  kyc_verified: false,
  tax_percent: 20,
  min_level: 1,
  has_deposit: true,
  pending: false,
  withdraws: [],
};

const SKIN = {
  id: 11,
  myId: 3,
  market_hash_name: 'MP5-SD | Phosphor (Field-Tested)',
  name: 'MP5-SD | Phosphor',
  weapon: 'MP5-SD',
  exterior: 'Field-Tested',
  rarity: 'Mil-Spec',
  rarity_color: '#4b69ff',
  stattrak: false,
  price: 6,
  image: '',
  market_count: 1,
  status: 'available',
  pivot: { is_won_item: 1 },
} satisfies InventoryItemDto;

function render(node: ReactNode, path = '/', user: Partial<UserDto> = {}): string {
  const client = createQueryClient();
  client.setQueryData(QUERY_KEYS.config, { site_tag: 'SKINBET', url_trade: '', wallet: WALLET } as AppConfigDto);
  client.setQueryData(QUERY_KEYS.user, {
    id: 7,
    username: 'Alice SKINBET',
    balance: 110,
    level: 3,
    is_demo: true,
    trade_link: null,
    ...user,
  } as UserDto);
  client.setQueryData(QUERY_KEYS.inventory, [SKIN]);
  client.setQueryData(withdrawAvailableQuery.queryKey, AVAILABLE);
  client.setQueryData(orderQuery(1).queryKey, ORDER);
  return renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/payments/:id" element={node} />
          <Route path="*" element={node} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('the wallet screens', () => {
  beforeAll(() => i18next.loadNamespaces('wallet'));

  it('deposit: the amount starts at 10, the tag bonus is shown, methods but the skin deposit are listed', () => {
    const html = render(<DepositModal />);
    expect(html).toContain('value="10"');
    expect(html).toContain('data-testid="deposit-tag-hint"');
    expect(html).toContain('+10% ($1.00)');
    expect(html).toContain('data-code="Cardru"');
    expect(html).toContain('data-code="card"');
    expect(html).not.toContain('data-code="steam"');
  });

  it('payment page: the sandbox provider page shows the order with Pay and Fail', () => {
    const html = render(<PaymentPage />, '/payments/1');
    expect(html).toContain('data-testid="payment-sandbox"');
    expect(html).toContain('900.00 RUB');
    expect(html).toContain('data-testid="payment-sandbox-pay"');
    expect(html).toContain('data-testid="payment-sandbox-fail"');
    expect(html).toContain('+$1.00');
  });

  it('withdraw: what is available, why less than the balance, the systems disabled until an amount', () => {
    const html = render(<WithdrawModal />);
    expect(html).toContain('data-available="100"');
    expect(html).toContain('data-reason="unwagered"');
    // What is still to wager, credit by credit (issue 25).
    expect(html).toContain('data-kind="deposit" data-left="10"');
    expect(/<button[^>]*data-system="5"[^>]*>/.exec(html)?.[0]).toContain('disabled');
    expect(/<input[^>]*data-testid="withdraw-confirm"[^>]*>/.exec(html)?.[0]).toContain('disabled');
    expect(html).toContain('5–30');
  });

  it('skin withdrawal: a selected won skin can be traded (once a trade link is saved) or sold at the fee', () => {
    // The modal shows these for the one selected skin (a server render cannot see the selection).
    expect(render(<SkinWithdrawTypeModal />)).toContain('data-testid="skin-withdraw-modal"');
    const html = render(<WithdrawOptions item={SKIN} onCreated={() => undefined} />);
    expect(html).toContain('data-testid="skin-withdraw-trade-link-needed"');
    expect(/<button[^>]*data-testid="skin-withdraw-trade"[^>]*>/.exec(html)?.[0]).toContain('disabled');
    expect(html).toContain('data-fee="1.2"');
    expect(html).toContain('data-payout="4.8"');
  });

  it('skin withdrawal: a skin the storehouse buys sells to the site at the same full price, with no fee', () => {
    const plain: InventoryItemDto = { ...SKIN, pivot: { is_won_item: 0 } };
    const html = render(<WithdrawOptions item={plain} onCreated={() => undefined} />);
    expect(html).toContain('data-fee="0"');
    expect(html).toContain('data-payout="6"');
    expect(html).not.toContain('data-testid="skin-withdraw-fee"');
  });

  it('withdrawals ask a player with two-factor sign-in on for the code; others see no code field', () => {
    const twoFactor = { two_factor: { enabled: true, stepped_up_until: null } };
    const money = render(<WithdrawModal />, '/', twoFactor);
    expect(money).toContain('data-testid="withdraw-code"');
    expect(/<input[^>]*data-testid="withdraw-code-input"[^>]*>/.exec(money)?.[0]).toContain(
      'autoComplete="one-time-code"',
    );
    const skin = render(<WithdrawOptions item={SKIN} onCreated={() => undefined} />, '/', twoFactor);
    expect(skin).toContain('data-testid="skin-withdraw-code"');

    const without = { two_factor: { enabled: false, stepped_up_until: null } };
    expect(render(<WithdrawModal />, '/', without)).not.toContain('data-testid="withdraw-code"');
    expect(render(<WithdrawOptions item={SKIN} onCreated={() => undefined} />, '/', without)).not.toContain(
      'data-testid="skin-withdraw-code"',
    );
  });
});

import i18next from 'i18next';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import '../../../lib/i18n';
import type { DepositMethodDto } from '../deposit-rules';
import { MethodPicker } from './MethodPicker';
import { WithdrawSplit } from './WithdrawSplit';

const METHODS: DepositMethodDto[] = [
  { code: 'Cardru', name: 'Card RU', provider: 'freekassa', min: 1, available: true, currency: 'RUB' },
  { code: 'qiwi', name: 'Qiwi', provider: 'qiwi', min: 1, available: false, currency: 'RUB' },
];

/** Each method button's opening tag, by code. */
function buttons(html: string): Record<string, string> {
  return Object.fromEntries(
    [...html.matchAll(/<button[^>]*data-code="([^"]+)"[^>]*>/g)].map(([tag, code]) => [code!, tag]),
  );
}

const picker = (amount: number | null, promo = { text: '', applied: null }) =>
  renderToStaticMarkup(
    <MethodPicker methods={METHODS} amount={amount} promo={promo} busyCode={null} onChoose={() => undefined} />,
  );

describe('the deposit method picker', () => {
  // The modal's Suspense boundary waits for the wallet namespace; a synchronous render cannot.
  beforeAll(() => i18next.loadNamespaces('wallet'));

  it('shows each minimum, and Qiwi unavailable with its own message', () => {
    const html = picker(10);
    expect(html).toContain('от $1.00');
    expect(buttons(html).Cardru).not.toContain('disabled');
    expect(buttons(html).qiwi).toContain('disabled');
    expect(html).toContain('лицензия отозвана в феврале 2024');
  });

  it('keeps every method disabled without an amount above 0 or while a code is unchecked', () => {
    expect(buttons(picker(0)).Cardru).toContain('disabled');
    expect(buttons(picker(10, { text: 'bonus', applied: null })).Cardru).toContain('disabled');
  });

  it('shows the 20 % tax and the net amount before confirming', () => {
    const html = renderToStaticMarkup(<WithdrawSplit amount={10.01} taxPercent={20} />);
    expect(html).toContain('data-tax="2"');
    expect(html).toContain('data-net="8.01"');
    expect(html).toContain('$8.01');
  });
});

import { describe, expect, it } from 'vitest';
import { handoffTarget, orderStage, parseOrderId } from './payment-view';

describe('/payments/:id', () => {
  it('reads the order id from the path', () => {
    expect(parseOrderId('42')).toBe(42);
    for (const param of [undefined, '', '0', '-1', '1.5', 'abc', '01']) expect(parseOrderId(param), param).toBeNull();
  });

  it('shows the sandbox page, the hand-off or the result by the order state', () => {
    const order = { status: 'pending' as const, sandbox: false, provider: 'freekassa' as const, handoff: undefined };
    expect(orderStage({ ...order, sandbox: true })).toBe('sandbox');
    expect(orderStage({ ...order, handoff: { method: 'GET', url: 'https://pay.fk.money/', fields: {} } })).toBe(
      'handoff',
    );
    expect(orderStage(order)).toBe('waiting');
    for (const status of ['paid', 'failed', 'review', 'canceled'] as const) {
      expect(orderStage({ ...order, sandbox: true, status })).toBe(status);
    }
  });
});

describe('the hand-off to the provider', () => {
  it('adds GET fields to the provider URL, keeping its own query', () => {
    const target = handoffTarget({
      method: 'GET',
      url: 'https://pay.fk.money/?lang=ru',
      fields: { m: '14963', oa: '99.00', o: 'ID_234', s: 'abc' },
    });
    expect(target).toEqual({
      kind: 'redirect',
      url: 'https://pay.fk.money/?lang=ru&m=14963&oa=99.00&o=ID_234&s=abc',
    });
  });

  it('posts POST fields as a form to the provider', () => {
    expect(
      handoffTarget({ method: 'POST', url: 'https://yoomoney.ru/quickpay/confirm', fields: { label: '7', sum: '9' } }),
    ).toEqual({
      kind: 'form',
      action: 'https://yoomoney.ru/quickpay/confirm',
      fields: [
        ['label', '7'],
        ['sum', '9'],
      ],
    });
  });

  it('follows only http(s) addresses', () => {
    expect(handoffTarget({ method: 'GET', url: 'javascript:alert(1)', fields: {} })).toBeNull();
    expect(handoffTarget({ method: 'POST', url: 'not a url', fields: {} })).toBeNull();
  });
});

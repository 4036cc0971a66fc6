import { describe, expect, it } from 'vitest';
import { catalogReference, instancesReference, parseItemReference } from './ledger-reference';

describe('ledger item references', () => {
  it('reads back what it writes, repeats included', () => {
    expect(parseItemReference(catalogReference([3, 3, 7]))).toEqual({ source: 'catalog', ids: [3, 3, 7] });
    expect(parseItemReference(instancesReference([41]))).toEqual({ source: 'instances', ids: [41] });
  });

  it('keeps the stored format', () => {
    expect(catalogReference([1, 2])).toBe('catalog:1,2');
    expect(instancesReference([10, 11])).toBe('items:10,11');
  });

  it.each([null, '', 'demo-signup', 'test-factory', 'catalog:', 'items:1,', 'catalog:1;2', 'crash:12', 'items:-1'])(
    'ignores %s',
    (reference) => {
      expect(parseItemReference(reference)).toBeNull();
    },
  );

  it('ignores ids past the safe integer range', () => {
    expect(parseItemReference('catalog:99999999999999999999')).toBeNull();
  });
});

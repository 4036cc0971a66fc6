import { beforeEach, describe, expect, it, vi } from 'vitest';
import { installStorage } from './memory-storage.test-support';

const STORAGE_KEY = 'skinbet.purchase-confirm';

async function loadStore() {
  vi.resetModules();
  return (await import('./purchase-confirm-store')).usePurchaseConfirmStore;
}

describe('purchase confirmation settings', () => {
  beforeEach(() => vi.unstubAllGlobals());

  it('start at 25 % of the balance or $50, and are kept in local storage', async () => {
    const data = installStorage();
    const store = await loadStore();
    expect(store.getState().limits).toEqual({ percent: 25, amount: 50 });
    store.getState().setLimits({ percent: 10, amount: null });
    expect(JSON.parse(data.get(STORAGE_KEY) ?? '{}').state).toEqual({ limits: { percent: 10, amount: null } });
    expect((await loadStore()).getState().limits).toEqual({ percent: 10, amount: null });
  });

  it('ignore a corrupt entry and clamp the percent', async () => {
    installStorage({ [STORAGE_KEY]: JSON.stringify({ state: { limits: { percent: 'x', amount: -1 } }, version: 1 }) });
    const store = await loadStore();
    expect(store.getState().limits).toEqual({ percent: 25, amount: 50 });
    store.getState().setLimits({ percent: 400, amount: 5 });
    expect(store.getState().limits).toEqual({ percent: 100, amount: 5 });
  });
});

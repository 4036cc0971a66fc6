import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** Fresh modules per test: the reload timer is module state, as it is per page in the browser. */
async function load(maintenance: boolean) {
  vi.resetModules();
  const { queryClient } = await import('./query-client');
  const { QUERY_KEYS } = await import('./query-keys');
  queryClient.setQueryData(QUERY_KEYS.config, { maintenance });
  return import('./maintenance');
}

describe('maintenance reload rule', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('reloads 5 s after a round ends during maintenance', async () => {
    const { roundEnded, MAINTENANCE_RELOAD_DELAY_MS } = await load(true);
    const reload = vi.fn();
    roundEnded(reload);
    vi.advanceTimersByTime(MAINTENANCE_RELOAD_DELAY_MS - 1);
    expect(reload).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('does nothing when a round ends outside maintenance', async () => {
    const { roundEnded } = await load(false);
    const reload = vi.fn();
    roundEnded(reload);
    vi.runAllTimers();
    expect(reload).not.toHaveBeenCalled();
  });

  it('schedules one reload however many rounds end', async () => {
    const { roundEnded } = await load(true);
    const reload = vi.fn();
    roundEnded(reload);
    vi.advanceTimersByTime(3000);
    roundEnded(reload);
    vi.runAllTimers();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('turns maintenance on in the cached config when the server says refreshPage', async () => {
    const { maintenanceStarted, isMaintenanceOn } = await load(false);
    maintenanceStarted();
    expect(isMaintenanceOn()).toBe(true);
  });
});

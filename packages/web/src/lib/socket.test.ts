import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadServerEvents, onServerEvent, receive } from './socket';

describe('socket parser (shared registry schemas)', () => {
  // The registry loads with the socket client, after the first render; the socket listens only then.
  beforeAll(() => loadServerEvents());
  afterEach(() => vi.restoreAllMocks());

  it('hands a listener the payload its schema accepts', () => {
    const listener = vi.fn();
    const stop = onServerEvent('updateCashback', listener);
    receive('updateCashback', { cashback: 125 });
    stop();
    expect(listener).toHaveBeenCalledWith({ cashback: 125 });
  });

  it('drops a payload that fails its schema, and says so on the console', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const listener = vi.fn();
    const stop = onServerEvent('updateBalance', listener);
    receive('updateBalance', { balance: '12.34' });
    stop();
    expect(listener).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledOnce();
  });

  it('calls listeners of an event without payload with nothing', () => {
    const listener = vi.fn();
    const stop = onServerEvent('refreshPage', listener);
    receive('refreshPage', undefined);
    stop();
    expect(listener).toHaveBeenCalledWith(undefined);
  });
});

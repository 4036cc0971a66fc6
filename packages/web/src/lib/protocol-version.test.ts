import { PROTOCOL_VERSION } from '@skinbet/shared/events';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { isPageOutdated, isProtocolOutdated, protocolAnnounced, watchProtocolVersion } from './protocol-version';
import { loadServerEvents, receive } from './socket';

const hello = (protocol: number) => ({ protocol, userId: null, maintenance: false });

describe('protocol version check', () => {
  // The socket's parser checks events once the registry is loaded, as the connection does first.
  beforeAll(() => loadServerEvents());
  afterEach(() => protocolAnnounced(PROTOCOL_VERSION));

  it('calls a page outdated when the server names another version, older or newer', () => {
    expect(isProtocolOutdated(3, 3)).toBe(false);
    expect(isProtocolOutdated(4, 3)).toBe(true);
    expect(isProtocolOutdated(2, 3)).toBe(true);
    expect(isProtocolOutdated(PROTOCOL_VERSION)).toBe(false);
  });

  it("follows each connection's hello, through the socket's parser", () => {
    const stop = watchProtocolVersion();
    receive('hello', hello(PROTOCOL_VERSION));
    expect(isPageOutdated()).toBe(false);
    receive('hello', hello(PROTOCOL_VERSION + 1));
    expect(isPageOutdated()).toBe(true);
    // A reconnection to a server on this page's version again (a rolled-back deploy).
    receive('hello', hello(PROTOCOL_VERSION));
    expect(isPageOutdated()).toBe(false);
    stop();
  });

  it('ignores a hello that breaks its schema', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const stop = watchProtocolVersion();
    receive('hello', { protocol: 'next', userId: null, maintenance: false });
    expect(isPageOutdated()).toBe(false);
    expect(warn).toHaveBeenCalledOnce();
    stop();
    warn.mockRestore();
  });
});

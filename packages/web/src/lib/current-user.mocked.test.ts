import { environmentManager, QueryObserver, type QueryClient } from '@tanstack/react-query';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UserDto } from '@skinbet/shared/schemas/user.schemas';
import type * as apiClient from './api-client';
import { ApiFailure, apiPost } from './api-client';
import { USER_POLL_MS, userQuery, userSyncQuery } from './current-user';
import { createQueryClient } from './query-client';

// Only the network is replaced: what `/api/user/get` answers is what each test says.
vi.mock('./api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof apiClient>()),
  apiPost: vi.fn(),
}));

const readUser = vi.mocked(apiPost);
const player = { id: 7, username: 'player', balance: 100 } as UserDto;
const noSession = () => new ApiFailure('user_api.unauthenticated', 401, true);

/** The app shell's user sync (`useUserSync`) as a plain observer: the same options, no React. */
function syncUser(client: QueryClient): () => void {
  return new QueryObserver(client, userSyncQuery).subscribe(() => undefined);
}

describe('the user poll (the signed-in user is re-read every 5 s)', () => {
  let client: QueryClient;
  let stop: () => void = () => undefined;

  // The query loads the response schema on its first call (a dynamic import, real I/O that fake
  // timers cannot advance): have it loaded before the clock is faked.
  beforeAll(() => import('@skinbet/shared/schemas/current-user.schemas'));

  beforeEach(() => {
    // Node has no window, which TanStack Query takes for a server, where nothing is polled.
    environmentManager.setIsServer(() => false);
    vi.useFakeTimers();
    readUser.mockReset();
    client = createQueryClient();
    // The companion flag of a session cookie (current-user.ts `mayBeSignedIn`): this browser has one.
    vi.stubGlobal('document', { cookie: 'lang=ru; signed_in=1' });
  });

  afterEach(() => {
    stop();
    client.clear();
    vi.useRealTimers();
    environmentManager.setIsServer(() => typeof window === 'undefined');
    vi.unstubAllGlobals();
  });

  it('does not ask at all without the signed-in flag: a guest load sends no request to be refused', async () => {
    vi.stubGlobal('document', { cookie: 'lang=ru' });
    stop = syncUser(client);
    await vi.advanceTimersByTimeAsync(USER_POLL_MS * 2);
    expect(readUser).not.toHaveBeenCalled();
    expect(client.getQueryData(userSyncQuery.queryKey)).toBeNull();
  });

  it('asks once for a guest: no polls after the server says there is no session', async () => {
    readUser.mockRejectedValue(noSession());
    stop = syncUser(client);
    await vi.advanceTimersByTimeAsync(USER_POLL_MS * 6);
    expect(readUser).toHaveBeenCalledTimes(1);
    expect(client.getQueryData(userSyncQuery.queryKey)).toBeNull();
  });

  it('does not ask a guest again when a screen reading the user opens later', async () => {
    readUser.mockRejectedValue(noSession());
    stop = syncUser(client);
    await vi.advanceTimersByTimeAsync(USER_POLL_MS * 6);
    const reader = new QueryObserver(client, userQuery).subscribe(() => undefined);
    await vi.advanceTimersByTimeAsync(USER_POLL_MS);
    reader();
    expect(readUser).toHaveBeenCalledTimes(1);
  });

  it('re-reads a signed-in player every 5 s', async () => {
    readUser.mockResolvedValue(player);
    stop = syncUser(client);
    await vi.advanceTimersByTimeAsync(USER_POLL_MS * 6);
    expect(readUser).toHaveBeenCalledTimes(7);
  });

  it('starts polling after sign-in and stops when the session ends', async () => {
    readUser.mockRejectedValue(noSession());
    stop = syncUser(client);
    await vi.advanceTimersByTimeAsync(USER_POLL_MS * 2);
    expect(readUser).toHaveBeenCalledTimes(1);

    // Signing in re-reads the user (lib/session.ts `sessionChanged`).
    readUser.mockResolvedValue(player);
    await client.invalidateQueries({ queryKey: userSyncQuery.queryKey });
    await vi.advanceTimersByTimeAsync(USER_POLL_MS * 2);
    expect(readUser).toHaveBeenCalledTimes(4);

    // The session expires: the next poll hears so, and the polls stop.
    readUser.mockRejectedValue(noSession());
    await vi.advanceTimersByTimeAsync(USER_POLL_MS * 4);
    expect(readUser).toHaveBeenCalledTimes(5);
    expect(client.getQueryData(userSyncQuery.queryKey)).toBeNull();
  });

  it('keeps asking while the first read fails (network down), and shows the user once it answers', async () => {
    readUser.mockRejectedValue(new ApiFailure('app_error.login', 0));
    stop = syncUser(client);
    await vi.advanceTimersByTimeAsync(USER_POLL_MS * 3);
    const failedReads = readUser.mock.calls.length;
    expect(failedReads).toBeGreaterThan(2);

    readUser.mockResolvedValue(player);
    await vi.advanceTimersByTimeAsync(USER_POLL_MS);
    expect(client.getQueryData(userSyncQuery.queryKey)).toEqual(player);
  });
});

import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../../test/use-test-server';

/**
 * The `signed_in` flag beside the HttpOnly session cookie (session-flag.ts): the page reads it to
 * know whether asking who is signed in can answer anything but a 401.
 */
describe('the signed-in flag cookie', () => {
  const server = useTestServer();

  /** The Set-Cookie line for `name` on an answer to `path` sent with `cookie`. */
  async function setCookieFor(name: string, path: string, init: RequestInit = {}): Promise<string | undefined> {
    const response = await fetch(`${server.url}${path}`, init);
    await response.body?.cancel();
    return response.headers.getSetCookie().find((line) => line.startsWith(`${name}=`));
  }

  const signIn = async () => {
    const response = await fetch(
      `${server.url}/api/auth/test-login?name=flag_${Math.random().toString(36).slice(2, 9)}`,
    );
    const lines = response.headers.getSetCookie();
    await response.body?.cancel();
    return lines;
  };

  it('is set with the session cookie at sign-in, readable by the page, for as long as the session', async () => {
    const lines = await signIn();
    const session = lines.find((line) => line.startsWith('sid='));
    const flag = lines.find((line) => line.startsWith('signed_in='));
    expect(session).toMatch(/HttpOnly/i);
    expect(flag).toMatch(/^signed_in=1;/);
    expect(flag).not.toMatch(/HttpOnly/i);
    expect(flag).toMatch(/Path=\//);
    expect(flag).toMatch(new RegExp(`Max-Age=${/Max-Age=(\d+)/.exec(session!)![1]}`));
  });

  it('is cleared with the session cookie at sign-out', async () => {
    const sid = (await signIn()).find((line) => line.startsWith('sid='))!.split(';')[0]!;
    const flag = await setCookieFor('signed_in', '/api/auth/logout', {
      method: 'POST',
      headers: { cookie: `${sid}; signed_in=1`, 'content-type': 'application/json', origin: server.url },
      body: '{}',
    });
    expect(flag).toMatch(/^signed_in=;.*Max-Age=0/);
  });

  it('is cleared when the server refuses a session cookie it no longer knows', async () => {
    const flag = await setCookieFor('signed_in', '/api/user/get', {
      method: 'POST',
      headers: { cookie: 'sid=revoked; signed_in=1', 'content-type': 'application/json', origin: server.url },
      body: '{}',
    });
    expect(flag).toMatch(/^signed_in=;.*Max-Age=0/);
  });

  it('is put right on a page load whose cookies disagree, and left alone when they agree', async () => {
    // A session from before the flag existed: the page load brings the flag before the script runs.
    expect(await setCookieFor('signed_in', '/healthz', { headers: { cookie: 'sid=any' } })).toMatch(/^signed_in=1;/);
    // A flag outliving its session cookie.
    expect(await setCookieFor('signed_in', '/healthz', { headers: { cookie: 'signed_in=1' } })).toMatch(
      /^signed_in=;.*Max-Age=0/,
    );
    expect(await setCookieFor('signed_in', '/healthz')).toBeUndefined();
    expect(
      await setCookieFor('signed_in', '/healthz', { headers: { cookie: 'sid=any; signed_in=1' } }),
    ).toBeUndefined();
  });
});

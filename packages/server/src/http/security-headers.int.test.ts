import { afterEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/test-server';

/**
 * The headers of pages and files (docs/architecture/security.md "Origin and CSRF"): HSTS only over
 * https, a CSP that names our origins.
 */
describe('security headers', () => {
  let server: TestServer | undefined;
  afterEach(async () => {
    await server?.stop();
    server = undefined;
  });

  const headersOf = async (path: string) => (await fetch(`${server!.url}${path}`)).headers;

  it('sends no Strict-Transport-Security while PUBLIC_URL is http://', async () => {
    server = await startTestServer();
    expect((await headersOf('/healthz')).get('strict-transport-security')).toBeNull();
  });

  it('sends Strict-Transport-Security when PUBLIC_URL is https://', async () => {
    server = await startTestServer({ PUBLIC_URL: 'https://skins.example' });
    expect((await headersOf('/healthz')).get('strict-transport-security')).toMatch(/^max-age=\d+/);
  });

  it("limits connect-src to 'self' and the allowed origins with their socket forms", async () => {
    server = await startTestServer({ ALLOWED_ORIGINS: 'https://mirror.example' });
    const csp = (await headersOf('/healthz')).get('content-security-policy') ?? '';
    const connectSrc = /(?:^|;)\s*connect-src ([^;]*)/.exec(csp)?.[1]?.split(' ') ?? [];
    expect(connectSrc).toContain("'self'");
    expect(connectSrc).toContain(server.url);
    expect(connectSrc).toContain(server.url.replace('http://', 'ws://'));
    expect(connectSrc).toContain('https://mirror.example');
    expect(connectSrc).toContain('wss://mirror.example');
    // Never a whole scheme: `ws:` or `wss:` alone would let a page talk to any host.
    for (const source of connectSrc) expect(source).toMatch(/^'self'$|^(https?|wss?):\/\/[^/]+$/);
    // Nor an IPv6 literal, which browsers reject as an invalid source (the [::1] demo origin).
    expect(server.ctx.config.allowedOrigins.some((origin) => origin.includes('[::1]'))).toBe(true);
    expect(connectSrc.filter((source) => source.includes('['))).toEqual([]);
  });

  it('lets pages show blob: images (the ticket screenshot preview) and nothing else from blob:', async () => {
    server = await startTestServer();
    const csp = (await headersOf('/healthz')).get('content-security-policy') ?? '';
    const directive = (name: string) => new RegExp(`(?:^|;)\\s*${name} ([^;]*)`).exec(csp)?.[1]?.split(' ') ?? [];
    expect(directive('img-src')).toContain('blob:');
    for (const name of ['default-src', 'connect-src', 'script-src', 'style-src'])
      expect(directive(name)).not.toContain('blob:');
  });
});

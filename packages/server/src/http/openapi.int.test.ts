import { afterEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/test-server';

/** The API reference (docs/api/http.md "OpenAPI document"): OpenAPI built from the routes' own schemas. */
describe('OpenAPI at /api/docs', () => {
  let server: TestServer | undefined;
  afterEach(async () => {
    await server?.stop();
    server = undefined;
  });

  it('lists every route with its request and response schemas, outside production', async () => {
    server = await startTestServer();
    const response = await fetch(`${server.url}/api/docs/json`);
    expect(response.status).toBe(200);
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the test reads the document freely
    const document: any = await response.json();
    expect(document.openapi).toMatch(/^3\.1\./);

    const setBet = document.paths['/api/jackpot/setBet'].post;
    const body = setBet.requestBody.content['application/json'].schema;
    expect(body.required).toContain('items');
    expect(body.properties.items).toMatchObject({ type: 'array', minItems: 1 });
    const answer = setBet.responses['200'].content['application/json'].schema;
    expect(answer.properties).toHaveProperty('bet');

    const getGame = document.paths['/api/crash/getGame'].post;
    expect(getGame.requestBody.content['application/json'].schema.properties.id).toMatchObject({ type: 'integer' });
    const login = document.paths['/api/auth/test-login'].get;
    expect(login.parameters.map((parameter: { name: string }) => parameter.name)).toEqual(
      expect.arrayContaining(['name', 'role']),
    );
    // Every API route is in it; the documentation's own routes are not.
    for (const path of ['/api/user/get', '/api/all-items/getList', '/api/youtubers', '/api/chat/ban'])
      expect(document.paths).toHaveProperty([path]);
    expect(Object.keys(document.paths).filter((path) => path.startsWith('/api/docs'))).toEqual([]);

    const page = await fetch(`${server.url}/api/docs`, { redirect: 'follow' });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
  });

  it('is not served in production', async () => {
    // Without demo sign-in: production refuses it unless DEMO_SITE says so (issue 25).
    server = await startTestServer({ NODE_ENV: 'production', DEMO_LOGIN: '0' });
    expect((await fetch(`${server.url}/api/docs/json`)).status).toBe(404);
    expect((await fetch(`${server.url}/api/docs`)).status).toBe(404);
  });
});

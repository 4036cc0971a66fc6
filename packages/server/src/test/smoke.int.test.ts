import { beforeAll, describe, expect, it } from 'vitest';
import { createCatalogItem } from './factories';
import { useTestServer } from './use-test-server';

describe('smoke', () => {
  const server = useTestServer();
  beforeAll(async () => {
    for (const price of [50, 200, 550, 1400, 3900, 8800]) await createCatalogItem(server.ctx, { price });
  });

  it('demo login gives a session that reads the user', async () => {
    const login = await fetch(`${server.url}/api/auth/test-login?name=Alice`);
    expect(login.status).toBe(200);
    const { api_token } = (await login.json()) as { api_token: string };
    const me = await server.post('/api/user/get', {}, api_token);
    expect(me.status).toBe(200);
    expect(me.body.balance).toBe(100);
    const inventory = await server.post('/api/user/getInventory', { appId: 730 }, api_token);
    expect(inventory.body.items.length).toBeGreaterThanOrEqual(5);
  });
});

import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { currentRequestContext, installRequestContext, markAudited } from './request-context';

/** A bare Fastify app with the request context and a few routes, its warnings collected. */
async function appWithContext() {
  const warnings: Array<{ msg: string; route?: string }> = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      warnings.push(JSON.parse(chunk.toString()) as { msg: string; route?: string });
      callback();
    },
  });
  const app = Fastify({ logger: { level: 'warn', stream } });
  installRequestContext(app);
  // The context survives the body being read and awaits inside the handler.
  app.post('/api/admin/audited', { config: { auth: 'admin', bucket: 'write' } }, async (request) => {
    await new Promise((resolve) => setTimeout(resolve, 5));
    markAudited();
    return { ip: currentRequestContext()?.ip, body: request.body };
  });
  app.post('/api/admin/forgot', { config: { auth: 'staff', bucket: 'write', mutates: true } }, async () => ({ ok: 1 }));
  app.post('/api/admin/read', { config: { auth: 'admin', bucket: 'read' } }, async () => ({ ok: 1 }));
  app.post('/api/admin/refused', { config: { auth: 'admin', bucket: 'write' } }, async (_request, reply) =>
    reply.code(409).send({ ok: 0 }),
  );
  await app.ready();
  return { app, warnings };
}

describe('request context', () => {
  it("carries the caller's address through body parsing and awaits", async () => {
    const { app } = await appWithContext();
    const response = await app.inject({
      method: 'POST',
      url: '/api/admin/audited',
      payload: { a: 1 },
      remoteAddress: '203.0.113.7',
    });
    expect(response.json()).toEqual({ ip: '203.0.113.7', body: { a: 1 } });
    expect(currentRequestContext()).toBeUndefined();
    await app.close();
  });

  it('keeps concurrent requests apart', async () => {
    const { app } = await appWithContext();
    const answers = await Promise.all(
      ['198.51.100.1', '198.51.100.2', '198.51.100.3'].map((remoteAddress) =>
        app.inject({ method: 'POST', url: '/api/admin/audited', payload: {}, remoteAddress }),
      ),
    );
    expect(answers.map((answer) => answer.json().ip)).toEqual(['198.51.100.1', '198.51.100.2', '198.51.100.3']);
    await app.close();
  });

  it('warns about a staff write that succeeded without an audit entry, and only about that', async () => {
    const { app, warnings } = await appWithContext();
    for (const url of ['/api/admin/audited', '/api/admin/forgot', '/api/admin/read', '/api/admin/refused']) {
      await app.inject({ method: 'POST', url, payload: {} });
    }
    expect(warnings.map((warning) => [warning.msg, warning.route])).toEqual([
      ['a staff write answered without an audit entry', 'POST /api/admin/forgot'],
    ]);
    await app.close();
  });
});

import Fastify from 'fastify';

/**
 * The yardstick: a bare Fastify 5 server with no database, no plugins and no logger, answering
 * one POST route with a constant JSON object. The bench passes it the very JSON our server
 * returned for the same route, so both serialize (JSON.stringify) an object of the same shape
 * and size on every request.
 *
 * Environment: PORT, ROUTE (e.g. /api/user/get), RESPONSE_JSON.
 */
const port = Number(process.env.PORT);
const route = process.env.ROUTE ?? '/';
const responseJson = process.env.RESPONSE_JSON;
if (!Number.isInteger(port) || port <= 0 || !responseJson) {
  console.error('bare-fastify: PORT and RESPONSE_JSON are required');
  process.exit(2);
}
const response: unknown = JSON.parse(responseJson);

const app = Fastify({ logger: false });
app.post(route, async () => response);
app.get('/healthz', async () => ({ status: 'ok' }));

await app.listen({ port, host: '127.0.0.1' });

const shutdown = () => {
  void app.close().then(() => process.exit(0));
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);

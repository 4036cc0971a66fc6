import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import serverPackage from '../../package.json' with { type: 'json' };
import type { Readiness } from '../platform/health/readiness';

const healthSchema = z.object({
  status: z.literal('ok'),
  /** The server package's version. */
  version: z.string(),
  /** The Node.js runtime, `process.version`. */
  node: z.string(),
});

const readinessSchema = z.object({
  status: z.enum(['ready', 'not_ready']),
  checks: z.object({
    database: z.enum(['ok', 'unreachable']),
    migrations: z.enum(['ok', 'pending', 'not_checked']),
    leader: z.enum(['this_node', 'another_node', 'none', 'not_checked']),
  }),
  failed: z.array(z.enum(['database', 'migrations', 'leader'])),
});

/**
 * The load balancer's probes (docs/operations/runbook.md "Health checks"). They sit outside the
 * API's prefixes, so no rate limit, origin or maintenance guard applies: a probe every second from
 * several balancers must never be refused, and a node in maintenance still answers them.
 */
export async function healthRoutes(app: FastifyInstance, deps: { readiness: () => Promise<Readiness> }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/healthz',
    {
      schema: {
        tags: ['operations'],
        summary: 'Liveness: the process answers (no dependency is checked)',
        response: { 200: healthSchema },
      },
    },
    async () => ({ status: 'ok' as const, version: serverPackage.version, node: process.version }),
  );
  api.get(
    '/readyz',
    {
      schema: {
        tags: ['operations'],
        summary: 'Readiness: database reachable, migrations applied, the engines’ leader known; 503 otherwise',
        response: { 200: readinessSchema, 503: readinessSchema },
      },
    },
    async (_request, reply) => {
      const readiness = await deps.readiness();
      const body = {
        status: readiness.ready ? 'ready' : 'not_ready',
        checks: readiness.checks,
        failed: readiness.failed,
      };
      return reply
        .status(readiness.ready ? 200 : 503)
        .header('cache-control', 'no-store')
        .send(body as z.infer<typeof readinessSchema>);
    },
  );
}

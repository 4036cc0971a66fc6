import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  sandboxSteamDepositRequest,
  sandboxSteamOfferResponse,
  sandboxSteamRespondRequest,
  sandboxSteamRevertRequest,
} from '@skinbet/shared/schemas/trades.schemas';
import { answers } from '../../../http/responses';
import type { TradesSandbox } from './trades-sandbox.service';

const tags = ['sandbox'];
const config = { auth: 'user', bucket: 'write', mutates: true } as const;

/**
 * The fake Steam's controls (registered only in the sandbox with the fake gateway;
 * docs/payments/steam-trades.md "Sandbox controls").
 */
export async function tradesSandboxRoutes(app: FastifyInstance, deps: { sandbox: TradesSandbox }): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const answer = answers(sandboxSteamOfferResponse);

  api.post(
    '/api/sandbox/steam/deposit',
    {
      schema: {
        tags,
        summary: 'Sandbox: send the bot a deposit offer',
        body: sandboxSteamDepositRequest,
        response: answer,
      },
      // A deposit, closed to a player with an exclusion in force like every other one.
      config: { ...config, playing: true },
    },
    async (request) => ({
      status: 'success' as const,
      ...(await deps.sandbox.deposit(request.user, request.body.items)),
    }),
  );

  api.post(
    '/api/sandbox/steam/respond',
    {
      schema: {
        tags,
        summary: "Sandbox: accept or decline the site's offer for a skin withdrawal",
        body: sandboxSteamRespondRequest,
        response: answer,
      },
      config,
    },
    async (request) => ({
      status: 'success' as const,
      ...(await deps.sandbox.respond(request.user.id, request.body.withdrawalId, request.body.accept)),
    }),
  );

  api.post(
    '/api/sandbox/steam/revert',
    {
      schema: {
        tags,
        summary: 'Sandbox: Steam reverts an accepted skin deposit (Trade Protection)',
        body: sandboxSteamRevertRequest,
        response: answer,
      },
      config,
    },
    async (request) => ({
      status: 'success' as const,
      ...(await deps.sandbox.revert(request.user.id, request.body.offerId)),
    }),
  );
}

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { emptyBodySchema } from '@skinbet/shared/schemas/common.schemas';
import {
  giveawayActiveResponse,
  giveawayConditionsResponse,
  giveawayMyActiveResponse,
  giveawaySetMyActiveResponse,
} from '@skinbet/shared/schemas/giveaways.schemas';
import { answers } from '../../../http/responses';
import type { GiveawaysService } from './giveaways.service';

const tags = ['giveaway'];

/** The players' giveaway calls (docs/api/http.md "Calls"): reads are public, joining needs a signed-in player. */
export async function giveawaysRoutes(app: FastifyInstance, deps: { giveaways: GiveawaysService }): Promise<void> {
  const { giveaways } = deps;
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/api/giveaways/getActive',
    {
      schema: {
        tags,
        summary: 'The running giveaway (its public hash, never its secret), the timer and the last 10 draws',
        body: emptyBodySchema,
        response: answers(giveawayActiveResponse),
      },
      config: { auth: 'public', bucket: 'read' },
    },
    async (request) => giveaways.getActive(request.caller),
  );

  api.get(
    '/api/giveaways/get-conditions',
    {
      schema: {
        tags,
        summary: "The running giveaway's conditions and this player's progress on each (guests: none done)",
        response: answers(giveawayConditionsResponse),
      },
      config: { auth: 'public', bucket: 'read' },
    },
    async (request) => giveaways.conditions(request.caller),
  );

  api.post(
    '/api/giveaways/myActive',
    {
      schema: {
        tags,
        summary: 'Whether this player takes part in the running giveaway',
        body: emptyBodySchema,
        response: answers(giveawayMyActiveResponse),
      },
      config: { auth: 'user', bucket: 'read' },
    },
    async (request) => giveaways.myActive(request.user.id),
  );

  api.post(
    '/api/giveaways/setMyActive',
    {
      schema: {
        tags,
        summary: 'Take part in the running giveaway, once, when every condition it asks for is met',
        body: emptyBodySchema,
        response: answers(giveawaySetMyActiveResponse),
      },
      config: { auth: 'user', bucket: 'write', mutates: true, restricted: true, playing: true },
    },
    async (request) => giveaways.join(request.user),
  );
}

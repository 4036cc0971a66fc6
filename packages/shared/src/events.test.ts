import { describe, expect, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import {
  clientEvents,
  PROTOCOL_VERSION,
  serverEvents,
  type ClientToServerEvents,
  type IdentityAck,
  type ServerEventName,
  type ServerEventPayload,
  type ServerToClientEvents,
} from './events';

/**
 * The wire contract (docs/api/socket-events.md "Server to client", "Client to server"): the
 * registry names exactly these. Renaming or dropping one breaks other clients, so it fails
 * here first; a new event is added to both lists (and, if old clients cannot cope with it,
 * PROTOCOL_VERSION goes up).
 */
const SERVER_EVENTS = [
  'hello',
  'updateBalance',
  'updateCashback',
  'notification',
  'refreshPage',
  'crashInit',
  'crashStartTimer',
  'crashStart',
  'crashMultiplier',
  'crashEnd',
  'crashVoided',
  'clearBets',
  'newBets',
  'crashLoaderItem',
  'successBet',
  'errorBet',
  'successTake',
  'errorTake',
  'jackpotNewBet',
  'jackpotTimer',
  'startJackpot',
  'jackpotResult',
  'newGameJackpot',
  'jackpotVoided',
  'wheelNewBet',
  'wheelTimer',
  'startWheel',
  'newGameWheel',
  'wheelVoided',
  'casesLiveDrop',
  'battleUpdate',
  'battleRound',
  'loadChat',
  'newMessage',
  'chatDeleted',
  'online',
  'quizInit',
  'quizSolved',
  'chatStatus',
  'gamePaused',
  'setRaffle',
  'jackpot-bonus.init',
  'jackpot-bonus.update-bank',
  'tournamentUpdate',
  'ticketMessage',
] as const;
const CLIENT_EVENTS = ['identity', 'newBet', 'take', 'getGame'] as const;
const EVENTS_WITHOUT_PAYLOAD = ['refreshPage', 'clearBets'];

type Registry = typeof serverEvents;
/** Events whose schema changes a value while parsing it: the wire type would differ from the parsed one. */
type Transforming = {
  [E in ServerEventName]: Registry[E] extends z.ZodType
    ? [z.input<Registry[E]>] extends [z.output<Registry[E]>]
      ? [z.output<Registry[E]>] extends [z.input<Registry[E]>]
        ? never
        : E
      : E
    : never;
}[ServerEventName];

describe('socket event registry', () => {
  it('names every server → client event of the wire contract, and no other', () => {
    expect(Object.keys(serverEvents).sort()).toEqual([...SERVER_EVENTS].sort());
    expectTypeOf<ServerEventName>().toEqualTypeOf<(typeof SERVER_EVENTS)[number]>();
    expectTypeOf<keyof ServerToClientEvents>().toEqualTypeOf<(typeof SERVER_EVENTS)[number]>();
  });

  it('names every client → server event, and no other', () => {
    expect(Object.keys(clientEvents).sort()).toEqual([...CLIENT_EVENTS].sort());
    expectTypeOf<keyof ClientToServerEvents>().toEqualTypeOf<(typeof CLIENT_EVENTS)[number]>();
  });

  it('has a schema for every payload-carrying event', () => {
    const without = Object.entries(serverEvents)
      .filter(([, schema]) => schema === null)
      .map(([event]) => event);
    expect(without.sort()).toEqual([...EVENTS_WITHOUT_PAYLOAD].sort());
  });

  it('types each event from its schema', () => {
    expectTypeOf<ServerEventPayload<'updateBalance'>>().toEqualTypeOf<[payload: { balance: number }]>();
    expectTypeOf<ServerEventPayload<'updateCashback'>>().toEqualTypeOf<[payload: { cashback: number }]>();
    expectTypeOf<ServerEventPayload<'refreshPage'>>().toEqualTypeOf<[]>();
    expectTypeOf<Parameters<ClientToServerEvents['identity']>>().toEqualTypeOf<
      [payload: { apiToken: string }, ack?: (answer: IdentityAck) => void]
    >();
    expectTypeOf<Parameters<ClientToServerEvents['getGame']>>().toEqualTypeOf<
      [payload?: { apiToken?: string | undefined } | undefined]
    >();
    // The wire type is the parsed type: no schema in the registry transforms what it reads.
    expectTypeOf<Transforming>().toBeNever();
  });

  it('sends cashback in hundredths of the currency unit: whole and never negative', () => {
    expect(serverEvents.updateCashback.safeParse({ cashback: 250 }).success).toBe(true);
    expect(serverEvents.updateCashback.safeParse({ cashback: 2.5 }).success).toBe(false);
    expect(serverEvents.updateCashback.safeParse({ cashback: -1 }).success).toBe(false);
  });

  it('parses client payloads with the schemas the server applies', () => {
    expect(clientEvents.take.payload.safeParse({ id: 7 }).success).toBe(true);
    expect(clientEvents.take.payload.safeParse({ id: 'seven' }).success).toBe(false);
    expect(clientEvents.getGame.payload.safeParse(undefined).success).toBe(true);
    expect(clientEvents.identity.payload.safeParse({ apiToken: '' }).success).toBe(false);
  });

  it('has a positive whole protocol version', () => {
    expect(Number.isInteger(PROTOCOL_VERSION) && PROTOCOL_VERSION > 0).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { TICKET_LIMITS, type TicketMessageDto } from '@skinbet/shared/schemas/tickets.schemas';
import {
  activeTicket,
  createTicketForm,
  draftProblem,
  imageProblem,
  lastMessageId,
  loadedTicketProblem,
  mergeMessages,
  messageProblem,
  parseRoundId,
  parseTicketId,
  ticketMessageForm,
  titleProblem,
  type TicketDraft,
} from './ticket-rules';

const message = (id: number, text = `m${id}`): TicketMessageDto => ({
  id,
  ticket_id: 1,
  user: { id: 5, username: 'p', avatar: '', is_demo: true },
  is_staff: false,
  message: text,
  image: null,
  created_at: '2026-11-26T10:00:00.000Z',
});

const draft = (extra: Partial<TicketDraft> = {}): TicketDraft => ({
  title: 'Crash round',
  message: 'The multiplier did not match',
  image: null,
  fairness: null,
  ...extra,
});

describe('ticket text limits', () => {
  it('answers the server key of each refusal', () => {
    expect(titleProblem('   ')).toBe('ticket_api.title_empty');
    expect(titleProblem('a'.repeat(TICKET_LIMITS.titleMin - 1))).toBe('ticket_api.title_too_short');
    expect(titleProblem('a'.repeat(TICKET_LIMITS.titleMax + 1))).toBe('ticket_api.title_too_long');
    expect(titleProblem(`  ${'a'.repeat(TICKET_LIMITS.titleMin)}  `)).toBeNull();
    expect(messageProblem('')).toBe('ticket_api.message_empty');
    expect(messageProblem('a'.repeat(TICKET_LIMITS.messageMin - 1))).toBe('ticket_api.message_too_short');
    expect(messageProblem('a'.repeat(TICKET_LIMITS.messageMax + 1))).toBe('ticket_api.message_too_long');
    expect(messageProblem('a'.repeat(TICKET_LIMITS.messageMax))).toBeNull();
  });

  it('checks a draft field by field, the round number only for a fairness mismatch', () => {
    expect(draftProblem(draft())).toBeNull();
    expect(draftProblem(draft({ title: '' }))).toBe('ticket_api.title_empty');
    expect(draftProblem(draft({ title: '', message: '' }))).toBe('ticket_api.title_empty');
    expect(draftProblem(draft({ message: '' }))).toBe('ticket_api.message_empty');
    expect(draftProblem(draft({ fairness: { game: 'crash', roundId: 'abc' } }))).toBe('ticket_error.round_invalid');
    expect(draftProblem(draft({ fairness: { game: 'crash', roundId: '#42' } }))).toBeNull();
  });
});

describe('round numbers and ticket ids', () => {
  it.each([
    ['42', 42],
    [' #42 ', 42],
    ['2147483647', 2147483647],
    ['2147483648', null],
    ['0', null],
    ['-3', null],
    ['4.5', null],
    ['', null],
  ])('round %j → %j', (typed, id) => expect(parseRoundId(typed)).toBe(id));

  it('reads /ticket/:id', () => {
    expect(parseTicketId('17')).toBe(17);
    expect(parseTicketId('017')).toBeNull();
    expect(parseTicketId('x')).toBeNull();
    expect(parseTicketId(undefined)).toBeNull();
  });
});

describe('images', () => {
  it('lets through the four picture types up to the size limit', () => {
    expect(imageProblem({ type: 'image/png', size: 1000 })).toBeNull();
    expect(imageProblem({ type: 'image/webp', size: TICKET_LIMITS.imageMaxBytes })).toBeNull();
    expect(imageProblem({ type: 'image/jpeg', size: TICKET_LIMITS.imageMaxBytes + 1 })).toBe(
      'ticket_api.image_too_large',
    );
    expect(imageProblem({ type: 'text/plain', size: 10 })).toBe('ticket_api.not_image');
    expect(imageProblem({ type: 'image/svg+xml', size: 10 })).toBe('ticket_api.not_image');
  });
});

describe('multipart bodies', () => {
  it('creates a ticket with the trimmed texts, the round and the file last', () => {
    const image = new File([new Uint8Array([137, 80, 78, 71])], 'shot.png', { type: 'image/png' });
    const form = createTicketForm(
      draft({ title: ' Crash ', message: ' bad ', image, fairness: { game: 'wheel', roundId: '#9' } }),
    );
    expect([...form.keys()]).toEqual(['title', 'message', 'game', 'round_id', 'image']);
    expect(form.get('title')).toBe('Crash');
    expect(form.get('message')).toBe('bad');
    expect(form.get('game')).toBe('wheel');
    expect(form.get('round_id')).toBe('9');
    expect((form.get('image') as File).name).toBe('shot.png');
  });

  it('sends no round without a fairness mismatch, and a message with its ticket id', () => {
    expect([...createTicketForm(draft()).keys()]).toEqual(['title', 'message']);
    const form = ticketMessageForm(7, ' hi ', null);
    expect([...form.entries()]).toEqual([
      ['id', '7'],
      ['message', 'hi'],
    ]);
  });
});

describe('the conversation', () => {
  it('polls after the newest message, 0 without any', () => {
    expect(lastMessageId([])).toBe(0);
    expect(lastMessageId([message(3), message(9), message(5)])).toBe(9);
  });

  it('merges the load, the poll and the push: each message once, oldest first', () => {
    const merged = mergeMessages([message(1), message(2)], [message(4), message(2, 'again'), message(3)]);
    expect(merged.map((entry) => entry.id)).toEqual([1, 2, 3, 4]);
    expect(merged[1]?.message).toBe('again');
    const same = [message(1)];
    expect(mergeMessages(same, [])).toBe(same);
  });

  it('finds the one open ticket', () => {
    expect(
      activeTicket([
        { id: 2, status: 1 as const },
        { id: 1, status: 0 as const },
      ])?.id,
    ).toBe(1);
    expect(activeTicket([{ status: 1 as const }])).toBeUndefined();
  });

  it('acts only on the loaded, open ticket (invalid_id)', () => {
    expect(loadedTicketProblem({ id: 4, status: 0 }, 4)).toBeNull();
    expect(loadedTicketProblem({ id: 4, status: 0 }, 5)).toBe('ticket_error.invalid_id');
    expect(loadedTicketProblem(undefined, 5)).toBe('ticket_error.invalid_id');
    expect(loadedTicketProblem({ id: 4, status: 1 }, 4)).toBe('ticket_api.already_closed');
  });
});

describe('length as the server counts it', () => {
  it('counts an emoji as one character', () => {
    expect(titleProblem('🎰🎰🎰')).toBeNull();
    expect(messageProblem('🎰'.repeat(TICKET_LIMITS.messageMax))).toBeNull();
    expect(messageProblem('🎰'.repeat(TICKET_LIMITS.messageMax + 1))).toBe('ticket_api.message_too_long');
  });
});

import type { TICKET_ROUND_GAMES } from '@skinbet/shared/schemas/tickets.schemas';
import { TICKET_LIMITS, type TicketDto, type TicketMessageDto } from '@skinbet/shared/schemas/tickets.schemas';

/** docs/api/http.md "Calls": an open ticket's messages are asked for again every 5 s (`?after_id=`). */
export const TICKET_POLL_MS = 5000;

/** The anchor of `/support`'s tickets block (`/support#tickets`): a closed ticket's page links there. */
export const TICKETS_ANCHOR = 'tickets';

/** What the file picker offers; the server decides by the bytes (magic numbers), not by this. */
export const ACCEPTED_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;

export type RoundGame = (typeof TICKET_ROUND_GAMES)[number];

/** The new-ticket form as typed; `fairness` set when the player reports a provably-fair mismatch. */
export interface TicketDraft {
  title: string;
  message: string;
  image: File | null;
  fairness: { game: RoundGame; roundId: string } | null;
}

type LengthKeys = { empty: string; short: string; long: string };

/** Characters as people count them, as the server does: an emoji is one (code points, not UTF-16 units). */
export const textLength = (text: string) => [...text.trim()].length;

function lengthProblem(text: string, min: number, max: number, keys: LengthKeys): string | null {
  const length = textLength(text);
  if (length === 0) return keys.empty;
  if (length < min) return keys.short;
  if (length > max) return keys.long;
  return null;
}

/**
 * The message's refusal key before it is sent (docs/community/tickets.md "Rules": non-empty, min
 * and max length), the same `ticket_api.*` key the server would answer, so the form says it
 * without a round trip.
 */
export function messageProblem(message: string): string | null {
  return lengthProblem(message, TICKET_LIMITS.messageMin, TICKET_LIMITS.messageMax, {
    empty: 'ticket_api.message_empty',
    short: 'ticket_api.message_too_short',
    long: 'ticket_api.message_too_long',
  });
}

export function titleProblem(title: string): string | null {
  return lengthProblem(title, TICKET_LIMITS.titleMin, TICKET_LIMITS.titleMax, {
    empty: 'ticket_api.title_empty',
    short: 'ticket_api.title_too_short',
    long: 'ticket_api.title_too_long',
  });
}

/** A round number as typed: a positive whole number the server can store, else null. */
export function parseRoundId(value: string): number | null {
  const text = value.trim().replace(/^#/, '');
  if (!/^[1-9]\d{0,9}$/.test(text)) return null;
  const id = Number(text);
  return id <= 2_147_483_647 ? id : null;
}

/**
 * A picked file's refusal key, checked before the upload: too large, or not a picture at all.
 * Only a first filter — a text file renamed `.png` passes here and the server refuses it.
 */
export function imageProblem(file: Pick<File, 'size' | 'type'>): string | null {
  if (!(ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type)) return 'ticket_api.not_image';
  if (file.size > TICKET_LIMITS.imageMaxBytes) return 'ticket_api.image_too_large';
  return null;
}

/** The first problem of a new ticket, in the order the form shows its fields; null when it can go. */
export function draftProblem(draft: TicketDraft): string | null {
  return (
    titleProblem(draft.title) ??
    messageProblem(draft.message) ??
    (draft.fairness && parseRoundId(draft.fairness.roundId) === null ? 'ticket_error.round_invalid' : null) ??
    (draft.image ? imageProblem(draft.image) : null)
  );
}

/** `POST /api/tickets/create` as multipart: `title`, `message`, optional `image`, `game` + `round_id`. */
export function createTicketForm(draft: TicketDraft): FormData {
  const form = new FormData();
  form.append('title', draft.title.trim());
  form.append('message', draft.message.trim());
  const roundId = draft.fairness ? parseRoundId(draft.fairness.roundId) : null;
  if (draft.fairness && roundId !== null) {
    form.append('game', draft.fairness.game);
    form.append('round_id', String(roundId));
  }
  // The file last: the server reads the text fields before it streams the upload.
  if (draft.image) form.append('image', draft.image, draft.image.name);
  return form;
}

/** `POST /api/tickets/sendMessage` as multipart: `id`, `message`, optional `image`. */
export function ticketMessageForm(ticketId: number, message: string, image: File | null): FormData {
  const form = new FormData();
  form.append('id', String(ticketId));
  form.append('message', message.trim());
  if (image) form.append('image', image, image.name);
  return form;
}

/**
 * The id the next poll asks after: the newest message known, 0 when there is none (default,
 * docs/api/http.md "Calls").
 */
export function lastMessageId(messages: readonly Pick<TicketMessageDto, 'id'>[]): number {
  return messages.reduce((max, message) => Math.max(max, message.id), 0);
}

/**
 * Messages from the load, the poll and the socket put together: each once (the poll and the push
 * can bring the same one), oldest first.
 */
export function mergeMessages(current: readonly TicketMessageDto[], incoming: readonly TicketMessageDto[]) {
  if (incoming.length === 0) return current as TicketMessageDto[];
  const byId = new Map(current.map((message) => [message.id, message]));
  for (const message of incoming) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

/** The player's active ticket (status 0), if any: docs/community/tickets.md "Rules" allow one at a time. */
export function activeTicket<T extends Pick<TicketDto, 'status'>>(tickets: readonly T[]): T | undefined {
  return tickets.find((ticket) => ticket.status === 0);
}

/** The `:id` of `/ticket/:id` as a ticket id, or null when it cannot be one. */
export function parseTicketId(param: string | undefined): number | null {
  if (!param || !/^[1-9]\d{0,9}$/.test(param)) return null;
  const id = Number(param);
  return id <= 2_147_483_647 ? id : null;
}

/**
 * docs/community/tickets.md "Rules", docs/api/errors.md "Keys": closing and sending need the
 * ticket to be the loaded one. The key to refuse with when the page's loaded ticket is not the
 * one the action names (the address changed under a pending load), else null.
 */
export function loadedTicketProblem(loaded: Pick<TicketDto, 'id' | 'status'> | undefined, id: number): string | null {
  if (!loaded || loaded.id !== id) return 'ticket_error.invalid_id';
  if (loaded.status === 1) return 'ticket_api.already_closed';
  return null;
}

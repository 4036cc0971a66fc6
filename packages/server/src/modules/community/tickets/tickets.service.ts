import {
  TICKET_LIMITS,
  type TicketCreateFields,
  type TicketSendMessageFields,
} from '@skinbet/shared/schemas/tickets.schemas';
import type { Database, Transaction } from '../../../db/client';
import { inTransaction } from '../../../db/transaction';
import { ApiError } from '../../../http/api-error';
import type { Emitter } from '../../../realtime/emitter';
import type { UserRow } from '../../account/auth/session.service';
import { isImageId, reencodeTicketImage, type TicketImage } from './ticket-image';
import { postTicketMessage } from './ticket-post';
import { checkMessage, checkTitle, isStaff } from './ticket-rules';
import { presentMessage, presentTicket, presentTicketWithMessages } from './tickets.presenter';
import {
  closeTicket,
  countRecentImages,
  findActiveTicketId,
  findTicket,
  findTicketImage,
  insertTicket,
  listPlayerTickets,
  listTicketMessages,
  lockPlayerTickets,
  lockTicket,
  type AuthorRow,
  type TicketRow,
} from './tickets.repository';

export type TicketsService = ReturnType<typeof createTicketsService>;

/** The newest tickets a player's list shows. */
const PLAYER_TICKETS_SHOWN = 100;

const notFound = () => new ApiError('ticket_api.ticket_not_found', 404);
const asAuthor = (user: UserRow): AuthorRow => ({
  id: user.id,
  username: user.username,
  avatar: user.avatar,
  isDemo: user.isDemo,
});

/**
 * Support tickets, the player's side (docs/community/tickets.md "Rules",
 * docs/product/screens.md "Support") . A player has at most one active ticket; a closed one takes no
 * messages. A ticket is visible to its player and to staff only: for anyone else it does not exist
 * (404), so ids cannot be probed. Images are re-encoded before any transaction opens (CPU work holds
 * no lock).
 */
export function createTicketsService(deps: { db: Database; emitter: Emitter }) {
  const { db, emitter } = deps;

  /** The ticket if the caller may read it: its player, or staff. */
  async function readable(caller: UserRow, id: number): Promise<TicketRow> {
    const ticket = await findTicket(db, id);
    if (!ticket || (ticket.userId !== caller.id && !isStaff(caller))) throw notFound();
    return ticket;
  }

  /** Locks the caller's own ticket for a change; closed ones are refused with `already_closed`. */
  async function lockOwnActive(tx: Transaction, caller: UserRow, id: number) {
    const ticket = await lockTicket(tx, id);
    if (!ticket || ticket.userId !== caller.id) throw notFound();
    if (ticket.status !== 0) throw new ApiError('ticket_api.already_closed', 409);
    return ticket;
  }

  const imageOf = (upload: Buffer | null): Promise<TicketImage | null> =>
    upload ? reencodeTicketImage(upload) : Promise.resolve(null);

  /** TICKET_LIMITS.imagesPerDay: checked before decoding, and again under the player's ticket lock. */
  async function checkImageAllowance(executor: Database | Transaction, userId: number, upload: unknown) {
    if (upload === null) return;
    if ((await countRecentImages(executor, userId)) >= TICKET_LIMITS.imagesPerDay) {
      throw new ApiError('ticket_api.image_limit', 429);
    }
  }

  return {
    /** `POST /api/tickets/get`: the caller's tickets, newest first. */
    async list(userId: number) {
      const rows = await listPlayerTickets(db, userId, PLAYER_TICKETS_SHOWN);
      return { tickets: rows.map(presentTicket) };
    },

    /** `POST /api/tickets/getById`: one ticket with every message, oldest first. */
    async getById(caller: UserRow, id: number) {
      const ticket = await readable(caller, id);
      return presentTicketWithMessages(ticket, await listTicketMessages(db, id, 0));
    },

    /** `GET /api/tickets/{id}/messages?after_id=`: the poll of an open ticket page. */
    async messagesAfter(caller: UserRow, id: number, afterId: number) {
      const ticket = await readable(caller, id);
      const rows = await listTicketMessages(db, id, afterId, TICKET_LIMITS.messagesPage);
      return { status: ticket.status === 1 ? (1 as const) : (0 as const), messages: rows.map(presentMessage) };
    },

    /**
     * `POST /api/tickets/create`: a new ticket with its first message (and image). Refused with
     * `close_previous` while the player has an active one — checked under a per-player lock, so
     * two creations at once make one ticket. `game` and `round_id` come together or not at all.
     */
    async create(caller: UserRow, fields: TicketCreateFields, upload: Buffer | null) {
      const subject = checkTitle(fields.title);
      const content = checkMessage(fields.message);
      if ((fields.game === undefined) !== (fields.round_id === undefined)) {
        throw new ApiError('app_api.invalid_request');
      }
      // A cheap early answer before the image is decoded; the locked check below decides.
      if (await findActiveTicketId(db, caller.id)) throw new ApiError('ticket_api.close_previous', 409);
      await checkImageAllowance(db, caller.id, upload);
      const image = await imageOf(upload);
      return inTransaction(db, async (tx, afterCommit) => {
        await lockPlayerTickets(tx, caller.id);
        if (await findActiveTicketId(tx, caller.id)) throw new ApiError('ticket_api.close_previous', 409);
        await checkImageAllowance(tx, caller.id, image);
        const id = await insertTicket(tx, {
          userId: caller.id,
          subject,
          game: fields.game ?? null,
          roundId: fields.round_id ?? null,
        });
        await postTicketMessage(tx, afterCommit, emitter, {
          ticketId: id,
          ownerId: caller.id,
          author: asAuthor(caller),
          isStaff: false,
          content,
          image,
        });
        const ticket = (await findTicket(tx, id))!;
        return {
          status: 'success' as const,
          ticket: presentTicketWithMessages(ticket, await listTicketMessages(tx, id, 0)),
        };
      });
    },

    /** `POST /api/tickets/sendMessage`: the player writes on their own active ticket. */
    async sendMessage(caller: UserRow, fields: TicketSendMessageFields, upload: Buffer | null) {
      const content = checkMessage(fields.message);
      // Refusals that need no image are answered before it is decoded; the lock below decides.
      const current = await findTicket(db, fields.id);
      if (!current || current.userId !== caller.id) throw notFound();
      if (current.status !== 0) throw new ApiError('ticket_api.already_closed', 409);
      await checkImageAllowance(db, caller.id, upload);
      const image = await imageOf(upload);
      return inTransaction(db, async (tx, afterCommit) => {
        // The player's lock first (as `create` takes it), then the ticket's: the image allowance
        // counts over all of their tickets.
        if (image) await lockPlayerTickets(tx, caller.id);
        await lockOwnActive(tx, caller, fields.id);
        await checkImageAllowance(tx, caller.id, image);
        const message = await postTicketMessage(tx, afterCommit, emitter, {
          ticketId: fields.id,
          ownerId: caller.id,
          author: asAuthor(caller),
          isStaff: false,
          content,
          image,
        });
        return { status: 'success' as const, message };
      });
    },

    /** `POST /api/tickets/close`: the player closes their active ticket (then may open another). */
    async close(caller: UserRow, id: number) {
      await inTransaction(db, async (tx) => {
        await lockOwnActive(tx, caller, id);
        await closeTicket(tx, id, caller.id);
      });
      return { status: 'success' as const };
    },

    /**
     * `GET /api/tickets/images/{id}`: the stored bytes for the ticket's player and staff; for
     * anyone else, as for an id that does not exist, `image_not_found` (404).
     */
    async image(caller: UserRow, imageId: string) {
      const image = isImageId(imageId) ? await findTicketImage(db, imageId) : undefined;
      if (!image || (image.ownerId !== caller.id && !isStaff(caller))) {
        throw new ApiError('ticket_api.image_not_found', 404);
      }
      return { contentType: image.contentType, bytes: image.bytes };
    },
  };
}

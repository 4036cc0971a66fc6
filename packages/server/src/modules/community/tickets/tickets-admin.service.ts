import { GAME_RESULT_ACCOUNT, type Game } from '@skinbet/shared/ledger';
import { centsToAmount } from '@skinbet/shared/money';
import type { Database, Transaction } from '../../../db/client';
import { inTransaction } from '../../../db/transaction';
import { ApiError } from '../../../http/api-error';
import type { Emitter } from '../../../realtime/emitter';
import { recordAudit } from '../../site/audit/audit.service';
import type { UserRow } from '../../account/auth/session.service';
import { houseAccount, userAccount, type MoneyService } from '../../ledger/money/money.service';
import type { NotificationsService } from '../../account/notifications/notifications.service';
import { compensationMessage } from './ticket-compensation';
import { postTicketMessage } from './ticket-post';
import { checkMessage, COMPENSATION_MULTIPLIER } from './ticket-rules';
import { presentStaffTicket } from './tickets.presenter';
import {
  closeTicket,
  listStaffTickets,
  lockTicket,
  markCompensated,
  sumRoundStakes,
  type StaffTicketFilter,
} from './tickets.repository';

export type TicketsAdminService = ReturnType<typeof createTicketsAdminService>;

/** Notices the player gets (docs/community/tickets.md "Rules"); `params.id` is the ticket. */
export const TICKET_NOTICES = {
  reply: 'notification.ticket_reply',
  closed: 'notification.ticket_closed',
  compensated: 'notification.ticket_compensated',
} as const;

const asAuthor = (user: UserRow) => ({
  id: user.id,
  username: user.username,
  avatar: user.avatar,
  isDemo: user.isDemo,
});
const target = (id: number) => `ticket:${id}`;

/**
 * Support tickets, the staff's side (docs/community/tickets.md "Rules"): the queue, replies,
 * closing, and the x3 compensation of a fairness mismatch (docs/community/tickets.md "Rules").
 * Moderators and admins answer and close; only admins pay. Every action locks the ticket and
 * writes the audit log in the same transaction.
 */
export function createTicketsAdminService(deps: {
  db: Database;
  emitter: Emitter;
  money: MoneyService;
  notifications: NotificationsService;
}) {
  const { db, emitter, money, notifications } = deps;

  async function lockExisting(tx: Transaction, id: number) {
    const ticket = await lockTicket(tx, id);
    if (!ticket) throw new ApiError('ticket_api.ticket_not_found', 404);
    return ticket;
  }

  return {
    /** `POST /api/admin/tickets/list`: one page, open tickets oldest first, then closed ones newest first. */
    async list(filter: StaffTicketFilter, page: { offset: number; limit: number }) {
      const { rows, total } = await listStaffTickets(db, filter, page);
      return { tickets: rows.map(presentStaffTicket), total };
    },

    /** `POST /api/admin/tickets/reply`: a staff message on an active ticket; the player is told live and by a notice. */
    async reply(staff: UserRow, id: number, text: string) {
      const content = checkMessage(text);
      return inTransaction(db, async (tx, afterCommit) => {
        const ticket = await lockExisting(tx, id);
        if (ticket.status !== 0) throw new ApiError('ticket_api.already_closed', 409);
        const message = await postTicketMessage(tx, afterCommit, emitter, {
          ticketId: id,
          ownerId: ticket.userId,
          author: asAuthor(staff),
          isStaff: true,
          content,
          image: null,
        });
        await notifications.notify(tx, afterCommit, {
          userId: ticket.userId,
          name: TICKET_NOTICES.reply,
          params: { id },
        });
        await recordAudit(tx, {
          actorId: staff.id,
          action: 'tickets.reply',
          target: target(id),
          targetUserId: ticket.userId,
          after: { message_id: message.id, message: content.slice(0, 200) },
        });
        return { status: 'success' as const, message };
      });
    },

    /** `POST /api/admin/tickets/close`: staff close an active ticket. */
    async close(staff: UserRow, id: number) {
      await inTransaction(db, async (tx, afterCommit) => {
        const ticket = await lockExisting(tx, id);
        if (!(await closeTicket(tx, id, staff.id))) throw new ApiError('ticket_api.already_closed', 409);
        await notifications.notify(tx, afterCommit, {
          userId: ticket.userId,
          name: TICKET_NOTICES.closed,
          params: { id },
        });
        await recordAudit(tx, {
          actorId: staff.id,
          action: 'tickets.close',
          target: target(id),
          targetUserId: ticket.userId,
          before: { status: ticket.status },
          after: { status: 1 },
        });
      });
      return { status: 'success' as const };
    },

    /**
     * `POST /api/admin/tickets/compensate` (docs/community/tickets.md "Rules"): a confirmed
     * fairness mismatch pays the player three times their settled stake (skins by value + money) in
     * the round the ticket names, from that game's result account, once
     * (`ticket:<id>:compensation`; `already_compensated` after). The ticket may be open or closed:
     * a review can end after the player closed it.
     */
    async compensate(admin: UserRow, id: number) {
      return inTransaction(db, async (tx, afterCommit) => {
        const ticket = await lockExisting(tx, id);
        if (ticket.game === null || ticket.roundId === null) throw new ApiError('ticket_api.not_fairness');
        if (ticket.compensatedCents !== null) throw new ApiError('ticket_api.already_compensated', 409);
        const game = ticket.game as Game;
        const stakes = await sumRoundStakes(tx, ticket.userId, game, ticket.roundId);
        if (stakes.count === 0 || stakes.stake <= 0) throw new ApiError('ticket_api.no_wager');
        const amount = stakes.stake * COMPENSATION_MULTIPLIER;

        await money.transfer(tx, afterCommit, {
          kind: 'fairness_compensation',
          from: houseAccount(GAME_RESULT_ACCOUNT[game]),
          to: userAccount(ticket.userId),
          amount,
          reference: target(id),
          idempotencyKey: `ticket:${id}:compensation`,
        });
        // Under the ticket's lock this cannot fail; it is the guard behind the guard.
        if (!(await markCompensated(tx, id, amount))) throw new ApiError('ticket_api.already_compensated', 409);
        await postTicketMessage(tx, afterCommit, emitter, {
          ticketId: id,
          ownerId: ticket.userId,
          author: asAuthor(admin),
          isStaff: true,
          content: compensationMessage({ amountCents: amount, game, roundId: ticket.roundId }),
          image: null,
        });
        await notifications.notify(tx, afterCommit, {
          userId: ticket.userId,
          name: TICKET_NOTICES.compensated,
          params: { id, amount: centsToAmount(amount) },
        });
        await recordAudit(tx, {
          actorId: admin.id,
          action: 'tickets.compensate',
          target: target(id),
          targetUserId: ticket.userId,
          before: { compensated_cents: null },
          after: { compensated_cents: amount },
          details: { game, round_id: ticket.roundId, stake_cents: stakes.stake, amount_cents: amount },
        });
        return { status: 'success' as const, ticket_id: id, amount: centsToAmount(amount) };
      });
    },
  };
}

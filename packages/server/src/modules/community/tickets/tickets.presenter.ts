import { centsToAmount } from '@skinbet/shared/money';
import type { EngagementUserDto } from '@skinbet/shared/schemas/engagement-common.schemas';
import {
  TICKET_ROUND_GAMES,
  type TicketDto,
  type TicketMessageDto,
  type TicketWithMessagesDto,
} from '@skinbet/shared/schemas/tickets.schemas';
import type { AuthorRow, MessageRow, StaffTicketRow, TicketRow } from './tickets.repository';

type RoundGame = (typeof TICKET_ROUND_GAMES)[number];
const isRoundGame = (game: string | null): game is RoundGame =>
  game !== null && (TICKET_ROUND_GAMES as readonly string[]).includes(game);

/** Where an attached image is served (owner and staff only). */
export const ticketImageUrl = (imageId: string) => `/api/tickets/images/${imageId}`;

export function presentAuthor(author: AuthorRow): EngagementUserDto {
  return { id: author.id, username: author.username, avatar: author.avatar, is_demo: author.isDemo };
}

export function presentTicket(row: TicketRow): TicketDto {
  return {
    id: row.id,
    subject: row.subject,
    content: row.content,
    status: row.status === 1 ? 1 : 0,
    game: isRoundGame(row.game) ? row.game : null,
    round_id: row.roundId,
    compensated: row.compensatedCents === null ? null : centsToAmount(row.compensatedCents),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export function presentMessage(row: MessageRow): TicketMessageDto {
  return {
    id: row.id,
    ticket_id: row.ticketId,
    user: presentAuthor(row.author),
    is_staff: row.isStaff,
    message: row.content,
    image: row.imageId === null ? null : ticketImageUrl(row.imageId),
    created_at: row.createdAt.toISOString(),
  };
}

export function presentTicketWithMessages(row: TicketRow, messages: MessageRow[]): TicketWithMessagesDto {
  return { ...presentTicket(row), messages: messages.map(presentMessage) };
}

export function presentStaffTicket(row: StaffTicketRow) {
  return {
    ...presentTicket(row),
    user: presentAuthor(row.player),
    messages_count: row.messagesCount,
    last_from_staff: row.lastFromStaff,
    last_message_at: row.lastMessageAt.toISOString(),
  };
}

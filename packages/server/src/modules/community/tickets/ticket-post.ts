import type { TicketMessageDto } from '@skinbet/shared/schemas/tickets.schemas';
import type { Transaction } from '../../../db/client';
import type { AfterCommit } from '../../../db/transaction';
import type { Emitter } from '../../../realtime/emitter';
import type { TicketImage } from './ticket-image';
import { presentMessage } from './tickets.presenter';
import { insertTicketImage, insertTicketMessage, type AuthorRow } from './tickets.repository';

/**
 * Stores one message (and its image) on a ticket the caller has already checked and locked, and
 * once the transaction commits tells the ticket's player with `ticketMessage` — every tab of theirs:
 * a staff reply arrives live, and a player's own message reaches their other tabs.
 */
export async function postTicketMessage(
  tx: Transaction,
  afterCommit: AfterCommit,
  emitter: Emitter,
  post: {
    ticketId: number;
    ownerId: number;
    author: AuthorRow;
    isStaff: boolean;
    content: string;
    image: TicketImage | null;
  },
): Promise<TicketMessageDto> {
  const { image } = post;
  if (image) {
    await insertTicketImage(tx, {
      id: image.id,
      ticketId: post.ticketId,
      contentType: image.contentType,
      bytes: image.bytes,
      size: image.bytes.length,
      width: image.width,
      height: image.height,
    });
  }
  const row = await insertTicketMessage(tx, {
    ticketId: post.ticketId,
    authorId: post.author.id,
    isStaff: post.isStaff,
    content: post.content,
    imageId: image?.id ?? null,
  });
  const message = presentMessage({ ...row, author: post.author });
  afterCommit(() => emitter.toUser(post.ownerId, 'ticketMessage', message));
  return message;
}

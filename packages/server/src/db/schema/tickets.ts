import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  customType,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from './users';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * Support tickets (docs/community/tickets.md "Rules"): `status` 0 active, 1 closed. A player has at
 * most one active ticket (the partial unique index). A fairness-mismatch ticket names the round
 * (`game`, `round_id`); `compensated_cents` is set once the operator paid the x3 compensation.
 */
export const tickets = pgTable(
  'tickets',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    subject: text('subject').notNull(),
    status: smallint('status').notNull().default(0),
    /** A fairness-mismatch ticket's round: `crash` / `jackpot` / `wheel` and the round's id. */
    game: text('game'),
    roundId: integer('round_id'),
    compensatedCents: bigint('compensated_cents', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    closedBy: integer('closed_by').references(() => users.id),
  },
  (t) => [
    check('tickets_status_known', sql`${t.status} IN (0, 1)`),
    index('tickets_user_idx').on(t.userId, t.id),
    index('tickets_one_active')
      .on(t.userId)
      .where(sql`${t.status} = 0`),
  ],
);

/** A ticket's messages, from its player or from staff (`is_staff`), oldest first by `id`. */
export const ticketMessages = pgTable(
  'ticket_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => tickets.id),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id),
    isStaff: boolean('is_staff').notNull().default(false),
    content: text('content').notNull(),
    /** The attached image's random id (`ticket_images.id`), if any. */
    imageId: text('image_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('ticket_messages_ticket_idx').on(t.ticketId, t.id)],
);

/**
 * Ticket images, re-encoded (metadata stripped) and kept in the database under a random id: outside
 * any web root, and every node of a scaled site sees them. Served only to the ticket's owner and staff.
 */
export const ticketImages = pgTable('ticket_images', {
  id: text('id').primaryKey(),
  ticketId: integer('ticket_id')
    .notNull()
    .references(() => tickets.id),
  contentType: text('content_type').notNull(),
  bytes: bytea('bytes').notNull(),
  size: integer('size').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

import { bigint, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * A user's TOTP enrolment (docs/architecture/security.md "Two-factor sign-in"). The secrets are
 * sealed with TWO_FACTOR_KEY when it is set (`modules/account/two-factor/secret-box.ts`).
 * `pendingSecret` is what `/api/user/2fa/setup` offered and `/enable` has not confirmed yet;
 * `secret` with `enabledAt` is the enrolment in force.
 */
export const userTwoFactor = pgTable('user_two_factor', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id),
  secret: text('secret'),
  pendingSecret: text('pending_secret'),
  enabledAt: timestamp('enabled_at', { withTimezone: true }),
  /** The last TOTP time step accepted: a code of this step or an earlier one is a replay. */
  lastStep: bigint('last_step', { mode: 'number' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The ten one-time recovery codes of an enrolment, as SHA-256 hashes; `usedAt` once spent. */
export const twoFactorRecoveryCodes = pgTable(
  'two_factor_recovery_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('two_factor_recovery_codes_user_idx').on(t.userId)],
);

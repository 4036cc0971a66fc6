import type { ErrorKey } from '@skinbet/shared/errors';
import { TICKET_LIMITS } from '@skinbet/shared/schemas/tickets.schemas';
import { ApiError } from '../../../http/api-error';

/** Lengths in characters as a person counts them (an emoji is one), not UTF-16 units. */
const lengthOf = (text: string) => [...text].length;

function checkLength(
  text: string,
  bounds: { min: number; max: number },
  keys: { empty: ErrorKey; short: ErrorKey; long: ErrorKey },
): string {
  const trimmed = text.trim();
  if (trimmed === '') throw new ApiError(keys.empty);
  const length = lengthOf(trimmed);
  if (length < bounds.min) throw new ApiError(keys.short);
  if (length > bounds.max) throw new ApiError(keys.long);
  return trimmed;
}

/**
 * A ticket's title, trimmed (docs/community/tickets.md "Rules": required,
 * TICKET_LIMITS.titleMin…titleMax characters).
 */
export function checkTitle(title: string | undefined): string {
  return checkLength(
    title ?? '',
    { min: TICKET_LIMITS.titleMin, max: TICKET_LIMITS.titleMax },
    { empty: 'ticket_api.title_empty', short: 'ticket_api.title_too_short', long: 'ticket_api.title_too_long' },
  );
}

/** A message, trimmed (docs/community/tickets.md "Rules": required, TICKET_LIMITS.messageMin…messageMax characters). */
export function checkMessage(message: string | undefined): string {
  return checkLength(
    message ?? '',
    { min: TICKET_LIMITS.messageMin, max: TICKET_LIMITS.messageMax },
    { empty: 'ticket_api.message_empty', short: 'ticket_api.message_too_short', long: 'ticket_api.message_too_long' },
  );
}

/**
 * docs/community/tickets.md "Rules": a confirmed fairness mismatch is paid three times the player's
 * stake in the round.
 */
export const COMPENSATION_MULTIPLIER = 3;

/** Is `user` staff for tickets: moderators and admins answer and close; only admins pay compensation. */
export const isStaff = (user: { isAdmin: boolean; isModerator: boolean }) => user.isAdmin || user.isModerator;

import { describe, expect, it } from 'vitest';
import { TICKET_LIMITS } from '@skinbet/shared/schemas/tickets.schemas';
import { checkMessage, checkTitle } from './ticket-rules';

/** docs/community/tickets.md "Rules": title and message are required, between their minimum and maximum lengths. */
describe('ticket text rules', () => {
  const refusal = (key: string) => expect.objectContaining({ key });

  it('trims and accepts texts within the limits, counting characters as people do', () => {
    expect(checkTitle('  Lost bet  ')).toBe('Lost bet');
    expect(checkMessage('😀'.repeat(TICKET_LIMITS.messageMax))).toHaveLength(TICKET_LIMITS.messageMax * 2);
  });

  it.each([
    [undefined, 'ticket_api.title_empty'],
    ['   ', 'ticket_api.title_empty'],
    ['ab', 'ticket_api.title_too_short'],
    ['x'.repeat(TICKET_LIMITS.titleMax + 1), 'ticket_api.title_too_long'],
  ])('refuses the title %j with %s', (title, key) => {
    expect(() => checkTitle(title)).toThrow(refusal(key));
  });

  it.each([
    [undefined, 'ticket_api.message_empty'],
    ['\n\t ', 'ticket_api.message_empty'],
    ['a', 'ticket_api.message_too_short'],
    ['y'.repeat(TICKET_LIMITS.messageMax + 1), 'ticket_api.message_too_long'],
  ])('refuses the message %j with %s', (message, key) => {
    expect(() => checkMessage(message)).toThrow(refusal(key));
  });
});

import { describe, expect, it } from 'vitest';
import { isPlayerAddress } from './sign-in-origin';

/** Which sign-in addresses the referral check compares (docs/engagement/referrals.md "Rules"). */
describe('isPlayerAddress', () => {
  it.each(['203.0.113.7', '198.51.100.20', '8.8.8.8', '::ffff:203.0.113.7', '2001:db8::1'])(
    'compares %s',
    (address) => {
      expect(isPlayerAddress(address)).toBe(true);
    },
  );

  it.each([
    '127.0.0.1',
    '::1',
    '::ffff:127.0.0.1',
    '10.1.2.3',
    '172.16.0.5',
    '192.168.1.10',
    '100.64.0.1',
    '169.254.1.1',
    'fd00::1',
    'fe80::1',
    'not-an-address',
    '',
  ])('does not compare %j (a proxy, a local test, or no address)', (address) => {
    expect(isPlayerAddress(address)).toBe(false);
  });
});

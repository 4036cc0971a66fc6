import { describe, expect, it } from 'vitest';
import { describeDevice } from './device';
import { refusedByStaffGate, steppedUpUntil } from './step-up';

/** The sessions list's device names and the staff gate's rule (docs/architecture/security.md). */
describe('describeDevice', () => {
  it.each([
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
      'Chrome on Windows',
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
      'Edge on Windows',
    ],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:128.0) Gecko/20100101 Firefox/128.0', 'Firefox on macOS'],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      'Safari on iOS',
    ],
    [
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
      'Chrome on Android',
    ],
    [
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
      'Chrome on Linux',
    ],
    ['curl/8.5.0', 'curl'],
    ['', null],
    [null, null],
  ])('reads %s', (agent, device) => {
    expect(describeDevice(agent)).toBe(device);
  });
});

describe('step-up', () => {
  const hour = 3_600_000;
  const policy = { staffRequired: true, stepUpMs: 12 * hour };

  it('lasts stepUpMs from the step-up', () => {
    expect(steppedUpUntil({ steppedUpAt: null }, policy.stepUpMs, 0)).toBeNull();
    expect(steppedUpUntil({ steppedUpAt: 1_000 }, policy.stepUpMs, 1_000 + 11 * hour)?.getTime()).toBe(
      1_000 + 12 * hour,
    );
    expect(steppedUpUntil({ steppedUpAt: 1_000 }, policy.stepUpMs, 1_000 + 12 * hour)).toBeNull();
  });

  it('gates only /api/admin/* routes, only when required, and only sessions without a recent step-up', () => {
    const fresh = { steppedUpAt: 0 };
    expect(refusedByStaffGate(policy, '/api/admin/users/search', { steppedUpAt: null }, hour)).toBe(true);
    expect(refusedByStaffGate(policy, '/api/admin/users/search', undefined, hour)).toBe(true);
    expect(refusedByStaffGate(policy, '/api/admin/users/search', fresh, hour)).toBe(false);
    expect(refusedByStaffGate(policy, '/api/admin/users/search', fresh, 13 * hour)).toBe(true);
    expect(refusedByStaffGate(policy, '/api/user/get', { steppedUpAt: null }, hour)).toBe(false);
    expect(refusedByStaffGate(policy, '/api/administrator', { steppedUpAt: null }, hour)).toBe(false);
    expect(refusedByStaffGate({ ...policy, staffRequired: false }, '/api/admin/x', undefined, hour)).toBe(false);
  });
});

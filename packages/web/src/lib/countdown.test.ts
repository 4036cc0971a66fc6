import { describe, expect, it } from 'vitest';
import {
  AFTER_END_POLL_MS,
  formatCountdown,
  formatShortDate,
  formatUtc,
  readAgainIn,
  remainingMs,
  secondsLeft,
} from './countdown';

describe('countdown', () => {
  const end = '2026-01-01T12:00:00.000Z';
  const serverTime = Date.parse('2026-01-01T11:59:00.000Z');

  it('counts on the server clock, then on the local clock since the answer arrived', () => {
    // The browser's clock is 10 minutes off: only the time since the answer counts.
    const receivedAt = serverTime + 600_000;
    expect(remainingMs(end, serverTime, receivedAt, receivedAt)).toBe(60_000);
    expect(secondsLeft(end, serverTime, receivedAt, receivedAt + 15_500)).toBe(45);
  });

  it('shows 1 until the very end and stops at zero', () => {
    expect(secondsLeft(end, serverTime, 0, 59_999)).toBe(1);
    expect(secondsLeft(end, serverTime, 0, 60_000)).toBe(0);
    expect(secondsLeft(end, serverTime, 0, 3_600_000)).toBe(0);
    expect(remainingMs('not a date', serverTime, 0, 0)).toBe(0);
  });

  it("reads the data again just after the end, then every few seconds, never past a timer's limit", () => {
    expect(readAgainIn(end, serverTime, 0, 0)).toBe(60_000 + AFTER_END_POLL_MS);
    expect(readAgainIn(end, serverTime, 0, 60_000)).toBe(AFTER_END_POLL_MS);
    expect(readAgainIn('2026-03-01T00:00:00Z', serverTime, 0, 0)).toBe(6 * 3600 * 1000);
  });

  it('hides the hours while they are zero', () => {
    expect(formatCountdown(0)).toBe('00:00');
    expect(formatCountdown(59)).toBe('00:59');
    expect(formatCountdown(3599)).toBe('59:59');
    expect(formatCountdown(3600)).toBe('1:00:00');
    expect(formatCountdown(26 * 3600 + 61)).toBe('26:01:01');
    expect(formatCountdown(-5)).toBe('00:00');
  });

  it('shows the end time in UTC whatever the browser zone', () => {
    expect(formatUtc('2026-06-12T14:30:00Z', 'en')).toBe('12/06/2026, 14:30 UTC');
    expect(formatUtc('2026-06-12T14:30:00Z', 'ru')).toBe('12.06.2026, 14:30 UTC');
    expect(formatUtc('garbage', 'ru')).toBe('—');
    expect(formatShortDate('garbage', 'en')).toBe('—');
  });
});

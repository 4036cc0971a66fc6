import { describe, expect, it } from 'vitest';
import { checkExit, exitLimit, freesAt } from './exit-rule';
import { protectedReleases, type ProtectionPosition } from './trade-protection';

const monday = new Date('2026-12-07T12:00:00.000Z');
const wednesday = new Date('2026-12-09T12:00:00.000Z');

/** The issue's player: 69.94 deposited by trade and sold, 69.92 of it spent on another skin. */
const issue: ProtectionPosition = {
  balance: 2,
  skins: 6_992,
  protectedValue: 6_994,
  debt: 0,
  unwagered: 0,
  releases: [{ until: monday, protectedValue: 6_994, heldValue: 0 }],
};

describe('Trade Protection: the rule of every exit', () => {
  it('lets value leave only while what stays covers the protected value and the debt', () => {
    expect(checkExit(issue, 'skin', 6_992)).toEqual({ reason: 'protected', max: 0, until: monday });
    const richer = { ...issue, balance: 6_996 };
    expect(exitLimit(richer, 'skin')).toBe(6_994);
    expect(checkExit(richer, 'skin', 6_994)).toBeNull();
    expect(checkExit(richer, 'skin', 6_995)).toEqual({ reason: 'protected', max: 6_994, until: monday });
    // A debt counts like protected value, and time alone never frees it.
    expect(checkExit({ ...richer, debt: 1 }, 'skin', 6_994)).toEqual({
      reason: 'protected',
      max: 6_993,
      until: monday,
    });
    expect(checkExit({ ...richer, debt: 7_000 }, 'skin', 6_994)).toEqual({ reason: 'protected', max: 0, until: null });
  });

  it('adds the credits still to wager to what must stay: a skin bought with an unwagered deposit stays', () => {
    const bought: ProtectionPosition = {
      balance: 0,
      skins: 5_000,
      protectedValue: 0,
      debt: 0,
      unwagered: 5_000,
      releases: [],
    };
    expect(checkExit(bought, 'skin', 5_000)).toEqual({ reason: 'wagering', max: 0, unwagered: 5_000 });
    expect(checkExit({ ...bought, balance: 5_000 }, 'skin', 5_000)).toBeNull();
    // U, P and D add up; protection is named only when the exit would pass without it.
    const both = { ...issue, balance: 6_996, unwagered: 2 };
    expect(exitLimit(both, 'skin')).toBe(6_992);
    expect(checkExit(both, 'skin', 6_993)).toEqual({ reason: 'protected', max: 6_992, until: monday });
    expect(checkExit({ ...both, unwagered: 7_000 }, 'skin', 6_992)).toMatchObject({ reason: 'wagering' });
    // Money also leaves only from the balance less U, and never above the balance.
    const money: ProtectionPosition = { ...bought, balance: 5_000, skins: 10_000 };
    expect(exitLimit(money, 'money')).toBe(0);
    expect(checkExit(money, 'money', 1)).toEqual({ reason: 'wagering', max: 0, unwagered: 5_000 });
    expect(checkExit(money, 'money', 5_001)).toEqual({ reason: 'insufficient_funds' });
    // A skin of a protected deposit joins the site when it ends: time frees a skin exit then.
    const held: ProtectionPosition = {
      ...bought,
      releases: [{ until: monday, protectedValue: 0, heldValue: 10_000 }],
    };
    expect(checkExit(held, 'skin', 5_000)).toEqual({ reason: 'protected', max: 0, until: monday });
  });

  it('frees value deposit by deposit: each end releases its protected value and brings its held skins on', () => {
    const two: ProtectionPosition = {
      balance: 1_000,
      skins: 0,
      protectedValue: 1_500,
      debt: 0,
      unwagered: 0,
      releases: [
        { until: monday, protectedValue: 500, heldValue: 0 },
        { until: wednesday, protectedValue: 1_000, heldValue: 2_000 },
      ],
    };
    expect(exitLimit(two, 'skin')).toBe(0);
    // After Monday 1 000 is protected and 1 000 on the balance: nothing still; Wednesday frees it all.
    expect(freesAt(two, 1)).toBe(wednesday);
    expect(freesAt({ ...two, balance: 1_600 }, 200)).toBe(monday);
    expect(freesAt({ ...two, balance: 1_600 }, 700)).toBe(wednesday);
    expect(freesAt({ ...two, balance: 2_000 }, 500)).toBeNull();
    // What the modal lists: only what has left its skins.
    expect(
      protectedReleases({ ...two, releases: [...two.releases, { until: wednesday, protectedValue: 0, heldValue: 9 }] }),
    ).toEqual([
      { amount: 500, until: monday },
      { amount: 1_000, until: wednesday },
    ]);
  });
});

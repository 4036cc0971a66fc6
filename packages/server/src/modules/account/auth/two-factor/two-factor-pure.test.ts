import { describe, expect, it } from 'vitest';
import { createRecoveryCodes, hashRecoveryCode, normalizeRecoveryCode } from './recovery-codes';
import { createSecretBox } from './secret-box';
import { createTotpSecret, matchTotpStep, totpCode, totpUrl } from './totp';

/** The pure pieces of two-factor sign-in (docs/architecture/security.md "Two-factor sign-in"). */
describe('TOTP', () => {
  // RFC 6238 Appendix B: the SHA-1 seed "12345678901234567890" (base32 below), eight digits there;
  // the last six digits of each are what a six-digit code is.
  const RFC_SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
  it.each([
    [59, '287082'],
    [1111111109, '081804'],
    [1111111111, '050471'],
    [1234567890, '005924'],
    [2000000000, '279037'],
  ])('matches the RFC 6238 test vector at %i s', (seconds, code) => {
    expect(totpCode(RFC_SECRET, seconds * 1000)).toBe(code);
    expect(matchTotpStep(RFC_SECRET, code, seconds * 1000)).toBe(Math.floor(seconds / 30));
  });

  it('accepts one step either side of now, nothing further, and answers the step the code belongs to', () => {
    const secret = createTotpSecret();
    const now = 1_800_000_000_000;
    const step = Math.floor(now / 30_000);
    expect(matchTotpStep(secret, totpCode(secret, now - 30_000), now)).toBe(step - 1);
    expect(matchTotpStep(secret, totpCode(secret, now + 30_000), now)).toBe(step + 1);
    expect(matchTotpStep(secret, totpCode(secret, now - 60_000), now)).toBeNull();
    expect(matchTotpStep(secret, totpCode(secret, now + 60_000), now)).toBeNull();
    const code = totpCode(secret, now);
    expect(matchTotpStep(secret, `${code.slice(0, 3)} ${code.slice(3)}`, now)).toBe(step);
    expect(matchTotpStep(secret, 'abcdef', now)).toBeNull();
  });

  it('makes 160-bit base32 secrets and an otpauth URL naming the issuer and account', () => {
    const secret = createTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(createTotpSecret()).not.toBe(secret);
    const url = new URL(totpUrl(secret, 'SkinBet', 'Player One'));
    expect(url.host).toBe('totp');
    expect(decodeURIComponent(url.pathname)).toBe('/SkinBet:Player One');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      issuer: 'SkinBet',
      secret,
      algorithm: 'SHA1',
      digits: '6',
      period: '30',
    });
  });
});

describe('recovery codes', () => {
  it('makes ten distinct codes that hash the same however they are typed', () => {
    const codes = createRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    const [code] = codes as [string];
    expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    expect(hashRecoveryCode(code.toUpperCase())).toBe(hashRecoveryCode(code));
    expect(hashRecoveryCode(` ${code.replace('-', '  ')} `)).toBe(hashRecoveryCode(code));
    expect(hashRecoveryCode(code)).toMatch(/^[0-9a-f]{64}$/);
  });

  it('refuses what cannot be a code', () => {
    expect(normalizeRecoveryCode('123456')).toBeNull();
    expect(normalizeRecoveryCode('abcde-fghi0')).toBeNull();
    expect(normalizeRecoveryCode('abcde-fghijk')).toBeNull();
  });
});

describe('secret box', () => {
  const key = 'k'.repeat(40);

  it('seals with a key so the stored text holds no secret, and opens it again', () => {
    const box = createSecretBox(key);
    const sealed = box.seal('JBSWY3DPEHPK3PXP');
    expect(sealed).toMatch(/^v1:/);
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(box.seal('JBSWY3DPEHPK3PXP')).not.toBe(sealed);
    expect(box.open(sealed)).toBe('JBSWY3DPEHPK3PXP');
  });

  it('refuses a sealed secret under another key, or tampered with', () => {
    const sealed = createSecretBox(key).seal('JBSWY3DPEHPK3PXP');
    expect(() => createSecretBox('x'.repeat(40)).open(sealed)).toThrow();
    expect(() => createSecretBox(undefined).open(sealed)).toThrow(/TWO_FACTOR_KEY/);
    // One bit of the ciphertext flipped (not its text: a base64 string's last characters may differ in
    // padding bits only, which decode to the same bytes — the earlier text swap passed now and then).
    const [head, ciphertext] = [
      sealed.slice(0, sealed.lastIndexOf(':') + 1),
      sealed.slice(sealed.lastIndexOf(':') + 1),
    ];
    const bytes = Buffer.from(ciphertext, 'base64url');
    bytes[0] = bytes[0]! ^ 1;
    const tampered = `${head}${bytes.toString('base64url')}`;
    expect(tampered).not.toBe(sealed);
    expect(() => createSecretBox(key).open(tampered)).toThrow();
  });

  it('stores plainly without a key, and still reads such secrets once a key is set', () => {
    const plain = createSecretBox(undefined).seal('JBSWY3DPEHPK3PXP');
    expect(plain).toBe('plain:JBSWY3DPEHPK3PXP');
    expect(createSecretBox(key).open(plain)).toBe('JBSWY3DPEHPK3PXP');
  });
});

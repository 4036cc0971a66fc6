import { describe, expect, it } from 'vitest';
import { cleanCode, codeLooksComplete, groupSecret, recoveryCodesFile } from './security-format';

describe('security format', () => {
  it('groups a secret in fours', () => {
    expect(groupSecret('JBSWY3DPEHPK3PXP')).toBe('JBSW Y3DP EHPK 3PXP');
    expect(groupSecret('ABCDEF')).toBe('ABCD EF');
  });

  it('writes the recovery codes one a line under a heading', () => {
    expect(recoveryCodesFile('SkinBet', ['aaaaa-bbbbb', 'ccccc-ddddd'])).toBe('SkinBet\n\naaaaa-bbbbb\nccccc-ddddd\n');
  });

  it('takes six digits with spaces, and recovery codes only where they are allowed', () => {
    expect(cleanCode(' 123 456 ')).toBe('123456');
    expect(cleanCode('abcde-fghjk')).toBe('abcde-fghjk');
    expect(codeLooksComplete('123 456', false)).toBe(true);
    expect(codeLooksComplete('12345', false)).toBe(false);
    expect(codeLooksComplete('abcde-fghjk', false)).toBe(false);
    expect(codeLooksComplete('abcde-fghjk', true)).toBe(true);
  });
});

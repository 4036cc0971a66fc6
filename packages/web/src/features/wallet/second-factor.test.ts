import { describe, expect, it } from 'vitest';
import { ApiFailure } from '../../lib/api-client';
import { CODE_REQUIRED_KEY, codeForRequest, codeTypedWell, isCodeRefusal } from './second-factor';

describe('withdrawal second factor (docs/money/withdrawals.md "Second factor")', () => {
  it('knows the refusals that are about the code', () => {
    expect(isCodeRefusal(new ApiFailure(CODE_REQUIRED_KEY, 403, true))).toBe(true);
    expect(isCodeRefusal(new ApiFailure('two_factor_api.invalid_code', 400, true))).toBe(true);
    expect(isCodeRefusal(new ApiFailure('two_factor_api.code_reused', 409, true))).toBe(true);
    expect(isCodeRefusal(new ApiFailure('withdrawal_api.previous_pending', 400, true))).toBe(false);
    expect(isCodeRefusal(new Error(CODE_REQUIRED_KEY))).toBe(false);
  });

  it('sends the typed code trimmed, and no code when the field is empty', () => {
    expect(codeForRequest(' 123456 ')).toBe('123456');
    expect(codeForRequest('   ')).toBeUndefined();
    expect(codeForRequest('')).toBeUndefined();
  });

  it('lets an empty field or a code-shaped one through', () => {
    expect(codeTypedWell('')).toBe(true);
    expect(codeTypedWell('123456')).toBe(true);
    expect(codeTypedWell('abcde-fghij')).toBe(true);
    expect(codeTypedWell('123')).toBe(false);
  });
});

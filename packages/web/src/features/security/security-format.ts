/**
 * What the security screens show, as plain functions (docs/architecture/security.md "Two-factor
 * sign-in"): the secret in groups of four for typing it by hand, the recovery codes' file.
 */

/** `JBSWY3DPEHPK3PXP` → `JBSW Y3DP EHPK 3PXP`: easier to copy by eye into an authenticator. */
export function groupSecret(secret: string): string {
  return secret.replace(/(.{4})(?=.)/g, '$1 ');
}

/** The text file of recovery codes offered for download: a heading line, then one code a line. */
export function recoveryCodesFile(heading: string, codes: readonly string[]): string {
  return `${heading}\n\n${codes.join('\n')}\n`;
}

/** A typed code as the server takes it: TOTP digits without spaces; a recovery code as typed. */
export function cleanCode(input: string): string {
  const trimmed = input.trim();
  return /^[\d\s]+$/.test(trimmed) ? trimmed.replace(/\s+/g, '') : trimmed;
}

/** Whether the form may be sent: six digits, or something as long as a recovery code. */
export function codeLooksComplete(input: string, allowRecovery: boolean): boolean {
  const code = cleanCode(input);
  if (/^\d{6}$/.test(code)) return true;
  return allowRecovery && code.replace(/[\s-]/g, '').length === 10;
}

/** A moment as the player reads it in their language: "7 Dec 2026, 14:05". */
export function formatMoment(iso: string, language: 'ru' | 'en'): string {
  return new Intl.DateTimeFormat(language === 'ru' ? 'ru-RU' : 'en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(iso));
}

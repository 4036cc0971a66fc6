import crypto from 'node:crypto';

/**
 * TOTP secrets at rest (docs/architecture/security.md "Two-factor sign-in"). With TWO_FACTOR_KEY
 * set, a secret is sealed with AES-256-GCM under a key derived from it by HKDF-SHA256
 * (`v1:<iv>:<tag>:<ciphertext>`, base64url), so a database dump alone yields no secret. Without
 * the key a secret is stored as it is, marked `plain:`; such secrets stay readable after a key is
 * set, and each is sealed the next time it is written.
 */
export interface SecretBox {
  seal(secret: string): string;
  open(stored: string): string;
}

const PLAIN = 'plain:';
const SEALED = 'v1:';

export function createSecretBox(masterKey: string | undefined): SecretBox {
  const key = masterKey
    ? Buffer.from(crypto.hkdfSync('sha256', masterKey, 'skinbet', 'two-factor-secret-v1', 32))
    : undefined;
  return {
    seal(secret) {
      if (!key) return `${PLAIN}${secret}`;
      const iv = crypto.randomBytes(12);
      const cipher = crypto.createCipheriv('aes-256-gcm', key, iv);
      const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
      return `${SEALED}${[iv, cipher.getAuthTag(), sealed].map((part) => part.toString('base64url')).join(':')}`;
    },
    open(stored) {
      if (stored.startsWith(PLAIN)) return stored.slice(PLAIN.length);
      if (!stored.startsWith(SEALED)) throw new Error('two-factor secret: unknown format');
      if (!key) throw new Error('two-factor secret is sealed but TWO_FACTOR_KEY is not set');
      const [iv, tag, sealed] = stored
        .slice(SEALED.length)
        .split(':')
        .map((part) => Buffer.from(part, 'base64url'));
      if (!iv || !tag || !sealed) throw new Error('two-factor secret: malformed');
      const decipher = crypto.createDecipheriv('aes-256-gcm', key, iv);
      decipher.setAuthTag(tag);
      return Buffer.concat([decipher.update(sealed), decipher.final()]).toString('utf8');
    },
  };
}

import type { Database } from '../../../db/client';
import { claimNonce, pruneNonces } from './session.repository';
import type { NonceStore } from './steam-openid';

/** Nonces are kept for an hour: far beyond the 5-minute assertion age plus 5 minutes of clock skew. */
const NONCE_RETENTION_MS = 60 * 60 * 1000;

/**
 * The replay guard of Steam sign-ins: a nonce is claimed once, in the database so that every node
 * sees it. Each claim first forgets the nonces too old to be replayed successfully anyway.
 */
export function createNonceStore(db: Database): NonceStore {
  return {
    async claim(nonce, now) {
      await pruneNonces(db, new Date(now.getTime() - NONCE_RETENTION_MS));
      return claimNonce(db, nonce);
    },
  };
}

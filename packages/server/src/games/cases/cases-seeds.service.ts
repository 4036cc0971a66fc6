import crypto from 'node:crypto';
import { sha256Hex } from '@skinbet/shared/fairness/hash';
import type { CaseSeedsDto } from '@skinbet/shared/schemas/cases.schemas';
import type { Database, Transaction } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import {
  advanceNonce,
  insertActiveSeed,
  lockActiveSeed,
  revealSeed,
  updateClientSeed,
  type SeedRow,
} from './cases-seeds.repository';

export type CasesSeedsService = ReturnType<typeof createCasesSeedsService>;

/** A fresh server seed: 32 random bytes as lowercase hex; its SHA-256 is what the player sees first. */
function newServerSeed(): { serverSeed: string; serverSeedHash: string } {
  const serverSeed = crypto.randomBytes(32).toString('hex');
  return { serverSeed, serverSeedHash: sha256Hex(serverSeed) };
}

/** A starting client seed, which the player may replace at any time. */
const newClientSeed = () => crypto.randomBytes(8).toString('hex');

/** Each try follows a rotation another transaction committed: more than a few in a row is a fault. */
const LOCK_ATTEMPTS = 5;

const present = (seed: SeedRow): CaseSeedsDto => ({
  server_seed_hash: seed.serverSeedHash,
  client_seed: seed.clientSeed,
  nonce: seed.nextNonce,
});

/**
 * A player's case seeds (docs/fairness/formulas.md "Cases"): a server seed whose hash is shown
 * before it is used, an editable client seed and a nonce that rises by one per opening. Rotating
 * reveals the server seed and starts a new one at nonce 0 (the client seed stays the player's).
 * The first seeds are made on first use. Every change locks the active row, so it queues behind
 * openings.
 */
export function createCasesSeedsService(deps: { db: Database }) {
  const { db } = deps;

  /**
   * The active seed row, locked; made first if the player has none. A lock that waited behind a
   * rotation finds the row it waited for revealed and, its statement's snapshot being older than
   * the rotation, does not see the new row: each try is a new statement with a newer snapshot, so
   * it is tried again — a miss always means another transaction committed a new active row.
   */
  async function lockActive(tx: Transaction, userId: number): Promise<SeedRow> {
    for (let attempt = 1; attempt <= LOCK_ATTEMPTS; attempt += 1) {
      const existing = await lockActiveSeed(tx, userId);
      if (existing) return existing;
      await insertActiveSeed(tx, { userId, ...newServerSeed(), clientSeed: newClientSeed() });
    }
    throw new Error(`no active case seed for user ${userId} after ${LOCK_ATTEMPTS} tries`);
  }

  return {
    lockActive,

    /** The opening took the row's next nonce: the following opening takes the one after. */
    consumeNonce: (tx: Transaction, seed: SeedRow) => advanceNonce(tx, seed.id),

    /** `/api/cases/seeds`: the current server seed hash, client seed and next nonce. */
    current: (userId: number) => inTransaction(db, async (tx) => present(await lockActive(tx, userId))),

    /** `/api/cases/seeds/client`: the client seed of the next openings (the nonce goes on). */
    setClientSeed: (userId: number, clientSeed: string) =>
      inTransaction(db, async (tx) => {
        const seed = await lockActive(tx, userId);
        await updateClientSeed(tx, seed.id, clientSeed);
        return present({ ...seed, clientSeed });
      }),

    /** `/api/cases/seeds/rotate`: reveals the server seed in use and answers it with the new seeds. */
    rotate: (userId: number) =>
      inTransaction(db, async (tx) => {
        const previous = await lockActive(tx, userId);
        await revealSeed(tx, previous.id);
        const next = { ...newServerSeed(), clientSeed: previous.clientSeed };
        await insertActiveSeed(tx, { userId, ...next });
        return {
          previous: {
            server_seed: previous.serverSeed,
            server_seed_hash: previous.serverSeedHash,
            client_seed: previous.clientSeed,
            nonce: previous.nextNonce,
          },
          seeds: { server_seed_hash: next.serverSeedHash, client_seed: next.clientSeed, nonce: 0 },
        };
      }),
  };
}

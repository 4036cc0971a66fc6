import crypto from 'node:crypto';
import type { Database, Transaction } from '../../db/client';
import { walkChain, nodeSha256, type ChainWalker } from './chain-walker';
import {
  findChain,
  findOpenChain,
  insertChain,
  listPublishedChains,
  lockChains,
  takeNextPosition,
  type ChainRow,
} from './chain.repository';

/**
 * A round's place in its chain and its hashes: `public_hash = sha256(secret_hash)`
 * (docs/fairness/formulas.md "Hash chains").
 */
export interface RoundSecret {
  chainId: number;
  chainRound: number;
  secretHash: string;
  publicHash: string;
}

export type FairnessChains = ReturnType<typeof createFairnessChains>;

/**
 * Walkers kept in memory: the open chain of each game, plus slack. A walker keeps √N links (about
 * 20 KB for 100 000); case battles have a chain per lane (up to 200, docs/fairness/formulas.md
 * "Case battle"), and a walker evicted costs a full walk at its next secret.
 */
const MAX_CACHED_WALKERS = 256;

/**
 * Hash chains per game: created on first use (random 32-byte seed, anchor stored and published at
 * once), positions handed out in order, a fresh chain when one is used up.
 */
export function createFairnessChains(deps: { db: Database; chainLength: number }) {
  const walkers = new Map<number, Promise<ChainWalker>>();

  function walkerFor(chain: ChainRow): Promise<ChainWalker> {
    let walker = walkers.get(chain.id);
    if (!walker) {
      walker = walkChain(chain.seed, chain.length);
      walkers.set(chain.id, walker);
      // Walking failed (it cannot, short of memory): forget it so the next round retries.
      walker.catch(() => walkers.delete(chain.id));
      for (const id of walkers.keys()) if (walkers.size > MAX_CACHED_WALKERS) walkers.delete(id);
    }
    return walker;
  }

  async function createChain(tx: Transaction, game: string): Promise<ChainRow> {
    const seed = crypto.randomBytes(32).toString('hex');
    const walker = await walkChain(seed, deps.chainLength);
    const chain = await insertChain(tx, { game, seed, length: deps.chainLength, anchor: walker.anchor });
    walkers.set(chain.id, Promise.resolve(walker));
    return chain;
  }

  return {
    /**
     * The next round's secret, in the caller's transaction (the round insert): if it rolls back,
     * the position is not used. The chain row's increment is the guard against handing it out twice.
     */
    async nextSecret(tx: Transaction, game: string): Promise<RoundSecret> {
      await lockChains(tx, game);
      // Under the lock the open chain cannot be used up between the lookup and the increment.
      const chain = (await findOpenChain(tx, game)) ?? (await createChain(tx, game));
      const position = await takeNextPosition(tx, chain.id);
      if (position === null) throw new Error(`fairness chain ${chain.id} has no free position`);
      const secretHash = (await walkerFor(chain)).secret(position);
      return { chainId: chain.id, chainRound: position, secretHash, publicHash: nodeSha256(secretHash) };
    },

    /**
     * The game's open chain, created now (its anchor published) if it has none, in the caller's
     * transaction. Case battles make sure the next lane's chain exists before its first battle's
     * creator arrives (docs/fairness/formulas.md "Case battle").
     */
    async ensureChain(tx: Transaction, game: string): Promise<ChainRow> {
      await lockChains(tx, game);
      return (await findOpenChain(tx, game)) ?? (await createChain(tx, game));
    },

    /** Builds the walker of a game's open chain ahead of time, so the first round does not wait for it. */
    async warm(game: string): Promise<void> {
      const chain = await findOpenChain(deps.db, game);
      if (chain) await walkerFor(chain);
    },

    /** The chain a round came from, for its anchor. */
    findChain: (chainId: number) => findChain(deps.db, chainId),

    /** Published chains for the `/provably-fair` page: anchors only, never a seed. */
    listChains: () => listPublishedChains(deps.db),
  };
}

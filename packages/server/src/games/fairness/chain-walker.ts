import crypto from 'node:crypto';
import { setImmediate as yieldToEventLoop } from 'node:timers/promises';

/**
 * The reverse hash chain of docs/fairness/formulas.md "Hash chains" (`c_1 = sha256(seed)`,
 * `c_{k+1} = sha256(c_k)`, round r uses `c_{N-r+1}`), computed with node:crypto: the same strings
 * as the shared `chainSecret` / `chainAnchor` (a test holds them equal), several times faster
 * than the browser's code.
 *
 * One full walk (about a third of a second for 100 000 links) keeps every ~√N-th link, so a
 * round's secret then costs at most √N hashes. The walk yields to the event loop between slices:
 * sockets and bets are not held up while a node builds it.
 */
export const nodeSha256 = (text: string): string => crypto.createHash('sha256').update(text).digest('hex');

const HASHES_PER_SLICE = 5_000;

export interface ChainWalker {
  readonly anchor: string;
  /** The secret of the `round`-th round (1-based). */
  secret(round: number): string;
}

export async function walkChain(seed: string, length: number): Promise<ChainWalker> {
  const spacing = Math.max(1, Math.ceil(Math.sqrt(length)));
  // checkpoints[i] = c_{1 + i·spacing}
  const checkpoints: string[] = [];
  let link = nodeSha256(seed);
  for (let k = 1; ; k += 1) {
    if ((k - 1) % spacing === 0) checkpoints.push(link);
    if (k === length) break;
    link = nodeSha256(link);
    if (k % HASHES_PER_SLICE === 0) await yieldToEventLoop();
  }
  const anchor = nodeSha256(link);

  return {
    anchor,
    secret(round) {
      if (!Number.isInteger(round) || round < 1 || round > length) {
        throw new RangeError(`round ${round} is outside a chain of ${length}`);
      }
      const k = length - round + 1;
      const index = Math.floor((k - 1) / spacing);
      let value = checkpoints[index]!;
      for (let at = 1 + index * spacing; at < k; at += 1) value = nodeSha256(value);
      return value;
    },
  };
}

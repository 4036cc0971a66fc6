/**
 * The client seed a seat brings (docs/fairness/formulas.md "Case battle"): the page offers a random
 * one, 16 characters of `[A-Za-z0-9]` (inside the shared rule `battleClientSeedSchema`), which the
 * player may change before creating a battle.
 */
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
export const BATTLE_SEED_LENGTH = 16;
/** The largest multiple of the alphabet's size below 256: bytes from it up are redrawn, so no letter is likelier. */
const UNBIASED_LIMIT = 256 - (256 % ALPHABET.length);

/** Fills a byte array with random bytes (the browser's `crypto.getRandomValues`; a test passes its own). */
export type RandomBytes = (bytes: Uint8Array) => Uint8Array;

const cryptoBytes: RandomBytes = (bytes) => crypto.getRandomValues(bytes);

/** A fresh random seed of `BATTLE_SEED_LENGTH` characters. */
export function randomBattleSeed(randomBytes: RandomBytes = cryptoBytes): string {
  let seed = '';
  while (seed.length < BATTLE_SEED_LENGTH) {
    for (const byte of randomBytes(new Uint8Array(BATTLE_SEED_LENGTH * 2))) {
      if (byte >= UNBIASED_LIMIT) continue;
      seed += ALPHABET[byte % ALPHABET.length];
      if (seed.length === BATTLE_SEED_LENGTH) break;
    }
  }
  return seed;
}

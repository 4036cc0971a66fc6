/** "1a2b3c4d5e…7e8f9a0b": enough of a hash to recognise it; the page keeps the whole of it in reach (a tooltip, a copy button). */
export function shortHash(hash: string): string {
  return hash.length > 20 ? `${hash.slice(0, 10)}…${hash.slice(-8)}` : hash;
}

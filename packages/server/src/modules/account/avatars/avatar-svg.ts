import crypto from 'node:crypto';

/**
 * Deterministic identicon: a 5×5 mirrored grid in a colour taken from the seed. Used for every
 * generated avatar, so new users have a picture without any call outside this machine.
 */
export function avatarSvg(seed: string): string {
  const digest = crypto.createHash('sha256').update(seed).digest();
  const hue = (digest[0]! * 360) / 256;
  const fg = `hsl(${hue.toFixed(0)} 70% 58%)`;
  const bg = `hsl(${((hue + 180) % 360).toFixed(0)} 30% 16%)`;
  const cells: string[] = [];
  for (let row = 0; row < 5; row += 1) {
    for (let col = 0; col < 3; col += 1) {
      if ((digest[1 + row * 3 + col]! & 1) === 0) continue;
      for (const x of new Set([col, 4 - col])) {
        cells.push(`<rect x="${10 + x * 16}" y="${10 + row * 16}" width="16" height="16"/>`);
      }
    }
  }
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100" width="100" height="100">` +
    `<rect width="100" height="100" fill="${bg}"/><g fill="${fg}">${cells.join('')}</g></svg>`
  );
}

/** Public URL path of a generated avatar. */
export function avatarPath(seed: string): string {
  return `/avatars/${crypto.createHash('sha256').update(seed).digest('hex').slice(0, 24)}.svg`;
}

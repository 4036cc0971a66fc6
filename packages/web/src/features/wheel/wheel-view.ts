import { colourReturnBasisPoints } from '@skinbet/shared/games/wheel.machine';
import type { WheelColour } from '@skinbet/shared/fairness/wheel';

/** How wheel numbers read on the page: the published return of each colour, bet thumbnails. */

/**
 * A colour's published return (multiplier × its segments / 54), from the shared basis points:
 * black 96.3 %, red 94.4 %, green 92.6 %, yellow 92.6 %, written the language's way.
 */
export function formatReturn(colour: WheelColour, language: string): string {
  return new Intl.NumberFormat(language, {
    style: 'percent',
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(colourReturnBasisPoints(colour) / 10_000);
}

/** Up to `count` thumbnails per bet row, then "+N". */
export function betThumbnails<T>(items: readonly T[], count = 3): { shown: T[]; more: number } {
  return { shown: items.slice(0, count), more: Math.max(0, items.length - count) };
}

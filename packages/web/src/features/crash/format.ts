/** How crash numbers are written on the page. */

/** "x2.50" for 250 (hundredths). */
export function formatMultiplier(hundredths: number): string {
  return `x${(hundredths / 100).toFixed(2)}`;
}

/** "12.3": seconds left with one decimal, rounded up so it never shows 0.0 while betting is open. */
export function countdownText(leftMs: number): string {
  return (Math.ceil(leftMs / 100) / 10).toFixed(1);
}

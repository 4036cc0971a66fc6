import { useMediaQuery } from './use-media-query';

/** The player's "reduce motion" setting, live. */
export function useReducedMotion(): boolean {
  return useMediaQuery('(prefers-reduced-motion: reduce)');
}

import { useEffect, useState, type RefObject } from 'react';
import { WIDE_ITEMS_DELAY_MS } from '../bet-view';

/**
 * Wide mode of the bets list (docs/product/screens.md "Crash"): once the list is at least
 * `minWidth` wide, rows show a third thumbnail after WIDE_ITEMS_DELAY_MS (the layout has
 * settled by then); narrowing drops back to two at once.
 */
export function useWideItems(ref: RefObject<HTMLElement | null>, minWidth: number): boolean {
  const [wide, setWide] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const observer = new ResizeObserver((entries) => {
      const width = entries[0]?.contentRect.width ?? 0;
      clearTimeout(timer);
      if (width >= minWidth) timer = setTimeout(() => setWide(true), WIDE_ITEMS_DELAY_MS);
      else setWide(false);
    });
    observer.observe(element);
    return () => {
      clearTimeout(timer);
      observer.disconnect();
    };
  }, [ref, minWidth]);
  return wide;
}

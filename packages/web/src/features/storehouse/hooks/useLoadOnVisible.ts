import { useEffect, useRef } from 'react';

/** Start loading the next page a little before the end of the list is on screen. */
const LOOK_AHEAD = '240px';

/**
 * Calls `load` when the returned element (placed after the list) scrolls into view. The observer
 * is rebuilt whenever `enabled` turns back on, and a fresh observer reports at once if the element
 * is still visible — so a short page that leaves the end in view loads the next one too. Pass
 * `enabled = false` while a page loads or after a failure (the "load more" button retries).
 */
export function useLoadOnVisible<T extends Element>(enabled: boolean, load: () => void) {
  const ref = useRef<T>(null);
  const loadRef = useRef(load);
  useEffect(() => {
    loadRef.current = load;
  });

  useEffect(() => {
    const element = ref.current;
    if (!enabled || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) loadRef.current();
      },
      // The look-ahead margin only widens the root, so the root must be the box that scrolls.
      { root: scrollParent(element), rootMargin: LOOK_AHEAD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [enabled]);

  return ref;
}

/** The nearest ancestor that scrolls vertically (a drawer's body), or null for the page itself. */
function scrollParent(element: Element): Element | null {
  for (let node = element.parentElement; node; node = node.parentElement) {
    const { overflowY } = getComputedStyle(node);
    // `overflow-x: hidden` alone computes overflow-y to auto too: only a box taller inside than out scrolls.
    if ((overflowY === 'auto' || overflowY === 'scroll') && node.scrollHeight > node.clientHeight) return node;
  }
  return null;
}

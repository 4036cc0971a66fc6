import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** The element a `#fragment` names, or null for no fragment or a malformed one. */
function fragmentTarget(hash: string): HTMLElement | null {
  if (hash.length < 2) return null;
  try {
    return document.getElementById(decodeURIComponent(hash.slice(1)));
  } catch {
    return null;
  }
}

/**
 * Brings the element named by the URL's `#fragment` into view once the page has rendered it. A
 * lazily loaded page mounts after the browser's own fragment scroll ran and found nothing, so a
 * shared link like `/user-agreement#terms-withdrawals` would otherwise open at the top. A
 * `<details>` target is opened as well, so a link can point straight at one FAQ answer.
 */
export function useHashScroll(): void {
  const { hash } = useLocation();
  useEffect(() => {
    const target = fragmentTarget(hash);
    if (!target) return;
    if (target instanceof HTMLDetailsElement) target.open = true;
    target.scrollIntoView({ block: 'start' });
  }, [hash]);
}

import { useCallback, useRef, useState, type KeyboardEvent } from 'react';

/**
 * Where a key press moves the focus in a horizontal tab list (WAI-ARIA tabs pattern): arrows
 * step and wrap around, Home and End jump to the ends; null for any other key.
 */
export function nextTabIndex(key: string, current: number, count: number): number | null {
  if (count === 0) return null;
  switch (key) {
    case 'ArrowRight':
      return (current + 1) % count;
    case 'ArrowLeft':
      return (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

/**
 * State and ARIA wiring of a tab list whose tabs activate on focus: only the active tab is in the
 * tab order, the arrow keys move between tabs. `prefix` keeps ids unique on the page; `initial`
 * (one of `ids`) is the tab open at first, else the first one.
 */
export function useTabList<T extends string>(ids: readonly T[], prefix: string, initial?: T) {
  const [active, setActive] = useState<T | undefined>(
    initial !== undefined && ids.includes(initial) ? initial : ids[0],
  );
  const tabs = useRef(new Map<T, HTMLButtonElement>());
  const current = active !== undefined && ids.includes(active) ? active : ids[0];

  const onKeyDown = useCallback(
    (event: KeyboardEvent) => {
      const index = nextTabIndex(event.key, current === undefined ? 0 : ids.indexOf(current), ids.length);
      if (index === null) return;
      event.preventDefault();
      const id = ids[index]!;
      setActive(id);
      tabs.current.get(id)?.focus();
    },
    [ids, current],
  );

  const tabProps = (id: T) => ({
    ref: (node: HTMLButtonElement | null) => {
      if (node) tabs.current.set(id, node);
      else tabs.current.delete(id);
    },
    id: `${prefix}-tab-${id}`,
    type: 'button' as const,
    role: 'tab',
    'aria-selected': id === current,
    'aria-controls': `${prefix}-panel-${id}`,
    tabIndex: id === current ? 0 : -1,
    onClick: () => setActive(id),
    onKeyDown,
  });

  const panelProps = (id: T) => ({
    id: `${prefix}-panel-${id}`,
    role: 'tabpanel',
    'aria-labelledby': `${prefix}-tab-${id}`,
    tabIndex: 0,
    hidden: id !== current,
  });

  return { active: current, tabProps, panelProps };
}

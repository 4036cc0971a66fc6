import type { Page } from 'playwright-core';

/**
 * Layout probes for the responsive tests: each returns what is wrong as readable lines (empty
 * when nothing is), so a sweep over many widths can report every problem at once. They measure
 * the rendered boxes in the page; nothing here waits on time.
 */

/**
 * Waits until the layout is final: every finite animation (a drawer sliding in, a dialog
 * appearing) has finished, and two frames have been laid out since the last change.
 */
export async function settleLayout(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const finite = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity);
    await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
    await new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));
  });
}

/**
 * The page scrolls sideways, or a piece of the header or the tool bar sticks out of the window,
 * spills out of a box squeezed too narrow for it, or overlaps another control, or a game in the
 * mode bar is cut off.
 */
export function pageProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const root = document.documentElement;
    const width = root.clientWidth;
    if (root.scrollWidth > width) problems.push(`the page scrolls sideways: ${root.scrollWidth} px in ${width} px`);

    const nameOf = (element: Element) =>
      element.getAttribute('data-testid') ??
      element.getAttribute('aria-label') ??
      `${element.tagName.toLowerCase()}${typeof element.className === 'string' && element.className ? `.${element.className.split(' ')[0]}` : ''}`;
    const shown = (element: Element) => {
      const box = element.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden';
    };
    const bars = [
      ['header', document.querySelector('[data-testid="app-header"]')],
      ['tool bar', document.querySelector('[role="toolbar"]')],
    ] as const;
    for (const [barName, bar] of bars) {
      if (!bar) {
        problems.push(`the ${barName} is missing`);
        continue;
      }
      for (const element of [bar, ...bar.querySelectorAll('*')]) {
        // An icon's own drawing is the icon; hidden text for screen readers is not on screen.
        if (element.parentElement?.closest('svg') || element.closest('.visually-hidden') || !shown(element)) continue;
        const box = element.getBoundingClientRect();
        if (box.left < -0.5 || box.right > width + 0.5) {
          problems.push(
            `${barName}: ${nameOf(element)} sticks out of the window (${Math.round(box.left)}…${Math.round(box.right)} of ${width} px)`,
          );
        }
        // A squeezed box lets its content spill out sideways (an overlay such as a count badge
        // is placed on purpose and is not part of its box's flow).
        const parent = element.parentElement;
        const placed = ['absolute', 'fixed'].includes(getComputedStyle(element).position);
        if (element !== bar && parent && !placed) {
          const outer = parent.getBoundingClientRect();
          if (box.left < outer.left - 1 || box.right > outer.right + 1) {
            problems.push(
              `${barName}: ${nameOf(element)} spills out of ${nameOf(parent)} (${Math.round(box.left)}…${Math.round(box.right)} in ${Math.round(outer.left)}…${Math.round(outer.right)})`,
            );
          }
        }
      }
      const controls = [...bar.querySelectorAll('a, button, img, select, input, [role="progressbar"]')].filter(shown);
      for (const [index, first] of controls.entries()) {
        for (const second of controls.slice(index + 1)) {
          if (first.contains(second) || second.contains(first)) continue;
          const a = first.getBoundingClientRect();
          const b = second.getBoundingClientRect();
          const overlap = Math.min(a.right, b.right) - Math.max(a.left, b.left);
          const vertical = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
          if (overlap > 1 && vertical > 1)
            problems.push(`${barName}: ${nameOf(first)} overlaps ${nameOf(second)} by ${Math.round(overlap)} px`);
        }
      }
    }
    // From 360 px (the narrowest screen) the mode bar shows every game whole; narrower, it
    // scrolls with a shadow at the cut edge.
    const modeBar = document.querySelector('[data-testid="mode-bar"]');
    if (!modeBar) problems.push('the mode bar is missing');
    if (width >= 360 && modeBar) {
      const outer = modeBar.getBoundingClientRect();
      for (const link of [...modeBar.querySelectorAll('a')].filter(shown)) {
        const box = link.getBoundingClientRect();
        if (box.left < outer.left - 0.5 || box.right > outer.right + 0.5)
          problems.push(
            `mode bar: "${link.textContent}" is cut (${Math.round(box.left)}…${Math.round(box.right)} in ${Math.round(outer.left)}…${Math.round(outer.right)})`,
          );
      }
    }
    return problems;
  });
}

/**
 * An open drawer (`data-testid`) sits inside the window, its content area shows (not collapsed
 * to nothing), nothing in it is wider than it, and `mustShow` (selectors inside the drawer) are
 * wholly within its visible area.
 */
export function drawerProblems(page: Page, testId: string, mustShow: readonly string[] = []): Promise<string[]> {
  return page.evaluate(
    ([id, selectors]) => {
      const drawer = document.querySelector(`[data-testid="${id}"]`);
      if (!drawer) return [`${id} is not open`];
      const problems: string[] = [];
      const box = drawer.getBoundingClientRect();
      const root = document.documentElement;
      if (box.left < -0.5 || box.right > root.clientWidth + 0.5 || box.bottom > root.clientHeight + 0.5) {
        problems.push(
          `${id} is not inside the window (${Math.round(box.left)}…${Math.round(box.right)} × ${Math.round(box.top)}…${Math.round(box.bottom)})`,
        );
      }
      const content = drawer.lastElementChild;
      if (!content || content.clientHeight < 48) {
        problems.push(
          `${id}: its content area is ${content?.clientHeight ?? 0} px tall (the drawer is ${Math.round(box.height)} px)`,
        );
      }
      for (const element of [drawer, ...drawer.querySelectorAll('*')]) {
        if (element.scrollWidth > element.clientWidth + 1 && getComputedStyle(element).overflowX !== 'visible') {
          // Ellipsised text is cut on purpose; text for screen readers only is not on screen.
          if (getComputedStyle(element).textOverflow === 'ellipsis' || element.closest('.visually-hidden')) continue;
          problems.push(`${id}: content ${element.scrollWidth} px wide is clipped to ${element.clientWidth} px`);
        }
      }
      const visible = content?.getBoundingClientRect();
      for (const selector of selectors) {
        const targets = [...drawer.querySelectorAll(selector)];
        if (targets.length === 0) problems.push(`${id}: nothing matches ${selector}`);
        for (const target of targets) {
          const part = target.getBoundingClientRect();
          const inside =
            visible &&
            part.height > 0 &&
            part.top >= visible.top - 0.5 &&
            part.bottom <= visible.bottom + 0.5 &&
            part.left >= visible.left - 0.5 &&
            part.right <= visible.right + 0.5;
          if (!inside) problems.push(`${id}: ${selector} "${target.textContent?.trim() ?? ''}" is not in view`);
        }
      }
      return problems;
    },
    [testId, mustShow] as const,
  );
}

/**
 * An open modal dialog (`data-testid`) sits inside the window and none of its content is wider
 * than the dialog: it would be clipped, since a dialog only scrolls up and down.
 */
export function dialogProblems(page: Page, testId: string): Promise<string[]> {
  return page.evaluate((id) => {
    const dialog = document.querySelector(`[data-testid="${id}"]`);
    if (!(dialog instanceof HTMLDialogElement) || !dialog.open) return [`${id} is not open`];
    const problems: string[] = [];
    const box = dialog.getBoundingClientRect();
    const root = document.documentElement;
    if (
      box.left < -0.5 ||
      box.right > root.clientWidth + 0.5 ||
      box.top < -0.5 ||
      box.bottom > root.clientHeight + 0.5
    ) {
      problems.push(
        `${id} is not inside the window (${Math.round(box.left)}…${Math.round(box.right)} × ${Math.round(box.top)}…${Math.round(box.bottom)})`,
      );
    }
    for (const element of [dialog, ...dialog.querySelectorAll('*')]) {
      if (element.scrollWidth > element.clientWidth + 1 && getComputedStyle(element).overflowX !== 'visible') {
        if (getComputedStyle(element).textOverflow === 'ellipsis' || element.closest('.visually-hidden')) continue;
        problems.push(`${id}: content ${element.scrollWidth} px wide is clipped to ${element.clientWidth} px`);
      }
    }
    // Content overflowing a box that lets it show spills past the dialog's edge instead.
    for (const element of dialog.querySelectorAll('*')) {
      const part = element.getBoundingClientRect();
      // Notices raised while a modal is open render in it, fixed to the window's corner, not its content.
      if (element.closest('.visually-hidden, .notices')) continue;
      if (part.width > 0 && (part.left < box.left - 0.5 || part.right > box.right + 0.5)) {
        problems.push(
          `${id}: ${element.tagName.toLowerCase()} (${Math.round(part.left)}…${Math.round(part.right)}) spills past the dialog (${Math.round(box.left)}…${Math.round(box.right)})`,
        );
        break;
      }
    }
    return problems;
  }, testId);
}

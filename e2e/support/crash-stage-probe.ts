import type { Page } from 'playwright-core';

/** The longest multiplier a round can show: MAX_CRASH_HUNDREDTHS (999,999) as the stage writes it. */
export const LONGEST_MULTIPLIER = 'x9999.99';

/**
 * The crash stage's texts fit its box: the multiplier and the "crashed at" label are not wider than
 * themselves (nothing clipped inside) and lie wholly inside the stage. The multiplier is measured
 * as shown and again as the longest one a round can reach: a copy of the live element (same classes,
 * same place) carrying `LONGEST_MULTIPLIER` stands in for it while it is measured, so the
 * animation loop, which writes only to the live element, cannot change it under the probe.
 * The caller brings the stage to a phase that shows the multiplier: one without it is a problem.
 */
export function crashStageProblems(page: Page): Promise<string[]> {
  return page.evaluate((longest) => {
    const stage = document.querySelector('[data-testid="crash-canvas-box"]');
    const multiplier = stage?.querySelector<HTMLElement>('[data-testid="crash-multiplier"]');
    if (!stage || !multiplier) return ['the crash stage shows no multiplier'];
    const problems: string[] = [];
    const box = stage.getBoundingClientRect();
    const check = (name: string, element: Element) => {
      const part = element.getBoundingClientRect();
      if (element.scrollWidth > element.clientWidth + 0.5)
        problems.push(`${name} is clipped: ${element.scrollWidth} px in ${element.clientWidth} px`);
      if (part.left < box.left - 0.5 || part.right > box.right + 0.5 || part.top < box.top - 0.5)
        problems.push(
          `${name} (${Math.round(part.left)}…${Math.round(part.right)}) is not inside the stage (${Math.round(box.left)}…${Math.round(box.right)})`,
        );
    };
    check(`the multiplier "${multiplier.textContent}"`, multiplier);
    const label = multiplier.previousElementSibling;
    if (label?.tagName === 'P') check(`the label "${label.textContent}"`, label);

    const standIn = multiplier.cloneNode() as HTMLElement;
    standIn.removeAttribute('data-testid');
    standIn.textContent = longest;
    multiplier.style.display = 'none';
    multiplier.after(standIn);
    check(`the multiplier "${longest}"`, standIn);
    standIn.remove();
    multiplier.style.removeProperty('display');
    return problems;
  }, LONGEST_MULTIPLIER);
}

import { lazy, type ComponentType } from 'react';
import type { TextArea } from '../locales/areas';
import { loadTextAreas } from './i18n';

/**
 * `React.lazy` for a screen whose texts are not in the first load: its code and its text areas
 * (locales/areas.ts) download side by side, and it renders once both are there.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own constraint
export function lazyWithTexts<T extends ComponentType<any>>(
  areas: readonly TextArea[],
  load: () => Promise<{ default: T }>,
) {
  return lazy(async () => {
    const [module] = await Promise.all([load(), loadTextAreas(areas)]);
    return module;
  });
}

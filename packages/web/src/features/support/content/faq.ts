import type { Language } from '../../../lib/i18n';
import en from './faq.en.json';
import ru from './faq.ru.json';

/** Answers that show live data instead of fixed text: the chat rules list, the level cost table. */
export const FAQ_WIDGETS = ['chat_rules', 'levels'] as const;
export type FaqWidget = (typeof FAQ_WIDGETS)[number];

export interface FaqItem {
  /** Stable across languages: it is the `#faq-<id>` anchor people link to. */
  id: string;
  question: string;
  answer: string[];
  list?: string[];
  widget?: string;
  /** A closing remark shown after the list or widget. */
  note?: string;
}

export interface FaqGroup {
  id: string;
  title: string;
  items: FaqItem[];
}

export interface FaqContent {
  groups: FaqGroup[];
}

/**
 * The FAQ of `/support` (docs/product/screens.md "Support") in both languages. Like the user
 * agreement, the long texts load with the page's chunk rather than with the locale catalog; a
 * test keeps the versions in step.
 */
export const FAQ: Record<Language, FaqContent> = { ru, en };

export const faqAnchor = (id: string) => `faq-${id}`;

export function isFaqWidget(value: string | undefined): value is FaqWidget {
  return FAQ_WIDGETS.includes(value as FaqWidget);
}

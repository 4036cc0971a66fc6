import type { Language } from '../../../lib/i18n';
import en from './agreement.en.json';
import ru from './agreement.ru.json';

/** A numbered clause: plain text, or a lead-in sentence with a bulleted list. */
export type Clause = string | { text: string; list: string[] };

export interface AgreementSection {
  /** Stable across languages and versions: it is the `#terms-<id>` anchor people link to. */
  id: string;
  title: string;
  clauses: Clause[];
}

export interface AgreementContent {
  intro: string[];
  summary_title: string;
  summary: string[];
  sections: AgreementSection[];
}

/** The date of the version in force; change it with every change to the text (clause 1.5). */
export const AGREEMENT_UPDATED = '2026-12-07';

/**
 * The user agreement (docs/product/screens.md "Legal pages") in both languages. Long legal text
 * lives with its page rather than in the locale catalog, so it loads with this route's chunk
 * instead of on every first visit; a test keeps the two versions in step.
 */
export const AGREEMENT: Record<Language, AgreementContent> = { ru, en };

export const sectionAnchor = (id: string) => `terms-${id}`;

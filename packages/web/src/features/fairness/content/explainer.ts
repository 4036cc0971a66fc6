import type { Language } from '../../../lib/i18n';
import en from './explainer.en.json';
import ru from './explainer.ru.json';

/** One part of the explanation: text and the formulas it introduces. */
export interface ExplainerSection {
  /** Stable across languages: the `#fair-<id>` anchor. */
  id: string;
  title: string;
  paragraphs: string[];
  formulas: string[];
}

export interface ExplainerContent {
  intro: string[];
  sections: ExplainerSection[];
}

/**
 * How the provably-fair scheme works (docs/fairness/formulas.md "Notation"), in both languages. Long
 * text lives with its page, not in the locale catalog, so it loads with this route only; a test keeps
 * the two in step.
 */
export const EXPLAINER: Record<Language, ExplainerContent> = { ru, en };

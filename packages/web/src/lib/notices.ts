import { useSyncExternalStore } from 'react';
import { ApiFailure, failureKey } from './api-client';
import { getLanguage, hasTranslation, translate, type TranslationParams } from './i18n';
import { rgNoticeDisplay } from './rg-notices';
import { playSound } from './sound';

/** docs/product/overview.md "Limits and constants": a normal notice stays on screen for 5000 ms. */
export const NOTICE_DURATION_MS = 5000;

/**
 * docs/api/errors.md "Keys": success; fail (the server refused and said why, e.g.
 * insufficient funds); error (something broke: a load failed, the network is down); info
 * for pushed notices.
 */
export type NoticeKind = 'success' | 'fail' | 'error' | 'info';

/** A notice holds a translation key, so it follows a language switch while it is shown. */
export interface Notice {
  id: number;
  kind: NoticeKind;
  key: string;
  params?: TranslationParams;
}

let notices: readonly Notice[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function publish(next: readonly Notice[]): void {
  notices = next;
  listeners.forEach((listener) => listener());
}

export function dismissNotice(id: number): void {
  publish(notices.filter((notice) => notice.id !== id));
}

export function dismissAllNotices(): void {
  publish([]);
}

/** Shows a notice; the same key already on screen is not stacked twice. */
export function showNotice(kind: NoticeKind, key: string, params?: TranslationParams): void {
  if (notices.some((notice) => notice.key === key && notice.kind === kind)) return;
  const notice: Notice = { id: nextId++, kind, key, ...(params ? { params } : {}) };
  publish([...notices, notice]);
  if (kind !== 'info') playSound(kind === 'success' ? 'success' : 'error');
  setTimeout(() => dismissNotice(notice.id), NOTICE_DURATION_MS);
}

export const notify = {
  success: (key: string, params?: TranslationParams) => showNotice('success', key, params),
  fail: (key: string, params?: TranslationParams) => showNotice('fail', key, params),
  error: (key: string, params?: TranslationParams) => showNotice('error', key, params),
  /** Any thrown value: the server's refusal as a fail notice, anything else as an error with `fallbackKey`. */
  failure: (error: unknown, fallbackKey?: string) =>
    error instanceof ApiFailure && error.fromServer
      ? showNotice('fail', error.key, error.params)
      : showNotice('error', failureKey(error, fallbackKey)),
  info: (key: string, params?: TranslationParams) => showNotice('info', key, params),
};

/** A server key as a param value (`chat_rules.insults`), never free text. */
const KEY_VALUE = /^[a-z_]+\.[a-z_]+$/;

/**
 * The notice's text in the current language. A param sent in each language (`reason` with
 * `reason_ru` and `reason_en`) is read in the current one; a param that is itself a translation key (a
 * mute's reason, `chat_rules.insults`) is translated first, so "blocked for 12 min: Insults" reads
 * whole in either language (notices with params, docs/api/errors.md "Error body").
 */
export function noticeText(notice: Pick<Notice, 'key' | 'params'>): string {
  const language = getLanguage();
  // Responsible-gambling refusals: {left} as money, {until} as a local moment (lib/rg-notices).
  const { key, params: given } = rgNoticeDisplay(notice.key, notice.params, language);
  if (!given) return translate(key);
  const params = Object.fromEntries(
    Object.entries(given).map(([name, value]) => {
      // A text the server sends in each language (`reason_ru`, `reason_en`: a mute reason admins wrote).
      const localized = given[`${name}_${language}`];
      if (typeof localized === 'string' && localized !== '') return [name, localized];
      return [
        name,
        typeof value === 'string' && KEY_VALUE.test(value) && hasTranslation(value) ? translate(value) : value,
      ];
    }),
  );
  return translate(key, params);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The notices on screen now. */
export const getNotices = (): readonly Notice[] => notices;

export function useNotices(): readonly Notice[] {
  return useSyncExternalStore(subscribe, getNotices, getNotices);
}

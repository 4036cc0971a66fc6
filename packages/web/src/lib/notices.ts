import { useSyncExternalStore } from 'react';
import type { TranslationParams } from './i18n';
import { playSound } from './sound';

/** SPEC §9: a normal notice stays on screen for 5000 ms. */
export const NOTICE_DURATION_MS = 5000;

export type NoticeKind = 'success' | 'error' | 'info';

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
  if (kind !== 'info') playSound(kind);
  setTimeout(() => dismissNotice(notice.id), NOTICE_DURATION_MS);
}

export const notify = {
  success: (key: string, params?: TranslationParams) => showNotice('success', key, params),
  error: (key: string, params?: TranslationParams) => showNotice('error', key, params),
  info: (key: string, params?: TranslationParams) => showNotice('info', key, params),
};

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const snapshot = () => notices;

export function useNotices(): readonly Notice[] {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}

import type { BannerSetRequest, BannerStateDto } from '@skinbet/shared/schemas/admin-content.schemas';
import type { SiteBannerDto } from '@skinbet/shared/schemas/site-banner.schemas';

/** The settings key the site banner is stored under (docs/operations/console.md "Content"). */
export const BANNER_KEY = 'site_banner';

/** The banner as stored in `app_settings`: what the operator set, plus the version and time of the change. */
export interface StoredBanner {
  textRu: string;
  textEn: string;
  level: 'info' | 'warning';
  enabled: boolean;
  /** ISO time after which the banner is no longer shown; null: until switched off. */
  endsAt: string | null;
  version: number;
  updatedAt: string;
}

/** What the console shows before any banner was ever set: off, empty, version 0. */
export const NO_BANNER: BannerStateDto = {
  text_ru: '',
  text_en: '',
  level: 'info',
  enabled: false,
  ends_at: null,
  version: 0,
  updated_at: null,
};

export function presentBannerState(stored: StoredBanner | undefined): BannerStateDto {
  if (!stored) return NO_BANNER;
  return {
    text_ru: stored.textRu,
    text_en: stored.textEn,
    level: stored.level,
    enabled: stored.enabled,
    ends_at: stored.endsAt,
    version: stored.version,
    updated_at: stored.updatedAt,
  };
}

/** The next stored banner: the operator's values, one version past the previous one. */
export function nextBanner(previous: StoredBanner | undefined, request: BannerSetRequest, now: Date): StoredBanner {
  return {
    textRu: request.text_ru,
    textEn: request.text_en,
    level: request.level,
    enabled: request.enabled,
    endsAt: request.ends_at === null ? null : new Date(request.ends_at).toISOString(),
    version: (previous?.version ?? 0) + 1,
    updatedAt: now.toISOString(),
  };
}

/** The banner players see (`getConfig`): only while on and before its end, judged at `nowMs`. */
export function publicBanner(stored: StoredBanner | undefined, nowMs: number): SiteBannerDto | null {
  if (!stored?.enabled) return null;
  if (stored.endsAt !== null && Date.parse(stored.endsAt) <= nowMs) return null;
  return {
    version: stored.version,
    level: stored.level,
    text: { ru: stored.textRu, en: stored.textEn },
    ends_at: stored.endsAt,
  };
}

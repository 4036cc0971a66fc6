import { useState } from 'react';
import type { SiteBannerDto } from '@skinbet/shared/schemas/site-banner.schemas';
import { SiteBannerView } from '../../components/SiteBannerView';
import { useI18n } from '../../lib/i18n';

/** The version of the banner this browser closed last (a new version shows again). */
const DISMISSED_KEY = 'skinbet.banner.dismissed';

function dismissedVersion(): number {
  try {
    return Number(globalThis.localStorage?.getItem(DISMISSED_KEY) ?? 0) || 0;
  } catch {
    return 0;
  }
}

/**
 * The operator's site banner at the top of every page (`getConfig.banner`), in the player's
 * language, until they close it: closing hides this version only, so the operator's next change
 * shows again. The layout loads it lazily, and only while there is a banner.
 */
export default function SiteBanner({ banner }: { banner: SiteBannerDto }) {
  const { t, language } = useI18n();
  const [dismissed, setDismissed] = useState(dismissedVersion);
  if (dismissed >= banner.version) return null;
  const close = () => {
    try {
      globalThis.localStorage?.setItem(DISMISSED_KEY, String(banner.version));
    } catch {
      // Private mode without storage: closed for this visit only.
    }
    setDismissed(banner.version);
  };
  return <SiteBannerView banner={banner} language={language} onClose={close} closeLabel={t('app.site_banner.close')} />;
}

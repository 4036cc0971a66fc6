import { ItemImage } from '../../../components/ItemImage';
import { useI18n } from '../../../lib/i18n';

/** The case colour of the locally drawn picture (CS2's gold for cases). */
const CASE_COLOUR = '#e4ae39';

/**
 * A case's picture from the Steam CDN, with the app's locally drawn fallback while it loads or
 * when the CDN is out of reach (the machine may have no internet).
 */
export function CaseImage({ src, name }: { src: string; name: string }) {
  const { t } = useI18n('cases');
  return <ItemImage src={src} name={name} weapon={t('cases.case_word')} rarityColor={CASE_COLOUR} />;
}

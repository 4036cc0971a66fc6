import { useI18n } from '../../../lib/i18n';
import styles from './SupportPage.module.css';

/** SPEC §2 "chat rules (8 rules)", in the order of SPEC §5; their texts are shared with the chat. */
export const CHAT_RULES = [
  'nickname_ads',
  'channel_promotion',
  'insults',
  'begging',
  'links',
  'flood',
  'caps',
  'disrespect',
] as const;

export function ChatRulesList() {
  const { t } = useI18n();
  return (
    <ol className={styles.rules}>
      {CHAT_RULES.map((rule) => (
        <li key={rule}>{t(`chat_rules.${rule}`)}</li>
      ))}
    </ol>
  );
}

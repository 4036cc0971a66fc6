import { CHAT_RULES } from '../../../lib/chat-rules';
import { useI18n } from '../../../lib/i18n';
import styles from './SupportPage.module.css';

/** The 8 chat rules (docs/product/screens.md "Layout"), in the FAQ; the chat shows the same keys in its rules modal. */
export function ChatRulesList() {
  const { t } = useI18n('support');
  return (
    <ol className={styles.rules}>
      {CHAT_RULES.map((rule) => (
        <li key={rule}>{t(`chat_rules.${rule}`)}</li>
      ))}
    </ol>
  );
}

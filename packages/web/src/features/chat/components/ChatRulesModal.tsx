import { Modal } from '../../../components/Modal';
import { CHAT_RULES } from '../../../lib/chat-rules';
import { useI18n } from '../../../lib/i18n';
import { useUiStore } from '../../../lib/ui-store';
import styles from './ChatModals.module.css';

/** Chat rules modal: the 8 rules of docs/community/chat.md "Rules" (the same keys moderators pick as mute reasons). */
export function ChatRulesModal() {
  const { t } = useI18n();
  const closeModal = useUiStore((state) => state.closeModal);
  return (
    <Modal title={t('chat.rules.title')} onClose={closeModal} testId="chat-rules-modal">
      <p className={styles.intro}>{t('chat.rules.intro')}</p>
      <ol className={styles.rules}>
        {CHAT_RULES.map((rule) => (
          <li key={rule} className={styles.rule} data-testid="chat-rule">
            {t(`chat_rules.${rule}`)}
          </li>
        ))}
      </ol>
    </Modal>
  );
}

export default ChatRulesModal;

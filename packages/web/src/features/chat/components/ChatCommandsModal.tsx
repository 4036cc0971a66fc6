import { Modal } from '../../../components/Modal';
import { useCurrentUser } from '../../../lib/current-user';
import { useI18n } from '../../../lib/i18n';
import { useUiStore } from '../../../lib/ui-store';
import { CHAT_COMMANDS, isChatStaff } from '../chat-view';
import styles from './ChatModals.module.css';

/**
 * Chat commands modal (docs/product/screens.md "Layout"): `/stats`, `/balance`, and `/clear` for
 * moderators and admins.
 */
export function ChatCommandsModal() {
  const { t } = useI18n('chat_commands');
  const { user } = useCurrentUser();
  const closeModal = useUiStore((state) => state.closeModal);
  const commands = CHAT_COMMANDS.filter((command) => !command.staffOnly || isChatStaff(user));
  return (
    <Modal title={t('chat_commands.title')} onClose={closeModal} testId="chat-commands-modal">
      <p className={styles.intro}>{t('chat_commands.intro')}</p>
      <dl className={styles.commands}>
        {commands.map(({ command, key }) => (
          <div key={command} className={styles.command} data-testid="chat-command">
            <dt>
              <code>{command}</code>
            </dt>
            <dd>{t(`chat_commands.${key}`)}</dd>
          </div>
        ))}
      </dl>
    </Modal>
  );
}

export default ChatCommandsModal;

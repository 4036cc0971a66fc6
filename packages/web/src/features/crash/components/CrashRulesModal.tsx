import { Modal } from '../../../components/Modal';
import { useI18n } from '../../../lib/i18n';
import { useUiStore } from '../../../lib/ui-store';
import styles from './CrashRulesModal.module.css';

const RULES = ['three_bets', 'one_manual', 'auto_fixed', 'exact_loses', 'forbidden_targets'] as const;

/** SPEC §1, §2: the crash rules modal (5 rules). */
export function CrashRulesModal() {
  const { t } = useI18n();
  const closeModal = useUiStore((state) => state.closeModal);
  return (
    <Modal title={t('crash.rules.title')} onClose={closeModal} testId="crash-rules-modal">
      <ol className={styles.rules}>
        {RULES.map((rule) => (
          <li key={rule} className={styles.rule} data-testid="crash-rule">
            {t(`crash.rules.${rule}`)}
          </li>
        ))}
      </ol>
    </Modal>
  );
}

export default CrashRulesModal;

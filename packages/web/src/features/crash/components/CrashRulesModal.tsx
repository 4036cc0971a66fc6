import { Modal } from '../../../components/Modal';
import { useAppConfig } from '../../../lib/app-config';
import { useI18n } from '../../../lib/i18n';
import { formatAmount } from '../../../lib/money';
import { useUiStore } from '../../../lib/ui-store';
import styles from './CrashRulesModal.module.css';

const RULES = ['three_bets', 'one_manual', 'auto_fixed', 'exact_loses', 'forbidden_targets'] as const;
const LIMITS = ['limits_stake', 'limits_auto', 'limits_manual'] as const;

/** The crash rules modal: 5 rules, then the published per-bet limits (docs/games/crash.md "Rules", "Numbers"). */
export function CrashRulesModal() {
  const { t } = useI18n('crash_rules');
  const closeModal = useUiStore((state) => state.closeModal);
  const limits = useAppConfig()?.crash;
  return (
    <Modal title={t('crash_rules.title')} onClose={closeModal} testId="crash-rules-modal">
      <ol className={styles.rules}>
        {RULES.map((rule) => (
          <li key={rule} className={styles.rule} data-testid="crash-rule">
            {t(`crash_rules.${rule}`)}
          </li>
        ))}
      </ol>
      {limits && (
        <section className={styles.limits} aria-labelledby="crash-limits-title" data-testid="crash-limits">
          <h3 id="crash-limits-title" className={styles.limitsTitle}>
            {t('crash_rules.limits_title')}
          </h3>
          <ul className={styles.limitList}>
            {LIMITS.map((line) => (
              <li key={line} data-testid="crash-limit">
                {t(`crash_rules.${line}`, {
                  max_bet: formatAmount(limits.max_bet),
                  max_win: formatAmount(limits.max_win),
                })}
              </li>
            ))}
          </ul>
        </section>
      )}
    </Modal>
  );
}

export default CrashRulesModal;

import type { BonusConditionsResponse } from '@skinbet/shared/schemas/bonus.schemas';
import { ProgressBar } from '../../../components/ProgressBar';
import { progressPercent } from '../../../lib/conditions';
import { useI18n } from '../../../lib/i18n';
import { formatAmount } from '../../../lib/money';
import { bonusConditionRows, type BonusConditionRow } from '../bonus-view';
import conditionList from '../../../components/ConditionList.module.css';
import styles from './Bonus.module.css';

/**
 * The three entry conditions with their required values and the player's progress
 * (docs/engagement/jackpot-bonus.md "Rules").
 */
export function BonusConditions({ conditions }: { conditions: BonusConditionsResponse }) {
  const { t } = useI18n('bonus');
  const params = (row: BonusConditionRow) =>
    row.name === 'total_bet_sum'
      ? { required: formatAmount(row.required), value: formatAmount(row.value), tag: conditions.site_tag }
      : { required: row.required, value: row.value, tag: conditions.site_tag, count: row.required };
  return (
    <ul className={`${conditionList.list} ${styles.conditions}`} aria-label={t('bonus.conditions.title')}>
      {bonusConditionRows(conditions).map((row) => (
        <li
          key={row.name}
          className={`${conditionList.item} ${styles.condition} ${row.done ? conditionList.done : conditionList.pending}`}
          data-testid="bonus-condition"
          data-condition={row.name}
          data-status={row.done ? 'done' : 'pending'}
        >
          <span className={conditionList.mark} aria-hidden="true">
            {row.done ? '✓' : '•'}
          </span>
          <span className={`${conditionList.text} ${styles.conditionText}`}>
            <span>{t(`bonus.conditions.${row.name}`, params(row))}</span>
            {row.name !== 'username' && (
              <>
                <span className={styles.muted}>{t('bonus.conditions.progress', params(row))}</span>
                <ProgressBar
                  percent={progressPercent(row.value, row.required)}
                  label={t(`bonus.conditions.${row.name}`, params(row))}
                  valueText={t('bonus.conditions.progress', params(row))}
                />
              </>
            )}
          </span>
          <span className="visually-hidden">{t(row.done ? 'bonus.conditions.done' : 'bonus.conditions.pending')}</span>
        </li>
      ))}
    </ul>
  );
}

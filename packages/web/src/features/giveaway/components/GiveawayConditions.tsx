import type { GiveawayConditionsResponse } from '@skinbet/shared/schemas/giveaways.schemas';
import { useI18n } from '../../../lib/i18n';
import { formatAmount } from '../../../lib/money';
import { visibleConditions, type ConditionView } from '../giveaway-rules';
import conditionList from '../../../components/ConditionList.module.css';
import styles from './Giveaway.module.css';

const MARK = { done: '✓', pending: '•' } as const;

/**
 * The conditions this giveaway asks for, each done or pending
 * (docs/engagement/giveaways.md "Rules"); those it does not ask for are left out. With `detailed`,
 * each says how to meet it (the modal).
 */
export function GiveawayConditions({
  conditions,
  detailed = false,
}: {
  conditions: GiveawayConditionsResponse;
  detailed?: boolean;
}) {
  const { t } = useI18n('giveaway');
  const list = visibleConditions(conditions.conditions);
  if (list.length === 0) {
    return (
      <p className={styles.muted} data-testid="giveaway-no-conditions">
        {t('giveaway.conditions.none')}
      </p>
    );
  }
  const text = (condition: ConditionView) => {
    const params = {
      channel: conditions.telegram_channel,
      tag: conditions.site_tag,
      required: condition.name === 'deposit' ? formatAmount(condition.required) : condition.required,
      total: condition.name === 'deposit' ? formatAmount(condition.total ?? 0) : (condition.total ?? 0),
      count: condition.required,
    };
    return {
      title: t(`giveaway.conditions.${condition.name}`, params),
      progress: condition.total === undefined ? null : t('giveaway.conditions.progress', params),
      how: t(`giveaway.conditions.how.${condition.name}`, params),
    };
  };
  return (
    <ul className={`${conditionList.list} ${styles.conditions}`} aria-label={t('giveaway.conditions.title')}>
      {list.map((condition) => {
        const { title, progress, how } = text(condition);
        return (
          <li
            key={condition.name}
            className={`${conditionList.item} ${styles.condition} ${conditionList[condition.status]}`}
            data-testid="giveaway-condition"
            data-condition={condition.name}
            data-status={condition.status}
          >
            <span className={conditionList.mark} aria-hidden="true">
              {MARK[condition.status]}
            </span>
            <span className={`${conditionList.text} ${styles.conditionText}`}>
              <span>{title}</span>
              {progress && condition.status === 'pending' && <span className={styles.muted}>{progress}</span>}
              {detailed && condition.status === 'pending' && <span className={styles.muted}>{how}</span>}
            </span>
            <span className="visually-hidden">{t(`giveaway.conditions.status_${condition.status}`)}</span>
          </li>
        );
      })}
    </ul>
  );
}

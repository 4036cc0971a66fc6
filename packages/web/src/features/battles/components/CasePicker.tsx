import type { CaseSummaryDto } from '@skinbet/shared/schemas/cases.schemas';
import { BATTLE } from '@skinbet/shared/games/battles/battles.machine';
import { ItemImage } from '../../../components/ItemImage';
import { Skeleton } from '../../../components/Skeleton';
import { useI18n } from '../../../lib/i18n';
import { formatAmount } from '../../../lib/money';
import { draftCount } from '../battle-draft';
import styles from './CreateBattleModal.module.css';

interface CasePickerProps {
  cases: readonly CaseSummaryDto[] | undefined;
  failed: boolean;
  onRetry: () => void;
  /** The draft's cases in round order. */
  picked: readonly number[];
  onAdd: (id: number) => void;
  onRemoveOne: (id: number) => void;
}

/**
 * The published cases to build a battle from: a tap adds one more round of that case (up to
 * `BATTLE.maxCases` in all), "−" takes its last round off; the badge says how many rounds open it.
 */
export function CasePicker({ cases, failed, onRetry, picked, onAdd, onRemoveOne }: CasePickerProps) {
  const { t } = useI18n('battles');
  const full = picked.length >= BATTLE.maxCases;
  if (!cases) {
    return failed ? (
      <div className={styles.pickerState} role="status">
        <p>{t('battles_error.load_cases')}</p>
        <button type="button" className="button button--ghost button--small" onClick={onRetry}>
          {t('battles.retry')}
        </button>
      </div>
    ) : (
      <div className={styles.picker} aria-busy="true">
        {Array.from({ length: 6 }, (_, index) => (
          <Skeleton key={index} height={120} radius={12} />
        ))}
      </div>
    );
  }
  if (cases.length === 0) return <p className={styles.pickerState}>{t('battles.create.no_cases')}</p>;
  return (
    <ul className={styles.picker} data-testid="battle-case-picker">
      {cases.map((box) => {
        const count = draftCount(picked, box.id);
        return (
          <li key={box.id} className={styles.pickItem} data-picked={count > 0 || undefined}>
            <button
              type="button"
              className={styles.pickAdd}
              title={box.name}
              onClick={() => onAdd(box.id)}
              disabled={full}
              aria-label={t('battles.create.add_case', { name: box.name, price: formatAmount(box.price) })}
              data-testid="battle-pick-case"
              data-case-id={box.id}
              data-price={box.price}
            >
              <ItemImage src={box.image} name={box.name} weapon={t('battles.case_word')} rarityColor="#e4ae39" />
              <span className={styles.pickName}>{box.name}</span>
              <span className={styles.pickPrice}>{formatAmount(box.price)}</span>
            </button>
            {count > 0 && (
              <>
                <span className={styles.pickCount} data-testid="battle-pick-count">
                  ×{count}
                </span>
                <button
                  type="button"
                  className={styles.pickRemove}
                  onClick={() => onRemoveOne(box.id)}
                  aria-label={t('battles.create.remove_case', { name: box.name })}
                  data-testid="battle-unpick-case"
                >
                  −
                </button>
              </>
            )}
          </li>
        );
      })}
    </ul>
  );
}

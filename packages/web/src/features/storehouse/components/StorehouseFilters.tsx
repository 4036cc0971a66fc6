import type { ReactNode } from 'react';
import { useI18n } from '../../../lib/i18n';
import type { PriceField, StorehouseFilterState } from '../hooks/useStorehouseFilter';
import styles from './StorehouseFilters.module.css';
import { AmountInput } from '../../../components/AmountInput';

interface StorehouseFiltersProps {
  filters: StorehouseFilterState;
  /** Signed in: the max price can be set back to the balance. */
  signedIn: boolean;
}

/** Search by name and the price range (docs/product/screens.md "Storehouse"). */
export function StorehouseFilters({ filters, signedIn }: StorehouseFiltersProps) {
  const { t } = useI18n('storehouse');
  return (
    <div className={styles.filters} role="search" aria-label={t('storehouse.filters')}>
      <label className={styles.search}>
        <span className="visually-hidden">{t('storehouse.search_label')}</span>
        <svg className={styles.icon} viewBox="0 0 20 20" aria-hidden="true">
          <circle cx="8.5" cy="8.5" r="5.5" />
          <path d="M13 13l4.5 4.5" />
        </svg>
        <input
          className="input"
          type="search"
          value={filters.search}
          onChange={(event) => filters.setSearch(event.target.value)}
          placeholder={t('storehouse.search_placeholder')}
          maxLength={100}
          autoComplete="off"
          spellCheck={false}
          data-testid="storehouse-search"
        />
      </label>
      <PriceInput
        label={t('storehouse.min_price')}
        field={filters.min}
        placeholder="0.00"
        testId="storehouse-min-price"
      />
      <PriceInput
        label={t('storehouse.max_price')}
        field={filters.max}
        placeholder={t('storehouse.no_limit')}
        testId="storehouse-max-price"
        action={
          signedIn && !filters.maxIsBalance ? (
            <button
              type="button"
              className={styles.useBalance}
              onClick={filters.resetMaxToBalance}
              title={t('storehouse.use_balance_hint')}
              aria-label={t('storehouse.use_balance_hint')}
              data-testid="storehouse-max-balance"
            >
              {t('storehouse.use_balance')}
            </button>
          ) : null
        }
      />
    </div>
  );
}

interface PriceInputProps {
  label: string;
  field: PriceField;
  placeholder: string;
  testId: string;
  action?: ReactNode;
}

/** A money input (docs/api/validation.md "Rules": numeric, min 0; cents only, as the server takes two decimals). */
function PriceInput({ label, field, placeholder, testId, action }: PriceInputProps) {
  const { t } = useI18n('storehouse');
  const invalid = field.input.kind === 'invalid';
  return (
    <div className={styles.price}>
      <label className={styles.priceLabel}>
        <span>{label}</span>
        <AmountInput
          className={styles.priceInput}
          value={field.text}
          onChange={field.set}
          placeholder={placeholder}
          invalid={invalid}
          title={invalid ? t('storehouse.invalid_price') : undefined}
          testId={testId}
        />
      </label>
      {action}
    </div>
  );
}

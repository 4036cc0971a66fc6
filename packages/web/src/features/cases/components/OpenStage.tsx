import { CASE_OPEN_MAX_COUNT, type CaseDetailDto } from '@skinbet/shared/schemas/cases.schemas';
import { useMemo, useState } from 'react';
import { SignInPrompt } from '../../../components/SignInButton';
import { useCurrentUser } from '../../../lib/current-user';
import { useI18n } from '../../../lib/i18n';
import { formatAmount } from '../../../lib/money';
import { inPublishedOrder, openBlocker } from '../case-view';
import type { CaseOpening } from '../hooks/useCaseOpening';
import { CaseImage } from './CaseImage';
import { OpeningReel } from './OpeningReel';
import { OpeningResult } from './OpeningResult';
import styles from './CasePage.module.css';

interface OpenStageProps {
  box: CaseDetailDto;
  opening: CaseOpening;
  onOpen: (count: number) => void;
  onKeep: () => void;
}

const COUNTS = Array.from({ length: CASE_OPEN_MAX_COUNT }, (_, index) => index + 1);

/** The inventory panel's heading (features/inventory): "show in inventory" scrolls to it. */
const INVENTORY_HEADING_ID = 'inventory-title';

/**
 * The top of the case page: the case, how many to open (1–5, docs/games/cases.md "Multi-open")
 * and the Open button at that many times the price; once opened, one reel per opening side by
 * side (they wrap, and stack on a phone), then each drop with its sale offer.
 */
export function OpenStage({ box, opening, onOpen, onKeep }: OpenStageProps) {
  const { t } = useI18n('cases');
  const { user, known } = useCurrentUser();
  // How many to open: a "×N" multiplier, not a count of words (no plural forms).
  const [times, setTimes] = useState(1);
  const items = useMemo(() => inPublishedOrder(box.items), [box.items]);
  // Cents, so five openings of $0.07 cost exactly $0.35.
  const total = Math.round(box.price * 100 * times) / 100;
  const blocker = openBlocker({
    signedIn: user !== null,
    balance: user?.balance ?? 0,
    price: total,
    busy: opening.phase !== 'idle',
  });
  const shown = opening.phase === 'spinning' || opening.phase === 'landed' ? opening : null;

  function showInInventory() {
    onKeep();
    document.getElementById(INVENTORY_HEADING_ID)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }

  return (
    <section className={styles.stage} aria-labelledby="case-title" data-testid="case-stage" data-phase={opening.phase}>
      <header className={styles.stageHeader}>
        <h1 id="case-title" className={styles.title}>
          {box.name}
        </h1>
        <span className={styles.price} data-testid="case-price" data-price={box.price}>
          {formatAmount(box.price)}
        </span>
      </header>

      {shown ? (
        <div
          className={`${styles.reels} ${shown.result.winItems.length > 1 ? styles.many : ''}`}
          data-testid="case-reels"
          data-count={shown.result.winItems.length}
        >
          {shown.result.winItems.map((win, index) => (
            <OpeningReel
              key={win.fairness.opening_id}
              items={items}
              won={win.winItem}
              ticket={win.fairness.ticket}
              seed={win.fairness.opening_id}
              timing={shown.timing}
              landed={shown.phase === 'landed'}
              muted={index > 0}
            />
          ))}
        </div>
      ) : (
        <div className={styles.preview}>
          <CaseImage src={box.image} name={box.name} />
        </div>
      )}

      {shown?.phase === 'landed' ? (
        <>
          <div
            className={styles.results}
            data-testid="case-results"
            data-count={shown.result.winItems.length}
            aria-live="polite"
          >
            {shown.result.winItems.map((win, _, all) => (
              <OpeningResult key={win.fairness.opening_id} win={win} compact={all.length > 1} />
            ))}
          </div>
          <p className={styles.hint}>{t('cases.result.won_item_note')}</p>
          <div className={styles.resultRow}>
            <button type="button" className="button button--primary" onClick={onKeep} data-testid="case-keep">
              {t('cases.result.keep')}
            </button>
            <button
              type="button"
              className="button button--ghost"
              onClick={showInInventory}
              data-testid="case-show-inventory"
            >
              {t('cases.result.show_inventory')}
            </button>
          </div>
        </>
      ) : (
        <div className={styles.openRow}>
          <div className={styles.counts} role="group" aria-label={t('cases.count.label')} data-testid="case-count">
            {COUNTS.map((option) => (
              <button
                key={option}
                type="button"
                className={`button button--ghost button--small ${styles.countOption}`}
                aria-pressed={option === times}
                disabled={opening.phase !== 'idle'}
                onClick={() => setTimes(option)}
                data-testid="case-count-option"
                data-count={option}
              >
                {t('cases.count.option', { times: option })}
              </button>
            ))}
          </div>
          <button
            type="button"
            className={`button button--primary ${styles.openButton}`}
            disabled={blocker !== null}
            aria-busy={opening.phase !== 'idle'}
            onClick={() => onOpen(times)}
            data-testid="case-open"
            data-count={times}
            data-total={total}
          >
            {opening.phase !== 'idle'
              ? t('cases.opening')
              : times === 1
                ? t('cases.open', { price: formatAmount(total) })
                : t('cases.open_many', { times, price: formatAmount(total) })}
          </button>
          {known && blocker === 'signed_out' && (
            <SignInPrompt layout="inline" className={styles.hint} text={t('cases.sign_in_hint')} />
          )}
          {blocker === 'balance' && (
            <p className={styles.hint} data-testid="case-open-hint">
              {times === 1
                ? t('cases.balance_hint', { price: formatAmount(total) })
                : t('cases.balance_hint_many', { times, price: formatAmount(total) })}
            </p>
          )}
        </div>
      )}
    </section>
  );
}

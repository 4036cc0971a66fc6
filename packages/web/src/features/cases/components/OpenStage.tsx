import type { CaseDetailDto } from '@skinbet/shared/schemas/cases.schemas';
import { useMemo } from 'react';
import { useCurrentUser } from '../../../lib/current-user';
import { useI18n } from '../../../lib/i18n';
import { formatAmount } from '../../../lib/money';
import { inPublishedOrder, openBlocker } from '../case-view';
import type { CaseOpening } from '../hooks/useCaseOpening';
import { CaseImage } from './CaseImage';
import { OpeningReel } from './OpeningReel';
import { OpeningResult } from './OpeningResult';
import styles from './CasePage.module.css';
import { SignInPrompt } from '../../../components/SignInButton';

interface OpenStageProps {
  box: CaseDetailDto;
  opening: CaseOpening;
  onOpen: () => void;
  onKeep: () => void;
}

/**
 * The top of the case page: the case and its Open button; once opened, the reel, then the result
 * with what the player can do with the item.
 */
export function OpenStage({ box, opening, onOpen, onKeep }: OpenStageProps) {
  const { t } = useI18n('cases');
  const { user, known } = useCurrentUser();
  const items = useMemo(() => inPublishedOrder(box.items), [box.items]);
  const blocker = openBlocker({
    signedIn: user !== null,
    balance: user?.balance ?? 0,
    price: box.price,
    busy: opening.phase !== 'idle',
  });

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

      {opening.phase === 'spinning' || opening.phase === 'landed' ? (
        <OpeningReel
          items={items}
          won={opening.result.winItem}
          ticket={opening.result.fairness.ticket}
          seed={opening.result.fairness.opening_id}
          timing={opening.timing}
          landed={opening.phase === 'landed'}
        />
      ) : (
        <div className={styles.preview}>
          <CaseImage src={box.image} name={box.name} />
        </div>
      )}

      {opening.phase === 'landed' ? (
        <OpeningResult result={opening.result} onKeep={onKeep} />
      ) : (
        <div className={styles.openRow}>
          <button
            type="button"
            className={`button button--primary ${styles.openButton}`}
            disabled={blocker !== null}
            aria-busy={opening.phase !== 'idle'}
            onClick={onOpen}
            data-testid="case-open"
          >
            {opening.phase === 'idle' ? t('cases.open', { price: formatAmount(box.price) }) : t('cases.opening')}
          </button>
          {known && blocker === 'signed_out' && (
            <SignInPrompt layout="inline" className={styles.hint} text={t('cases.sign_in_hint')} />
          )}
          {blocker === 'balance' && (
            <p className={styles.hint} data-testid="case-open-hint">
              {t('cases.balance_hint', { price: formatAmount(box.price) })}
            </p>
          )}
        </div>
      )}
    </section>
  );
}

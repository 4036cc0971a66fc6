import { multiplierAt } from '@skinbet/shared/fairness/crash-curve';
import type { CrashBetDto } from '@skinbet/shared/schemas/crash.schemas';
import { useI18n } from '../../../lib/i18n';
import { formatAmount } from '../../../lib/money';
import { useAppConfig } from '../../../lib/app-config';
import { takeOffer } from '../bet-rules';
import { takeBet } from '../hooks/crash-actions';
import { useCrashStore } from '../hooks/crash-store';
import { useNow } from '../../../lib/use-now';
import { formatMultiplier } from '../format';
import styles from './BetBoard.module.css';

/** How often the payout on the button is refreshed while the round runs. */
const PAYOUT_REFRESH_MS = 100;

/**
 * "Take" for the player's manual bet (docs/games/crash.md "States": the one status that allows
 * stopping): live while the round runs, showing what taking now would pay. The server stamps
 * the real multiplier with its own clock; this is the player's view of it.
 */
export function TakeButton({ bet }: { bet: CrashBetDto | null }) {
  const { t } = useI18n('crash');
  const phase = useCrashStore((state) => state.phase);
  const runStartedAt = useCrashStore((state) => state.runStartedAt);
  const pendingId = useCrashStore((state) => state.takePendingId);
  const maxWin = useAppConfig()?.crash.max_win ?? null;
  const running = phase === 'running' && runStartedAt !== null;
  const now = useNow(running && bet !== null, PAYOUT_REFRESH_MS);
  // After the crash the bet is settled by the server; until its result arrives there is nothing to take.
  if (!bet || (phase !== 'waiting' && phase !== 'running')) return null;

  // Past the max win the bet has stopped by itself: the button shows where (docs/games/crash.md "Numbers").
  const offer = takeOffer(bet.bank, running ? multiplierAt(now - runStartedAt) : 100, maxWin);
  const pending = pendingId === bet.id;
  return (
    <button
      type="button"
      className={`button ${styles.takeButton}`}
      disabled={!running || pending}
      aria-busy={pending}
      onClick={() => takeBet(bet.id)}
      data-testid="crash-take-button"
      data-bet-id={bet.id}
    >
      <span>{running ? t('crash.take.button') : t('crash.take.waiting')}</span>
      {running && (
        <span className={styles.takeAmount} data-testid="crash-take-amount">
          {formatAmount(offer.payout)} · {formatMultiplier(offer.multiplier)}
        </span>
      )}
    </button>
  );
}

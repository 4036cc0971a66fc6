import { ProgressBar } from '../../../components/ProgressBar';
import { useCurrentUser } from '../../../lib/current-user';
import { conditionStatus, progressPercent } from '../../../lib/conditions';
import { useI18n } from '../../../lib/i18n';
import { formatAmount } from '../../../lib/money';
import { useCountdown, type CountdownSource } from '../../../lib/use-countdown';
import { useJoinTournament, useTournamentConditions } from '../api/tournament.api';
import { formatPoints, joinBlocker } from '../tournament-view';
import styles from './Tournament.module.css';
import { SignInButton } from '../../../components/SignInButton';

const BUTTON_LABELS = {
  ready: 'tournament.join',
  member: 'tournament.member',
  ended: 'tournament.ended',
  pending: 'tournament.join',
  loading: 'tournament.join',
  min_payment: 'tournament.join',
} as const;

/**
 * The tournament's conditions (docs/engagement/tournament.md "Rules": membership, a minimum
 * payment with progress `total / required`), the join button and the player's own place once
 * they are in.
 */
export function TournamentConditions({
  tournamentId,
  source,
  me,
}: {
  tournamentId: number;
  source: CountdownSource;
  me: { points: number; place: number } | null;
}) {
  const { t, language } = useI18n('tournament');
  const { user } = useCurrentUser();
  const conditions = useTournamentConditions();
  const join = useJoinTournament();
  const secondsLeft = useCountdown(source);
  const blocker = joinBlocker({
    signedIn: user !== null,
    tournamentId,
    secondsLeft,
    pending: join.isPending,
    conditions: conditions.data,
  });
  const payment = conditions.data?.min_payment;
  const paymentStatus = payment ? conditionStatus(payment) : 'hidden';
  const paymentParams = payment && {
    total: formatAmount(payment.total ?? 0),
    required: formatAmount(payment.required),
  };

  return (
    <section className="panel" aria-labelledby="tournament-conditions-title" data-testid="tournament-conditions">
      <h2 id="tournament-conditions-title" className={styles.cardTitle}>
        {t('tournament.conditions')}
      </h2>
      <ul className={styles.conditions}>
        <li
          className={conditions.data?.is_member ? styles.done : styles.pending}
          data-testid="tournament-condition"
          data-condition="is_member"
          data-status={conditions.data?.is_member ? 'done' : 'pending'}
        >
          {t('tournament.condition_member')}
        </li>
        {payment && paymentParams && paymentStatus !== 'hidden' && (
          <li
            className={paymentStatus === 'done' ? styles.done : styles.pending}
            data-testid="tournament-condition"
            data-condition="min_payment"
            data-status={paymentStatus}
          >
            <span>{t('tournament.condition_payment', paymentParams)}</span>
            <span className={styles.muted}>{t('tournament.progress', paymentParams)}</span>
            <ProgressBar
              percent={progressPercent(payment.total, payment.required)}
              label={t('tournament.condition_payment', paymentParams)}
              valueText={t('tournament.progress', paymentParams)}
            />
          </li>
        )}
      </ul>
      {blocker === 'sign_in' ? (
        <SignInButton look="ghost" testId="tournament-login">
          {t('tournament.sign_in')}
        </SignInButton>
      ) : (
        blocker !== 'none_running' && (
          <button
            type="button"
            className={`button ${blocker === 'member' ? 'button--ghost' : 'button--primary'}`}
            disabled={blocker !== null}
            aria-busy={blocker === 'pending' || undefined}
            onClick={() => join.mutate()}
            data-testid="tournament-join"
            data-blocker={blocker ?? undefined}
          >
            {t(BUTTON_LABELS[blocker ?? 'ready'])}
          </button>
        )
      )}
      {me && (
        <p className={styles.me} data-testid="tournament-me" data-place={me.place} data-points={me.points}>
          {t('tournament.me', { place: me.place, points: formatPoints(me.points, language) })}
        </p>
      )}
    </section>
  );
}

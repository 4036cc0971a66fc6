import { Countdown } from '../../../components/Countdown';
import { HeroLead, PageHero } from '../../../components/PageHero';
import { Skeleton } from '../../../components/Skeleton';
import { formatUtc } from '../../../lib/countdown';
import { useI18n } from '../../../lib/i18n';
import { formatAmount } from '../../../lib/money';
import { useTournamentBoard } from '../api/tournament.api';
import { isShown, prizeList, tournamentTexts } from '../tournament-view';
import { TournamentConditions } from './TournamentConditions';
import { TournamentTable } from './TournamentTable';
import styles from './Tournament.module.css';

/**
 * `/tournament` (docs/product/screens.md "Tournament and top",
 * docs/engagement/tournament.md "Rules"): name, description, countdown to the end (in UTC), the five
 * prizes, the conditions with the join button, and the participants by points, highest first — shown
 * only while the tournament runs (status 0). `tournamentUpdate` keeps the table live.
 */
export function TournamentPage() {
  const { t, language } = useI18n('tournament');
  const board = useTournamentBoard();

  if (board.isPending) {
    return (
      <div className={styles.page} aria-busy="true">
        <Skeleton height={160} radius={16} />
        <Skeleton height={320} radius={16} />
      </div>
    );
  }
  const tournament = board.data?.tournament;
  if (!board.data || !isShown(tournament)) {
    return (
      <article className={styles.page} data-testid="tournament-page" data-state="none">
        <PageHero title={t('tournament.title')} eyebrow={t('tournament.eyebrow')}>
          <HeroLead>{board.isError ? t('tournament_error.load') : t('tournament.none')}</HeroLead>
        </PageHero>
        <p className={styles.rule} data-testid="tournament-none">
          {t('tournament.points_rule')}
        </p>
      </article>
    );
  }

  const texts = tournamentTexts(tournament, t);
  const source = { endTime: tournament.end_time, serverTime: board.data.server_time, receivedAt: board.dataUpdatedAt };
  return (
    <article
      className={styles.page}
      data-testid="tournament-page"
      data-state="running"
      data-tournament-id={tournament.id}
      data-members={tournament.members}
    >
      <PageHero title={texts.name} eyebrow={t('tournament.eyebrow')}>
        {texts.description && <HeroLead>{texts.description}</HeroLead>}
      </PageHero>

      <div className={styles.cards}>
        <section className={`panel ${styles.timer}`} aria-labelledby="tournament-timer-title">
          <h2 id="tournament-timer-title" className={styles.cardTitle}>
            {t('tournament.time_left')}
          </h2>
          <Countdown
            className={styles.clock}
            label={t('tournament.time_left')}
            testId="tournament-timer"
            source={source}
          />
          <p className={styles.muted}>{t('tournament.ends_at', { time: formatUtc(tournament.end_time, language) })}</p>
          <p className={styles.muted}>{t('tournament.members', { count: tournament.members })}</p>
        </section>

        <section className="panel" aria-labelledby="tournament-prizes-title">
          <h2 id="tournament-prizes-title" className={styles.cardTitle}>
            {t('tournament.prizes')}
          </h2>
          <ol className={styles.prizes}>
            {prizeList(tournament).map(({ place, prize }) => (
              <li
                key={place}
                className={styles.prize}
                data-testid="tournament-prize"
                data-place={place}
                data-prize={prize}
              >
                <span className={styles.prizePlace}>{t('tournament.place', { place })}</span>
                <span className={styles.prizeAmount}>{formatAmount(prize)}</span>
              </li>
            ))}
          </ol>
        </section>

        <TournamentConditions tournamentId={tournament.id} source={source} me={board.data.me} />
      </div>

      <section className="panel" aria-labelledby="tournament-table-title">
        <h2 id="tournament-table-title" className={styles.cardTitle}>
          {t('tournament.participants')}
        </h2>
        <p className={styles.rule}>{t('tournament.points_rule')}</p>
        <TournamentTable members={tournament.users} />
      </section>
    </article>
  );
}

export default TournamentPage;

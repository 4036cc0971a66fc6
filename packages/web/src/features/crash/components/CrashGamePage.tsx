import { useQuery } from '@tanstack/react-query';
import { historyColourClass } from '@skinbet/shared/games/crash.machine';
import type { CrashGameDto } from '@skinbet/shared/schemas/crash.schemas';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import gamePage from '../../../components/GamePage.module.css';
import { Skeleton } from '../../../components/Skeleton';
import { useI18n } from '../../../lib/i18n';
import { formatAmount } from '../../../lib/money';
import { crashGameQuery, parseRoundId } from '../api/crash-game.api';
import { toHundredths } from '../crash-state';
import { formatMultiplier } from '../format';
import { BetsList } from './BetsList';
import colours from './history-colours.module.css';
import styles from './CrashGamePage.module.css';

/** `/crash/:id` (docs/product/screens.md "Crash"): one past round, its bets and everything needed to check it. */
export function CrashGamePage() {
  const id = parseRoundId(useParams().id);
  if (id === null) return <NotFound />;
  return <CrashGame key={id} id={id} />;
}

function CrashGame({ id }: { id: number }) {
  const { t } = useI18n('crash');
  const query = useQuery(crashGameQuery(id));
  if (query.isPending) return <GameSkeleton />;
  if (query.isError) {
    return (
      <section className={gamePage.state} role="status" data-testid="crash-game-error">
        <p>{t('crash_error.load_game_info')}</p>
        <button type="button" className="button button--primary" onClick={() => void query.refetch()}>
          {t('crash.game.retry')}
        </button>
      </section>
    );
  }
  if (!query.data) return <NotFound />;
  return <GameDetail game={query.data} />;
}

function GameDetail({ game }: { game: CrashGameDto }) {
  const { t, language } = useI18n('crash');
  const time = (value: string | null) =>
    value
      ? new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'medium' }).format(new Date(value))
      : '—';
  const crash = game.multiplier === null ? null : toHundredths(game.multiplier);
  const revealed = game.secret_hash !== null;

  return (
    <article className={gamePage.page} data-testid="crash-game-page" data-round-id={game.id} data-phase={game.phase}>
      <header className={styles.hero}>
        <div>
          <p className={styles.eyebrow}>{t('crash.game.eyebrow')}</p>
          <h1 className={styles.title}>{t('crash.game.title', { id: game.id })}</h1>
        </div>
        <div className={styles.result}>
          {game.phase === 'voided' ? (
            <span className={styles.voided} data-testid="crash-game-voided">
              {t('crash.game.voided')}
            </span>
          ) : crash !== null ? (
            <span
              className={`${styles.multiplier} ${colours[`c${historyColourClass(crash)}`]}`}
              data-testid="crash-game-multiplier"
            >
              {formatMultiplier(crash)}
            </span>
          ) : (
            <span className={styles.live}>{t(`crash.phase.${game.phase}`)}</span>
          )}
        </div>
      </header>
      {game.phase === 'voided' && <p className={styles.voidNote}>{t('crash.game.voided_hint')}</p>}

      <dl className={styles.facts}>
        <Fact label={t('crash.game.phase')}>{t(`crash.phase.${game.phase}`)}</Fact>
        <Fact label={t('crash.game.created')}>{time(game.created_at)}</Fact>
        <Fact label={t('crash.game.started')}>{time(game.started_at)}</Fact>
        <Fact label={t('crash.game.ended')}>{time(game.ended_at)}</Fact>
        <Fact label={t('crash.game.bank')}>{formatAmount(game.total_bank)}</Fact>
        <Fact label={t('crash.game.bets')}>{game.bets.length}</Fact>
      </dl>

      <section className={styles.fairness} aria-labelledby="crash-game-fairness">
        <h2 id="crash-game-fairness" className={styles.sectionTitle}>
          {t('crash.game.fairness')}
        </h2>
        <dl className={styles.hashes}>
          <Fact label={t('crash.game.public_hash')} mono>
            {game.public_hash}
          </Fact>
          <Fact label={t('crash.game.secret')} mono>
            {game.secret_hash ?? t('crash.game.secret_hidden')}
          </Fact>
          <Fact label={t('crash.game.day')}>{game.day_of_month ?? '—'}</Fact>
          <Fact label={t('crash.game.anchor')} mono>
            {game.chain ? game.chain.anchor : '—'}
          </Fact>
          {game.chain && (
            <Fact label={t('crash.game.chain')}>
              {t('crash.game.chain_position', { chain: game.chain.id, round: game.chain.round })}
            </Fact>
          )}
        </dl>
        {revealed ? (
          <Link
            className="button button--primary"
            to={`/provably-fair?round=${game.id}`}
            data-testid="crash-verify-button"
          >
            {t('crash.game.verify')}
          </Link>
        ) : (
          <p className={styles.muted}>{t('crash.game.verify_later')}</p>
        )}
      </section>

      <BetsList bets={game.bets} emptyText={t('crash.game.no_bets')} />
      <Link className={`button button--ghost ${styles.back}`} to="/crash">
        {t('crash.game.back')}
      </Link>
    </article>
  );
}

function Fact({ label, children, mono = false }: { label: string; children: ReactNode; mono?: boolean }) {
  return (
    <div className={styles.fact}>
      <dt>{label}</dt>
      <dd className={mono ? styles.mono : undefined}>{children}</dd>
    </div>
  );
}

function NotFound() {
  const { t } = useI18n('crash');
  return (
    <section className={gamePage.state} data-testid="crash-game-not-found">
      <h1 className={styles.title}>{t('crash_api.game_not_found')}</h1>
      <Link className="button button--primary" to="/crash">
        {t('crash.game.back')}
      </Link>
    </section>
  );
}

function GameSkeleton() {
  return (
    <div className={gamePage.page} aria-busy="true" data-testid="crash-game-loading">
      <Skeleton height={96} radius={16} />
      <Skeleton height={140} radius={16} />
      <Skeleton height={220} radius={16} />
    </div>
  );
}

export default CrashGamePage;

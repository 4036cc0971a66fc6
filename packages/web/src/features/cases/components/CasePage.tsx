import { useQuery } from '@tanstack/react-query';
import type { CaseDetailDto } from '@skinbet/shared/schemas/cases.schemas';
import { useEffect } from 'react';
import { Link, useParams } from 'react-router';
import gamePage from '../../../components/GamePage.module.css';
import { Skeleton } from '../../../components/Skeleton';
import { useI18n } from '../../../lib/i18n';
import { useUiStore } from '../../../lib/ui-store';
import { caseQuery } from '../api/cases.api';
import { useCaseOpening } from '../hooks/useCaseOpening';
import { CaseContents } from './CaseContents';
import { OpenStage } from './OpenStage';
import { SeedPanel } from './SeedPanel';
import styles from './CasePage.module.css';
import { GamePausedNotice } from '../../../components/GamePausedNotice';

/** The `:id` of `/cases/:id`: a positive decimal integer, else null (a "not found" page). */
export function parseCaseId(value: string | undefined): number | null {
  return value && /^[1-9]\d{0,14}$/.test(value) ? Number(value) : null;
}

/**
 * `/cases/:id` (docs/product/screens.md "Cases", the cases list's child route): the case with
 * its Open button and reel, its contents as the public odds table, and the player's seeds.
 */
export function CasePage() {
  const { t } = useI18n('cases');
  const id = parseCaseId(useParams().id);
  const enterGame = useUiStore((state) => state.enterGame);
  useEffect(() => enterGame('cases', 'mode'), [enterGame]);
  const box = useQuery({ ...caseQuery(id ?? 0), enabled: id !== null });

  return (
    <div className={gamePage.page} data-testid="case-page" data-case-id={box.data?.id}>
      <nav className={styles.crumbs} aria-label={t('cases.breadcrumbs')}>
        <Link to="/cases" data-testid="case-back">
          ← {t('cases.all_cases')}
        </Link>
      </nav>
      <GamePausedNotice game="cases" />
      {id === null || box.data === null ? (
        <div className={gamePage.state} role="status" data-testid="case-not-found">
          <p>{t('cases_api.case_not_found')}</p>
          <Link className="button button--primary" to="/cases">
            {t('cases.all_cases')}
          </Link>
        </div>
      ) : box.data ? (
        <CaseView key={box.data.id} box={box.data} />
      ) : box.isError ? (
        <div className={gamePage.state} role="status">
          <p>{t('cases_error.load_case')}</p>
          <button type="button" className="button button--primary" onClick={() => void box.refetch()}>
            {t('cases.retry')}
          </button>
        </div>
      ) : (
        <div className={gamePage.loading} aria-busy="true">
          <Skeleton height={280} radius={16} />
          <Skeleton height={360} radius={16} />
        </div>
      )}
    </div>
  );
}

function CaseView({ box }: { box: CaseDetailDto }) {
  const { opening, open, keep } = useCaseOpening(box.id);
  return (
    <>
      <OpenStage box={box} opening={opening} onOpen={open} onKeep={keep} />
      <CaseContents box={box} />
      {/* The seeds may change once the reel has landed, not while an opening is under way. */}
      <SeedPanel busy={opening.phase === 'requesting' || opening.phase === 'spinning'} />
    </>
  );
}

export default CasePage;

import { ROUND_GAMES, type RoundGame } from '@skinbet/shared/games/registry';
import {
  adminDrawsResponse,
  adminOpeningResponse,
  adminOpeningsResponse,
  adminRoundDetailResponse,
  adminRoundsResponse,
  type AdminDrawDto,
  type AdminRoundDto,
} from '@skinbet/shared/schemas/admin-games.schemas';
import type { CaseOpeningDto } from '@skinbet/shared/schemas/cases.schemas';
import { useMemo, useState } from 'react';
import { Modal } from '../../../components/Modal';
import { useI18n } from '../../../lib/i18n';
import { adminErrorText, useAdminQuery } from '../console/admin-api';
import { DateTime, Money, UserLink } from '../console/cells';
import { adminColumns } from '../console/DataTable';
import type { TableQuery } from '../console/table-query';
import { CursorPageTable, Secret, ShortHash, verifyColumn } from './round-table-parts';
import { verifyDraw, verifyOpening, verifyRound, type RoundVerification } from './round-verify';
import styles from './games.module.css';

type DrawKind = 'giveaway' | 'bonus';
type Source = RoundGame | 'cases' | DrawKind;
const isDraw = (source: Source): source is DrawKind => source === 'giveaway' || source === 'bonus';
type OpeningRow = Omit<CaseOpeningDto, 'table'> & { user_id: number };

/**
 * The round browser: a game's rounds (or every case opening), newest first, paged by cursor; any
 * one opens in a dialog that re-verifies it from its revealed secret with the shared fairness
 * functions. A round still running shows no secret, and nothing to verify.
 */
export function RoundBrowser() {
  const { t } = useI18n('admin_games');
  const [source, setSource] = useState<Source>('crash');
  // Cursors of the pages seen so far: page n is read with cursors[n - 1] (none for the first).
  const [cursors, setCursors] = useState<(number | undefined)[]>([undefined]);
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<number | null>(null);
  const [findId, setFindId] = useState('');
  const before = cursors[page - 1];
  const isCases = source === 'cases';
  const draw = isDraw(source);
  const rounds = useAdminQuery(
    '/api/admin/games/rounds',
    { game: source, ...(before === undefined ? {} : { before }) },
    adminRoundsResponse,
    { enabled: !isCases && !draw },
  );
  const draws = useAdminQuery(
    '/api/admin/games/draws',
    { kind: source, ...(before === undefined ? {} : { before }) },
    adminDrawsResponse,
    { enabled: draw },
  );
  const openings = useAdminQuery(
    '/api/admin/cases/openings',
    before === undefined ? {} : { before },
    adminOpeningsResponse,
    { enabled: isCases },
  );
  const current = isCases ? openings : draw ? draws : rounds;
  const next = current.data?.next_before;

  const pick = (value: Source) => {
    setSource(value);
    setCursors([undefined]);
    setPage(1);
  };
  const onQueryChange = (query: TableQuery) => {
    if (query.page > page && next != null) setCursors((seen) => [...seen.slice(0, page), next]);
    if (query.page > page && next == null) return;
    setPage(Math.max(1, query.page));
  };

  return (
    <>
      <div className={styles.controls}>
        <label className="field">
          <span className="field__label">{t('admin_games.rounds.pick')}</span>
          <select
            className="input"
            value={source}
            onChange={(event) => pick(event.target.value as Source)}
            data-testid="rounds-game"
          >
            {ROUND_GAMES.map((game) => (
              <option key={game} value={game}>
                {t(`admin_games.game.${game}`)}
              </option>
            ))}
            <option value="cases">{t('admin_games.rounds.openings')}</option>
            <option value="giveaway">{t('admin_games.rounds.giveaways')}</option>
            <option value="bonus">{t('admin_games.rounds.bonus')}</option>
          </select>
        </label>
        <form
          className={styles.controls}
          onSubmit={(event) => {
            event.preventDefault();
            const id = Number(findId.trim());
            if (Number.isSafeInteger(id) && id > 0) setOpen(id);
          }}
        >
          <label className="field">
            <span className="field__label">{t('admin_games.rounds.find')}</span>
            <input
              className="input"
              inputMode="numeric"
              value={findId}
              onChange={(event) => setFindId(event.target.value)}
              data-testid="rounds-find-id"
            />
          </label>
          <button type="submit" className="button button--small button--ghost" data-testid="rounds-find">
            {t('admin_games.rounds.find_button')}
          </button>
        </form>
      </div>
      {draw ? (
        <DrawsTable rows={draws.data?.draws} page={page} onQueryChange={onQueryChange} onOpen={setOpen} />
      ) : isCases ? (
        <OpeningsTable rows={openings.data?.openings} page={page} onQueryChange={onQueryChange} onOpen={setOpen} />
      ) : (
        <RoundsTable rows={rounds.data?.rounds} page={page} onQueryChange={onQueryChange} onOpen={setOpen} />
      )}
      {current.error && <p role="alert">{adminErrorText(current.error)}</p>}
      {open !== null &&
        (draw ? (
          <DrawVerifyDialog
            draw={draws.data?.draws.find((row) => row.id === open)}
            id={open}
            onClose={() => setOpen(null)}
          />
        ) : isCases ? (
          <OpeningVerifyDialog id={open} onClose={() => setOpen(null)} />
        ) : (
          <RoundVerifyDialog game={source as RoundGame} id={open} onClose={() => setOpen(null)} />
        ))}
    </>
  );
}

interface TableProps<Row> {
  rows: Row[] | undefined;
  page: number;
  onQueryChange: (query: TableQuery) => void;
  onOpen: (id: number) => void;
}

const roundColumn = adminColumns<AdminRoundDto>();

function RoundsTable({ rows, page, onQueryChange, onOpen }: TableProps<AdminRoundDto>) {
  const { t } = useI18n('admin_games');
  const columns = useMemo(
    () => [
      roundColumn.accessor('id', { header: t('admin_games.rounds.id'), enableSorting: false }),
      roundColumn.accessor('phase', { header: t('admin_games.rounds.phase'), enableSorting: false }),
      roundColumn.accessor('created_at', {
        header: t('admin_games.rounds.created'),
        enableSorting: false,
        cell: (info) => <DateTime iso={info.getValue()} />,
      }),
      roundColumn.accessor('public_hash', {
        header: t('admin_games.rounds.public_hash'),
        enableSorting: false,
        cell: (info) => <ShortHash hash={info.getValue()} />,
      }),
      roundColumn.accessor('secret', {
        header: t('admin_games.rounds.secret'),
        enableSorting: false,
        cell: (info) => <Secret value={info.getValue()} />,
      }),
      roundColumn.accessor('void_reason', {
        header: t('admin_games.rounds.reason'),
        enableSorting: false,
        cell: (info) => info.getValue() ?? '',
      }),
      verifyColumn(roundColumn, 'round', t('admin_games.rounds.verify'), onOpen),
    ],
    [t, onOpen],
  );
  return (
    <CursorPageTable columns={columns} rows={rows} page={page} onQueryChange={onQueryChange} testId="rounds-table" />
  );
}

const openingColumn = adminColumns<OpeningRow>();

function OpeningsTable({ rows, page, onQueryChange, onOpen }: TableProps<OpeningRow>) {
  const { t } = useI18n('admin_games');
  const columns = useMemo(
    () => [
      openingColumn.accessor('id', { header: t('admin_games.rounds.id'), enableSorting: false }),
      openingColumn.accessor('created_at', {
        header: t('admin_games.rounds.created'),
        enableSorting: false,
        cell: (info) => <DateTime iso={info.getValue()} />,
      }),
      openingColumn.accessor('user_id', {
        header: t('admin_games.rounds.user'),
        enableSorting: false,
        cell: (info) => <UserLink id={info.getValue()} />,
      }),
      openingColumn.accessor('case_name', { header: t('admin_games.rounds.case'), enableSorting: false }),
      openingColumn.accessor('table_version', { header: t('admin_games.rounds.version'), enableSorting: false }),
      openingColumn.accessor('price', {
        header: '$',
        enableSorting: false,
        meta: { align: 'right' },
        cell: (info) => <Money amount={info.getValue()} />,
      }),
      openingColumn.accessor((row) => row.item.name, {
        id: 'item',
        header: t('admin_games.rounds.item'),
        enableSorting: false,
      }),
      openingColumn.accessor('server_seed', {
        header: t('admin_games.rounds.secret'),
        enableSorting: false,
        cell: (info) => <Secret value={info.getValue()} />,
      }),
      verifyColumn(openingColumn, 'opening', t('admin_games.rounds.verify'), onOpen),
    ],
    [t, onOpen],
  );
  return (
    <CursorPageTable columns={columns} rows={rows} page={page} onQueryChange={onQueryChange} testId="openings-table" />
  );
}

const drawColumn = adminColumns<AdminDrawDto>();

function DrawsTable({ rows, page, onQueryChange, onOpen }: TableProps<AdminDrawDto>) {
  const { t } = useI18n('admin_games');
  const columns = useMemo(
    () => [
      drawColumn.accessor('id', { header: t('admin_games.rounds.id'), enableSorting: false }),
      drawColumn.accessor('status', { header: t('admin_games.rounds.phase'), enableSorting: false }),
      drawColumn.accessor('ends_at', {
        header: t('admin_games.rounds.ended'),
        enableSorting: false,
        cell: (info) => <DateTime iso={info.getValue()} />,
      }),
      drawColumn.accessor('public_hash', {
        header: t('admin_games.rounds.public_hash'),
        enableSorting: false,
        cell: (info) => <ShortHash hash={info.getValue()} />,
      }),
      drawColumn.accessor('winner_user_ids', {
        header: t('admin_games.rounds.winners'),
        enableSorting: false,
        cell: (info) => info.getValue().map((id) => <UserLink key={id} id={id} />),
      }),
      verifyColumn(drawColumn, 'draw', t('admin_games.rounds.verify'), onOpen),
    ],
    [t, onOpen],
  );
  return (
    <CursorPageTable columns={columns} rows={rows} page={page} onQueryChange={onQueryChange} testId="draws-table" />
  );
}

/** A draw from the page's rows (the list carries everything its check needs). */
function DrawVerifyDialog({ draw, id, onClose }: { draw: AdminDrawDto | undefined; id: number; onClose: () => void }) {
  return <VerifyDialog id={id} onClose={onClose} error={null} result={draw ? verifyDraw(draw) : 'not_revealed'} />;
}

function RoundVerifyDialog({ game, id, onClose }: { game: RoundGame; id: number; onClose: () => void }) {
  const detail = useAdminQuery('/api/admin/games/round', { game, id }, adminRoundDetailResponse);
  return (
    <VerifyDialog
      id={id}
      onClose={onClose}
      error={detail.error}
      result={detail.data ? verifyRound(detail.data) : undefined}
    />
  );
}

function OpeningVerifyDialog({ id, onClose }: { id: number; onClose: () => void }) {
  const detail = useAdminQuery('/api/admin/cases/opening', { id }, adminOpeningResponse);
  return (
    <VerifyDialog
      id={id}
      onClose={onClose}
      error={detail.error}
      result={detail.data ? verifyOpening(detail.data.opening) : undefined}
    />
  );
}

/** The checks of one round or opening, recomputed in this page. */
function VerifyDialog(props: {
  id: number;
  onClose: () => void;
  error: unknown;
  result: RoundVerification | 'not_revealed' | undefined;
}) {
  const { t } = useI18n('admin_games');
  const { result } = props;
  return (
    <Modal title={t('admin_games.verify.title', { id: props.id })} onClose={props.onClose} testId="verify-dialog">
      {props.error ? (
        <p role="alert">{adminErrorText(props.error)}</p>
      ) : result === undefined ? (
        <p className={styles.muted}>…</p>
      ) : result === 'not_revealed' ? (
        <p data-testid="verify-not-revealed">{t('admin_games.verify.not_revealed')}</p>
      ) : (
        <div data-testid="verify-result" data-verdict={result.verdict}>
          <p className={result.verdict === 'match' ? styles.pass : styles.fail}>
            {t(`admin_games.verify.${result.verdict}`)}
          </p>
          <p>
            {t('admin_games.verify.computed')}: <strong>{result.computed}</strong>
            {result.recorded !== null && (
              <>
                {' · '}
                {t('admin_games.verify.recorded')}: <strong>{result.recorded}</strong>
              </>
            )}
          </p>
          <ul className={styles.checks}>
            {result.checks.map((check) => (
              <li key={check.name} className={styles[check.outcome === 'fail' ? 'fail' : 'pass']}>
                {t(`admin_games.verify.check.${check.name}`, check.params ?? {})} —{' '}
                {t(`admin_games.verify.${check.outcome}`)}
              </li>
            ))}
          </ul>
        </div>
      )}
      <button type="button" className="button button--ghost" onClick={props.onClose}>
        {t('admin_games.verify.close')}
      </button>
    </Modal>
  );
}

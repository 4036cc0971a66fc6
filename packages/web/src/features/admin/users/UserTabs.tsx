import {
  adminUserBetsResponse,
  adminUserDepositsResponse,
  adminUserLinkedResponse,
  adminUserNotesResponse,
  adminUserSessionsResponse,
  adminUserStatementResponse,
  adminUserTicketsResponse,
  adminUserWithdrawalsResponse,
} from '@skinbet/shared/schemas/admin-users.schemas';
import { useState } from 'react';
import { useI18n } from '../../../lib/i18n';
import { useAdminQuery } from '../console/admin-api';
import { DateTime, Money, UserLink } from '../console/cells';
import { ResponsibleGamblingTab } from './ResponsibleGamblingTab';
import { Failure, Pager, Table } from './tab-parts';
import { useAddNote } from './users-api';
import badges from '../console/badges.module.css';
import styles from './users.module.css';

const TABS = ['statement', 'bets', 'deposits', 'withdrawals', 'tickets', 'sessions', 'linked', 'notes', 'rg'] as const;
type Tab = (typeof TABS)[number];

/** The player's page tabs, each read from its own paged call when opened. */
export function UserTabs({ userId }: { userId: number }) {
  const { t } = useI18n('admin_users');
  const [tab, setTab] = useState<Tab>('statement');
  return (
    <section>
      <div className={styles.tabs} role="tablist">
        {TABS.map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            aria-selected={tab === name}
            className={`${styles.tab} ${tab === name ? styles.tabActive : ''}`}
            onClick={() => setTab(name)}
            data-testid={`user-tab-${name}`}
          >
            {t(`admin_users.tabs.${name}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" data-testid={`user-panel-${tab}`}>
        {tab === 'statement' && <StatementTab userId={userId} />}
        {tab === 'bets' && <BetsTab userId={userId} />}
        {tab === 'deposits' && <DepositsTab userId={userId} />}
        {tab === 'withdrawals' && <WithdrawalsTab userId={userId} />}
        {tab === 'tickets' && <TicketsTab userId={userId} />}
        {tab === 'sessions' && <SessionsTab userId={userId} />}
        {tab === 'linked' && <LinkedTab userId={userId} />}
        {tab === 'notes' && <NotesTab userId={userId} />}
        {tab === 'rg' && <ResponsibleGamblingTab userId={userId} />}
      </div>
    </section>
  );
}

function StatementTab({ userId }: { userId: number }) {
  const { t } = useI18n('admin_users');
  const [page, setPage] = useState(1);
  const read = useAdminQuery('/api/admin/users/statement', { user_id: userId, page }, adminUserStatementResponse);
  return (
    <>
      <Failure error={read.error} />
      <Table
        head={[
          t('admin_users.col_when'),
          t('admin_users.col_kind'),
          t('admin_users.col_amount'),
          t('admin_users.col_balance_after'),
          t('admin_users.col_reference'),
        ]}
        pager={read.data && <Pager page={page} pages={read.data.pages} onPage={setPage} />}
      >
        {read.data?.entries.map((entry) => (
          <tr key={entry.id}>
            <td>
              <DateTime iso={entry.created_at} />
            </td>
            <td>{entry.kind}</td>
            <td>
              <Money amount={entry.delta} />
            </td>
            <td>
              <Money amount={entry.balance_after} />
            </td>
            <td className={styles.muted}>{entry.reference ?? ''}</td>
          </tr>
        ))}
      </Table>
    </>
  );
}

function BetsTab({ userId }: { userId: number }) {
  const { t } = useI18n('admin_users');
  const [page, setPage] = useState(1);
  const read = useAdminQuery('/api/admin/users/bets', { user_id: userId, page }, adminUserBetsResponse);
  return (
    <>
      <Failure error={read.error} />
      <Table
        head={[
          t('admin_users.col_when'),
          t('admin_users.col_game'),
          t('admin_users.col_bet'),
          t('admin_users.col_win'),
          t('admin_users.col_status'),
        ]}
        pager={read.data && <Pager page={page} pages={read.data.pages} onPage={setPage} />}
      >
        {read.data?.entries.map((entry) => (
          <tr key={`${entry.game}:${entry.id}`}>
            <td>
              <DateTime iso={entry.created_at} />
            </td>
            <td>
              {entry.game}
              {entry.round_id !== null && <span className={styles.muted}> #{entry.round_id}</span>}
            </td>
            <td>
              <Money amount={entry.stake} />
            </td>
            <td>
              <Money amount={entry.payout} />
              {entry.multiplier !== null && <span className={styles.muted}> ×{entry.multiplier}</span>}
            </td>
            <td>{entry.outcome}</td>
          </tr>
        ))}
      </Table>
    </>
  );
}

function DepositsTab({ userId }: { userId: number }) {
  const { t } = useI18n('admin_users');
  const [page, setPage] = useState(1);
  const read = useAdminQuery('/api/admin/users/deposits', { user_id: userId, page }, adminUserDepositsResponse);
  return (
    <>
      <Failure error={read.error} />
      <Table
        head={[t('admin_users.col_when'), t('admin_users.col_amount'), t('admin_users.col_reference')]}
        pager={read.data && <Pager page={page} pages={read.data.pages} onPage={setPage} />}
      >
        {read.data?.deposits.map((row) => (
          <tr key={row.id}>
            <td>
              <DateTime iso={row.created_at} />
            </td>
            <td>
              <Money amount={row.amount} />
            </td>
            <td className={styles.muted}>{row.reference ?? ''}</td>
          </tr>
        ))}
      </Table>
    </>
  );
}

function WithdrawalsTab({ userId }: { userId: number }) {
  const { t } = useI18n('admin_users');
  const [before, setBefore] = useState<number | undefined>(undefined);
  const read = useAdminQuery(
    '/api/admin/users/withdrawals',
    { user_id: userId, ...(before ? { before } : {}) },
    adminUserWithdrawalsResponse,
  );
  const rows = read.data?.withdraws ?? [];
  return (
    <>
      <Failure error={read.error} />
      <Table head={['#', t('admin_users.col_amount'), t('admin_users.col_wallet'), t('admin_users.col_status')]}>
        {rows.map((row) => (
          <tr key={row.id}>
            <td>{row.id}</td>
            <td>
              <Money amount={row.amount} />
            </td>
            <td className={styles.muted}>{row.wallet}</td>
            <td>{row.status}</td>
          </tr>
        ))}
      </Table>
      {read.data?.has_more && rows.length > 0 && (
        <button type="button" className="button" onClick={() => setBefore(rows[rows.length - 1]!.id)}>
          {t('admin_users.more')}
        </button>
      )}
    </>
  );
}

function TicketsTab({ userId }: { userId: number }) {
  const { t } = useI18n('admin_users');
  const read = useAdminQuery('/api/admin/users/tickets', { user_id: userId }, adminUserTicketsResponse);
  return (
    <>
      <Failure error={read.error} />
      <Table head={['#', t('admin_users.col_when'), t('admin_users.col_subject'), t('admin_users.col_status')]}>
        {read.data?.tickets.map((ticket) => (
          <tr key={ticket.id}>
            <td>{ticket.id}</td>
            <td>
              <DateTime iso={ticket.created_at} />
            </td>
            <td>{ticket.subject}</td>
            <td>{ticket.status === 0 ? '●' : '○'}</td>
          </tr>
        ))}
      </Table>
    </>
  );
}

function SessionsTab({ userId }: { userId: number }) {
  const { t } = useI18n('admin_users');
  const [page, setPage] = useState(1);
  const read = useAdminQuery('/api/admin/users/sessions', { user_id: userId, page }, adminUserSessionsResponse);
  return (
    <>
      <Failure error={read.error} />
      <Table
        head={[
          t('admin_users.col_when'),
          t('admin_users.col_address'),
          t('admin_users.col_device'),
          t('admin_users.col_agent'),
          t('admin_users.col_active'),
        ]}
        pager={read.data && <Pager page={page} pages={read.data.pages} onPage={setPage} />}
      >
        {read.data?.sessions.map((session) => (
          <tr key={session.id}>
            <td>
              <DateTime iso={session.created_at} />
            </td>
            <td>{session.address ?? '—'}</td>
            <td className={styles.muted}>{session.device ?? '—'}</td>
            <td className={styles.muted}>{session.user_agent ?? '—'}</td>
            <td>{t(session.active ? 'admin_users.yes' : 'admin_users.no')}</td>
          </tr>
        ))}
      </Table>
    </>
  );
}

function LinkedTab({ userId }: { userId: number }) {
  const { t } = useI18n('admin_users');
  const read = useAdminQuery('/api/admin/users/linked', { user_id: userId }, adminUserLinkedResponse);
  if (read.data && read.data.links.length === 0) return <p className={styles.muted}>{t('admin_users.linked_empty')}</p>;
  return (
    <>
      <Failure error={read.error} />
      <Table head={[t('admin_users.col_account'), t('admin_users.col_via'), t('admin_users.col_value')]}>
        {read.data?.links.map((link) => (
          <tr key={`${link.user_id}:${link.via}:${link.value}`}>
            <td>
              <UserLink id={link.user_id} name={link.username} />
              {link.banned && <span className={badges.badgeDanger}> {t('admin_users.banned_badge')}</span>}
            </td>
            <td>{t(`admin_users.via.${link.via}`)}</td>
            <td className={styles.muted}>{link.value}</td>
          </tr>
        ))}
      </Table>
    </>
  );
}

function NotesTab({ userId }: { userId: number }) {
  const { t } = useI18n('admin_users');
  const read = useAdminQuery('/api/admin/users/notes', { user_id: userId }, adminUserNotesResponse);
  const add = useAddNote();
  const [body, setBody] = useState('');
  return (
    <>
      <form
        className={styles.noteForm}
        onSubmit={(event) => {
          event.preventDefault();
          if (body.trim()) add.mutate({ user_id: userId, body: body.trim() }, { onSuccess: () => setBody('') });
        }}
      >
        <textarea
          className="input"
          value={body}
          maxLength={2000}
          placeholder={t('admin_users.note_placeholder')}
          onChange={(event) => setBody(event.target.value)}
          data-testid="user-note-body"
        />
        <div>
          <button type="submit" className="button" disabled={add.isPending || !body.trim()} data-testid="user-note-add">
            {t('admin_users.note_add')}
          </button>
        </div>
      </form>
      <Failure error={read.error} />
      {read.data && read.data.notes.length === 0 && <p className={styles.muted}>{t('admin_users.notes_empty')}</p>}
      <ul className={styles.list}>
        {read.data?.notes.map((note) => (
          <li key={note.id} className={styles.note}>
            <div className={styles.muted}>
              <UserLink id={note.author_id} name={note.author_name} /> · <DateTime iso={note.created_at} />
            </div>
            {note.body}
          </li>
        ))}
      </ul>
    </>
  );
}

import { useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router';
import { useCurrentUser } from '../../../lib/current-user';
import { useI18n } from '../../../lib/i18n';
import { formatAmount } from '../../../lib/money';
import { adminErrorText } from '../console/admin-api';
import { DateTime, Money, UserLink } from '../console/cells';
import { ConsolePage } from '../console/ConsolePage';
import { ConfirmDialog } from '../console/dialogs';
import { staffRoleOf } from '../console/roles';
import { useCloseTicket, useCompensateTicket, useReplyTicket, useTicket } from './support-api';
import styles from './support.module.css';

/**
 * `/admin/support/:id`: one ticket's conversation with its player's link, a reply box, closing,
 * and for an admin the x3 compensation of a fairness mismatch (docs/community/tickets.md "Rules").
 */
export function TicketView() {
  const { t } = useI18n('admin_support');
  const id = Number(useParams().id);
  const ticket = useTicket(id);
  const { user: me } = useCurrentUser();
  const isAdmin = staffRoleOf(me) === 'admin';
  const reply = useReplyTicket();
  const close = useCloseTicket();
  const compensate = useCompensateTicket();
  const [text, setText] = useState('');
  const [asking, setAsking] = useState<'close' | 'compensate' | null>(null);
  const [notice, setNotice] = useState<{ text: string; error?: boolean } | null>(null);
  const data = ticket.data;
  const player = data?.messages.find((message) => !message.is_staff)?.user;

  const refresh = () => void ticket.refetch();
  const failed = (error: unknown) => {
    setAsking(null);
    setNotice({ text: adminErrorText(error), error: true });
  };

  const send = (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) return;
    reply.mutate(
      { id, message: text },
      {
        onSuccess: () => {
          setText('');
          setNotice({ text: t('admin_support.replied') });
          refresh();
        },
        onError: failed,
      },
    );
  };

  return (
    <ConsolePage
      title={data ? `#${data.id} ${data.subject}` : t('admin_support.ticket', { id })}
      toolbar={<Link to="/admin/support">{t('admin_support.back')}</Link>}
      testId="admin-ticket"
    >
      {ticket.error ? <p className={styles.error}>{adminErrorText(ticket.error)}</p> : null}
      {data && (
        <>
          <dl className={styles.meta}>
            <dt>{t('admin_support.player')}</dt>
            <dd>{player ? <UserLink id={player.id} name={player.username} /> : '—'}</dd>
            <dt>{t('admin_support.status')}</dt>
            <dd data-testid="ticket-status" data-status={data.status}>
              {data.status === 0 ? t('admin_support.open') : t('admin_support.closed')}
            </dd>
            <dt>{t('admin_support.created')}</dt>
            <dd>
              <DateTime iso={data.created_at} />
            </dd>
            {data.round_id !== null && (
              <>
                <dt>{t('admin_support.round')}</dt>
                <dd>
                  {data.game} #{data.round_id}
                  {data.compensated !== null && (
                    <>
                      {' · '}
                      {t('admin_support.compensated')} <Money amount={data.compensated} />
                    </>
                  )}
                </dd>
              </>
            )}
          </dl>
          {notice && (
            <p className={notice.error ? styles.error : styles.notice} role="status" data-testid="ticket-notice">
              {notice.text}
            </p>
          )}
          <ol className={styles.messages} data-testid="ticket-messages">
            {data.messages.map((message) => (
              <li key={message.id} className={message.is_staff ? styles.staff : styles.fromPlayer}>
                <div className={styles.author}>
                  {message.is_staff ? t('admin_support.staff', { name: message.user.username }) : message.user.username}
                  {' · '}
                  <DateTime iso={message.created_at} />
                </div>
                <div className={styles.body}>{message.message}</div>
                {message.image && (
                  <a href={message.image} target="_blank" rel="noreferrer">
                    <img className={styles.image} src={message.image} alt={t('admin_support.image')} loading="lazy" />
                  </a>
                )}
              </li>
            ))}
          </ol>
          {data.status === 0 && (
            <form className={styles.reply} onSubmit={send}>
              <label className="field">
                <span className="field__label">{t('admin_support.reply')}</span>
                <textarea
                  className="input"
                  value={text}
                  maxLength={2000}
                  onChange={(event) => setText(event.target.value)}
                  data-testid="ticket-reply"
                />
              </label>
              <div className={styles.actions}>
                <button
                  type="submit"
                  className="button button--primary"
                  disabled={reply.isPending || !text.trim()}
                  data-testid="ticket-send"
                >
                  {t('admin_support.send')}
                </button>
                <button
                  type="button"
                  className="button button--ghost"
                  onClick={() => setAsking('close')}
                  data-testid="ticket-close"
                >
                  {t('admin_support.close')}
                </button>
              </div>
            </form>
          )}
          {isAdmin && data.round_id !== null && data.compensated === null && (
            <button
              type="button"
              className="button button--danger"
              onClick={() => setAsking('compensate')}
              data-testid="ticket-compensate"
            >
              {t('admin_support.compensate')}
            </button>
          )}
        </>
      )}
      {asking === 'close' && (
        <ConfirmDialog
          title={t('admin_support.close_title', { id })}
          pending={close.isPending}
          onCancel={() => setAsking(null)}
          onConfirm={() =>
            close.mutate(
              { id },
              {
                onSuccess: () => {
                  setAsking(null);
                  setNotice({ text: t('admin_support.closed_done') });
                  refresh();
                },
                onError: failed,
              },
            )
          }
        >
          <p>{t('admin_support.close_text')}</p>
        </ConfirmDialog>
      )}
      {asking === 'compensate' && data && (
        <ConfirmDialog
          title={t('admin_support.compensate_title', { id })}
          danger
          pending={compensate.isPending}
          onCancel={() => setAsking(null)}
          onConfirm={() =>
            compensate.mutate(
              { id },
              {
                onSuccess: (answer) => {
                  setAsking(null);
                  setNotice({ text: t('admin_support.compensated_done', { amount: formatAmount(answer.amount) }) });
                  refresh();
                },
                onError: failed,
              },
            )
          }
        >
          <p>{t('admin_support.compensate_text', { game: data.game ?? '', round: data.round_id ?? '' })}</p>
        </ConfirmDialog>
      )}
    </ConsolePage>
  );
}

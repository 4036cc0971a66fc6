import { useId } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { SessionDto, SessionsRevokeRequest } from '@skinbet/shared/schemas/security.schemas';
import { Skeleton } from '../../../components/Skeleton';
import { useI18n } from '../../../lib/i18n';
import { notify } from '../../../lib/notices';
import { revokeSessions, sessionsQuery } from '../api/security.api';
import { formatMoment } from '../security-format';
import styles from './Security.module.css';

/**
 * The account's signed-in sessions (docs/architecture/security.md "Sessions list"): device,
 * address, when it was signed in and last seen; sign out one, or every other one. A signed-out
 * session is refused at once and its sockets drop, on every node.
 */
export function SessionsPanel() {
  const { t } = useI18n('security');
  const titleId = useId();
  const list = useQuery(sessionsQuery);
  const revoke = useMutation({
    mutationFn: (request: SessionsRevokeRequest) => revokeSessions(request),
    meta: { errorKey: 'security.error' },
    onSuccess: (count) => notify.success('security.sessions.revoked', { count }),
  });
  const others = list.data?.sessions.filter((session) => !session.current) ?? [];

  return (
    <section className="panel" aria-labelledby={titleId} data-testid="security-sessions">
      <div className="panel__header">
        <h2 id={titleId} className="panel__title">
          {t('security.sessions.title')}
        </h2>
      </div>
      {!list.data ? (
        <Skeleton height={120} radius={12} />
      ) : (
        <div className={styles.body}>
          <ul className={styles.sessions}>
            {list.data.sessions.map((session) => (
              <SessionRow
                key={session.id}
                session={session}
                busy={revoke.isPending}
                onRevoke={() => revoke.mutate({ id: session.id })}
              />
            ))}
          </ul>
          {others.length > 0 && (
            <div className={styles.actions}>
              <button
                type="button"
                className="button button--danger"
                onClick={() => revoke.mutate({ all_others: true })}
                disabled={revoke.isPending}
                data-testid="security-sessions-revoke-others"
              >
                {t('security.sessions.revoke_others')}
              </button>
            </div>
          )}
        </div>
      )}
    </section>
  );
}

function SessionRow({ session, busy, onRevoke }: { session: SessionDto; busy: boolean; onRevoke: () => void }) {
  const { t, language } = useI18n('security');
  const seen = session.last_seen_at ?? session.created_at;
  return (
    <li className={styles.session} data-testid="security-session" data-current={session.current || undefined}>
      <div className={styles.sessionText}>
        <span className={styles.device}>{session.device ?? t('security.sessions.unknown_device')}</span>
        <span className={styles.meta}>
          {t('security.sessions.meta', {
            address: session.address ?? '—',
            created: formatMoment(session.created_at, language),
            seen: formatMoment(seen, language),
          })}
        </span>
      </div>
      {session.current ? (
        <span className={styles.current}>{t('security.sessions.current')}</span>
      ) : (
        <button
          type="button"
          className="button button--small"
          onClick={onRevoke}
          disabled={busy}
          data-testid="security-session-revoke"
        >
          {t('security.sessions.revoke')}
        </button>
      )}
    </li>
  );
}

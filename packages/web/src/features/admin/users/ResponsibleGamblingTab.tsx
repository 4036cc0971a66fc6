import type { LimitDto } from '@skinbet/shared/schemas/responsible-gambling.schemas';
import type { AdminUserRgResponse, RgEventDto } from '@skinbet/shared/schemas/responsible-gambling-admin.schemas';
import { useI18n, type I18nT } from '../../../lib/i18n';
import { formatAmount } from '../../../lib/money';
import { DateTime, Money } from '../console/cells';
import { formatDateTime } from '../console/format';
import { eventDetail, exclusionView, isExclusionKind, isLimitKind, sortLimits } from './rg-view';
import { Failure, Table } from './tab-parts';
import { useUserRg } from './users-api';
import styles from './users.module.css';

/**
 * The player's responsible-gambling tab (docs/operations/console.md "Users"): the nine limits with
 * what each window has used and any raise waiting for its 24 hours, the exclusion in force, the
 * reality-check interval and the history. Read-only on purpose: nobody on staff may lift or shorten
 * an exclusion, so the console offers no control for it.
 */
export function ResponsibleGamblingTab({ userId }: { userId: number }) {
  const read = useUserRg(userId);
  const data = read.data;
  return (
    <>
      <Failure error={read.error} />
      {data && (
        <div className={styles.rg}>
          <ExclusionCard data={data} />
          <LimitsTable limits={data.limits} />
          <History events={data.history} />
        </div>
      )}
    </>
  );
}

function ExclusionCard({ data }: { data: AdminUserRgResponse }) {
  const { t, language } = useI18n('admin_users');
  const view = exclusionView(data.exclusion);
  const kind = view.state === 'none' ? '' : t(`admin_users.rg.exclusion_kind.${view.kind}`);
  const text =
    view.state === 'none'
      ? t('admin_users.rg.exclusion_none')
      : view.state === 'until'
        ? t('admin_users.rg.exclusion_until', { kind, until: formatDateTime(view.until, language) })
        : view.state === 'reopening'
          ? t('admin_users.rg.exclusion_reopening', { kind, at: formatDateTime(view.at, language) })
          : t(`admin_users.rg.exclusion_${view.state}`, { kind });
  return (
    <section
      className={`${styles.card} ${view.state === 'none' ? '' : styles.banCard}`}
      data-testid="user-rg-exclusion"
    >
      <h2>{t('admin_users.rg.exclusion')}</h2>
      <p data-testid="user-rg-exclusion-state" data-state={view.state}>
        {text}
      </p>
      <p className={styles.muted} data-testid="user-rg-no-lifting">
        {t('admin_users.rg.staff_cannot_lift')}
      </p>
      <p className={styles.muted}>{t('admin_users.rg.reality_check', { count: data.reality_check_minutes })}</p>
    </section>
  );
}

function LimitsTable({ limits }: { limits: readonly LimitDto[] }) {
  const { t } = useI18n('admin_users');
  return (
    <section data-testid="user-rg-limits">
      <h2 className={styles.rgTitle}>{t('admin_users.rg.limits')}</h2>
      <Table
        head={[
          t('admin_users.rg.col_kind'),
          t('admin_users.rg.col_period'),
          t('admin_users.rg.col_amount'),
          t('admin_users.rg.col_used'),
          t('admin_users.rg.col_pending'),
        ]}
      >
        {sortLimits(limits).map((limit) => (
          <tr key={`${limit.kind}:${limit.period}`} data-testid={`user-rg-limit-${limit.kind}-${limit.period}`}>
            <td>{t(`admin_users.rg.kind.${limit.kind}`)}</td>
            <td>{t(`admin_users.rg.period.${limit.period}`)}</td>
            <td data-testid="amount">
              {limit.amount === null ? t('admin_users.rg.none') : <Money amount={limit.amount} />}
            </td>
            <td data-testid="used">
              <Money amount={limit.used} />
            </td>
            <td>{limit.pending ? <Pending pending={limit.pending} /> : ''}</td>
          </tr>
        ))}
      </Table>
    </section>
  );
}

function Pending({ pending }: { pending: NonNullable<LimitDto['pending']> }) {
  const { t, language } = useI18n('admin_users');
  const at = formatDateTime(pending.effective_at, language);
  return (
    <time dateTime={pending.effective_at} data-testid="pending">
      {pending.amount === null
        ? t('admin_users.rg.pending_removal', { at })
        : t('admin_users.rg.pending_amount', { amount: formatAmount(pending.amount), at })}
    </time>
  );
}

function History({ events }: { events: readonly RgEventDto[] }) {
  const { t } = useI18n('admin_users');
  return (
    <section data-testid="user-rg-history">
      <h2 className={styles.rgTitle}>{t('admin_users.rg.history')}</h2>
      {events.length === 0 ? (
        <p className={styles.muted}>{t('admin_users.rg.history_empty')}</p>
      ) : (
        <Table head={[t('admin_users.rg.col_when'), t('admin_users.rg.col_event'), t('admin_users.rg.col_detail')]}>
          {events.map((event, index) => (
            // The history is append-only and has no ids on the wire: its order is the key.
            <tr key={`${event.at}:${index}`} data-event={event.event}>
              <td>
                <DateTime iso={event.at} />
              </td>
              <td>{t(`admin_users.rg.event.${event.event}`)}</td>
              <td>{detailText(event, t)}</td>
            </tr>
          ))}
        </Table>
      )}
    </section>
  );
}

/** One history line's detail in words ("Deposit, 24 hours: $50.00", "Self-exclusion, 183 days"). */
export function detailText(event: RgEventDto, t: I18nT<'admin_users'>): string {
  const detail = eventDetail(event);
  if (detail.about === 'reality_check') {
    return detail.minutes === null ? '' : t('admin_users.rg.minutes', { count: detail.minutes });
  }
  if (detail.about === 'exclusion') {
    const kind = isExclusionKind(detail.kind) ? t(`admin_users.rg.exclusion_kind.${detail.kind}`) : (detail.kind ?? '');
    const length =
      detail.days === null ? t('admin_users.rg.for_good') : t('admin_users.rg.days', { count: detail.days });
    // A reopening request carries no length: only the exclusion's kind.
    return event.event === 'reopen_requested' ? kind : [kind, length].filter(Boolean).join(', ');
  }
  const parts = [
    isLimitKind(detail.kind) ? t(`admin_users.rg.kind.${detail.kind}`) : detail.kind,
    detail.period ? t(`admin_users.rg.period.${detail.period}`) : '',
  ].filter(Boolean);
  const amount = detail.amount !== null ? formatAmount(detail.amount) : detail.showNone ? t('admin_users.rg.none') : '';
  return amount ? `${parts.join(', ')}: ${amount}` : parts.join(', ');
}

import { Link } from 'react-router';
import { useI18n } from '../../../lib/i18n';
import { formatAmount } from '../../../lib/money';
import { useNow } from '../../../lib/use-now';
import { ageOf, formatDateTime } from './format';
import styles from './console.module.css';

/** An amount in currency units (the wire's 12.34) as money; negative amounts in the danger colour. */
export function Money({ amount }: { amount: number }) {
  return <span className={`${styles.money} ${amount < 0 ? styles.negative : ''}`}>{formatAmount(amount)}</span>;
}

/** A player's name (or `#id`) linking to their console page, `/admin/users/:id`. */
export function UserLink({ id, name }: { id: number; name?: string | null }) {
  return (
    <Link to={`/admin/users/${id}`} data-testid={`user-link-${id}`}>
      {name ?? `#${id}`}
    </Link>
  );
}

/** A server time in the viewer's language and time zone, the exact ISO time on hover. */
export function DateTime({ iso }: { iso: string }) {
  const { language } = useI18n();
  return (
    <time dateTime={iso} title={iso}>
      {formatDateTime(iso, language)}
    </time>
  );
}

/** How long ago `iso` was ("3 h"), kept current; the exact time on hover. */
export function Age({ iso }: { iso: string }) {
  const { t } = useI18n('admin');
  const now = useNow(true, 30_000);
  const { unit, count } = ageOf(iso, now);
  return (
    <time dateTime={iso} title={iso}>
      {t(`admin.age.${unit}`, { count })}
    </time>
  );
}

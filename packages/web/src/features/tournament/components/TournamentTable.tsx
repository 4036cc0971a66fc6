import type { TournamentMemberDto } from '@skinbet/shared/schemas/tournaments.schemas';
import { PlayerCell } from '../../../components/PlayerCell';
import { useCurrentUser } from '../../../lib/current-user';
import { useI18n } from '../../../lib/i18n';
import { formatAmount } from '../../../lib/money';
import { formatPoints } from '../tournament-view';
import styles from './Tournament.module.css';

/**
 * The participants by points, highest first (docs/engagement/tournament.md "Numbers"), with the
 * prize each place holds now.
 */
export function TournamentTable({ members }: { members: TournamentMemberDto[] }) {
  const { t, language } = useI18n('tournament');
  const myId = useCurrentUser().user?.id;
  if (members.length === 0) {
    return (
      <p className={styles.muted} data-testid="tournament-empty">
        {t('tournament.empty')}
      </p>
    );
  }
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table} data-testid="tournament-table">
        <thead>
          <tr>
            <th scope="col">{t('tournament.column.place')}</th>
            <th scope="col">{t('tournament.column.player')}</th>
            <th scope="col" className={styles.number}>
              {t('tournament.column.points')}
            </th>
            <th scope="col" className={styles.number}>
              {t('tournament.column.prize')}
            </th>
          </tr>
        </thead>
        <tbody>
          {members.map((member) => (
            <tr
              key={member.user.id}
              className={member.user.id === myId ? styles.mine : undefined}
              data-testid="tournament-row"
              data-user-id={member.user.id}
              data-place={member.place}
              data-points={member.points}
            >
              <td className={styles.placeCell}>{member.place}</td>
              <td className={styles.playerCell}>
                <PlayerCell user={member.user} />
              </td>
              <td className={styles.number}>{formatPoints(member.points, language)}</td>
              <td className={`${styles.number} ${styles.money}`}>
                {member.prize > 0 ? formatAmount(member.prize) : '—'}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

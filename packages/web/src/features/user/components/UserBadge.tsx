import type { UserDto } from '@skinbet/shared/schemas/user.schemas';
import { useI18n } from '../../../lib/i18n';
import { formatAmount } from '../../../lib/money';
import './UserBadge.css';

/** Share of the current level already earned, 0–100 (SPEC §9: the bar is capped at 100%). */
export function levelPercent(user: Pick<UserDto, 'experienceInCurrentLevel' | 'experienceForCurrentLevel'>): number {
  if (user.experienceForCurrentLevel <= 0) return 100;
  const percent = (user.experienceInCurrentLevel / user.experienceForCurrentLevel) * 100;
  return Math.min(100, Math.max(0, percent));
}

/** The header's account block: avatar, name, level with its experience bar, and the balance. */
export function UserBadge({ user }: { user: UserDto }) {
  const { t } = useI18n();
  const percent = levelPercent(user);
  const maxed = user.experienceForCurrentLevel <= 0;
  return (
    <div className="user-badge" data-testid="user-badge">
      <div className="user-badge__balance">
        <span className="user-badge__label">{t('header.balance')}</span>
        <span className="user-badge__amount" data-testid="user-balance">
          {formatAmount(user.balance)}
        </span>
      </div>
      <img className="user-badge__avatar" src={user.avatar} alt="" width={40} height={40} />
      <div className="user-badge__who">
        <span className="user-badge__name" data-testid="user-name">
          {user.username}
        </span>
        <div className="user-badge__level">
          <span className="user-badge__lvl">{t('header.level', { level: user.level })}</span>
          <span
            className="user-badge__bar"
            role="progressbar"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Math.round(percent)}
            title={
              maxed
                ? t('header.max_level')
                : t('header.experience', {
                    current: user.experienceInCurrentLevel,
                    total: user.experienceForCurrentLevel,
                  })
            }
          >
            <span className="user-badge__fill" style={{ width: `${percent}%` }} />
          </span>
        </div>
      </div>
    </div>
  );
}

import { useI18n } from '../lib/i18n';
import { useSettingsStore } from '../lib/settings-store';
import styles from './UserName.module.css';

/**
 * A player's name where others see it (bets, chat). In streamer mode
 * (docs/product/screens.md "Layout") names are blurred, so a streamer's viewers cannot read them
 * off the stream; hovering does not reveal them. A demo account (DEMO_LOGIN) carries its «Демо»
 * badge after the name, never blurred: it names no one.
 */
export function UserName({ name, demo, className }: { name: string; demo?: boolean; className?: string }) {
  const { t } = useI18n();
  const streamerMode = useSettingsStore((state) => state.streamerMode);
  return (
    <>
      <span
        className={`${streamerMode ? styles.blurred : ''} ${className ?? ''}`}
        data-streamer-blur={streamerMode || undefined}
        aria-hidden={streamerMode || undefined}
      >
        {name}
      </span>
      {demo && (
        <span className={styles.demo} title={t('user_name.demo_title')} data-testid="demo-badge">
          {t('user_name.demo')}
        </span>
      )}
    </>
  );
}

import { useSettingsStore } from '../lib/settings-store';
import styles from './UserName.module.css';

/**
 * A player's name where others see it (bets, chat). In streamer mode (SPEC §2) names are blurred,
 * so a streamer's viewers cannot read them off the stream; hovering does not reveal them.
 */
export function UserName({ name, className }: { name: string; className?: string }) {
  const streamerMode = useSettingsStore((state) => state.streamerMode);
  return (
    <span
      className={`${streamerMode ? styles.blurred : ''} ${className ?? ''}`}
      data-streamer-blur={streamerMode || undefined}
      aria-hidden={streamerMode || undefined}
    >
      {name}
    </span>
  );
}

import type { BattleSeatDto } from '@skinbet/shared/games/battles/battles.schemas';
import { useState } from 'react';
import { LineIcon } from '../../../components/LineIcon';
import styles from './SeatAvatar.module.css';

/**
 * A seat's face: the player's avatar (their initial while it loads or when it fails), a drawn robot
 * for one of the house's bots, a dashed ring for an empty seat. Decorative: the name beside it
 * says who sits there.
 */
export function SeatAvatar({ seat, size = 36 }: { seat: BattleSeatDto; size?: number }) {
  const [broken, setBroken] = useState(false);
  const kind = seat.bot ? 'bot' : seat.user ? 'player' : 'empty';
  return (
    <span className={styles.avatar} data-kind={kind} style={{ width: size, height: size }} aria-hidden="true">
      {seat.bot ? (
        <LineIcon size={Math.round(size * 0.62)}>
          <rect x="5" y="8" width="14" height="11" rx="3" />
          <path d="M12 8V5M12 5h.01M9.5 13h.01M14.5 13h.01M9.5 16.5h5M3 12.5v2M21 12.5v2" />
        </LineIcon>
      ) : seat.user ? (
        <>
          <span className={styles.initial}>{seat.user.username.trim().charAt(0).toUpperCase() || '?'}</span>
          {!broken && seat.user.avatar && (
            <img
              className={styles.image}
              src={seat.user.avatar}
              alt=""
              width={size}
              height={size}
              loading="lazy"
              decoding="async"
              onError={() => setBroken(true)}
            />
          )}
        </>
      ) : null}
    </span>
  );
}

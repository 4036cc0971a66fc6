import { useState } from 'react';
import styles from './StreamersPanel.module.css';

/**
 * A streamer's picture with their initial underneath, so a broken or slow image still leaves a
 * recognisable circle. Decorative: the name beside it is the accessible text.
 */
export function StreamerAvatar({ src, name }: { src: string; name: string }) {
  const [broken, setBroken] = useState(false);
  return (
    <span className={styles.avatar} aria-hidden="true">
      <span className={styles.initial}>{name.trim().charAt(0).toUpperCase() || '?'}</span>
      {!broken && (
        <img
          className={styles.image}
          src={src}
          alt=""
          width={40}
          height={40}
          loading="lazy"
          decoding="async"
          onError={() => setBroken(true)}
        />
      )}
    </span>
  );
}

import { useState } from 'react';
import { ItemFallback } from './ItemFallback';
import styles from './ItemImage.module.css';

interface ItemImageProps {
  src: string;
  name: string;
  weapon: string;
  rarityColor: string;
}

function isOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

/**
 * An item's picture from the Steam CDN with a locally drawn fallback. The fallback is shown from
 * the start and stays until the real picture has loaded; if the picture fails (or the browser is
 * offline) the <img> is removed, so a broken-image icon can never appear. A <span>, so the
 * picture may sit inside a card that is a <button>.
 */
export function ItemImage({ src, name, weapon, rarityColor }: ItemImageProps) {
  // State is keyed by src, so a new picture starts over without an effect.
  const [failedSrc, setFailedSrc] = useState<string | null>(() => (isOffline() ? src : null));
  const [loadedSrc, setLoadedSrc] = useState<string | null>(null);
  const failed = !src || failedSrc === src;
  const loaded = !failed && loadedSrc === src;
  const state = failed ? 'fallback' : loaded ? 'loaded' : 'loading';

  return (
    <span className={styles.image} data-state={state} data-testid="item-image">
      {!loaded && <ItemFallback className={styles.fallback} weapon={weapon} rarityColor={rarityColor} label={name} />}
      {!failed && (
        <img
          className={styles.photo}
          src={src}
          alt={loaded ? name : ''}
          loading="lazy"
          decoding="async"
          draggable={false}
          onLoad={(event) => {
            // Some hosts answer a missing picture with a 0×0 image instead of an error.
            if (event.currentTarget.naturalWidth === 0) setFailedSrc(src);
            else setLoadedSrc(src);
          }}
          onError={() => setFailedSrc(src)}
        />
      )}
    </span>
  );
}

import { useId } from 'react';
import { WEAPON_PATHS, weaponKind } from './weapon-art';

interface ItemFallbackProps {
  weapon: string;
  rarityColor: string;
  label: string;
  className?: string;
}

/**
 * The picture of an item drawn locally: a card tinted by the rarity colour with the weapon
 * family's outline and the weapon's name. Shown whenever the CDN picture is not (yet) there.
 */
export function ItemFallback({ weapon, rarityColor, label, className }: ItemFallbackProps) {
  const id = useId();
  const tint = `${id}-tint`;
  const glow = `${id}-glow`;
  return (
    <svg
      className={className}
      viewBox="0 0 120 90"
      role="img"
      aria-label={label}
      data-testid="item-fallback"
      preserveAspectRatio="xMidYMid meet"
    >
      <defs>
        <linearGradient id={tint} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={rarityColor} stopOpacity="0.55" />
          <stop offset="1" stopColor="#12141c" stopOpacity="0.95" />
        </linearGradient>
        <radialGradient id={glow} cx="0.5" cy="0.42" r="0.55">
          <stop offset="0" stopColor={rarityColor} stopOpacity="0.45" />
          <stop offset="1" stopColor={rarityColor} stopOpacity="0" />
        </radialGradient>
      </defs>
      <rect width="120" height="90" rx="6" fill={`url(#${tint})`} />
      <rect width="120" height="90" rx="6" fill={`url(#${glow})`} />
      <g transform="translate(0 8)" fill="#f3f4f8" fillOpacity="0.88" stroke={rarityColor} strokeWidth="0.8">
        {WEAPON_PATHS[weaponKind(weapon)].map((d) => (
          <path key={d} d={d} />
        ))}
      </g>
      <text
        x="60"
        y="82"
        textAnchor="middle"
        fontSize="8.5"
        fontWeight="600"
        fill="#f3f4f8"
        fillOpacity="0.8"
        fontFamily="system-ui, sans-serif"
      >
        {weapon}
      </text>
    </svg>
  );
}

import type { CSSProperties } from 'react';

/** A shimmering placeholder with the size of what is loading (animation off under reduced motion). */
export function Skeleton({
  width = '100%',
  height = 16,
  radius,
}: {
  width?: string | number;
  height?: string | number;
  radius?: number;
}) {
  const style: CSSProperties = { width, height, ...(radius === undefined ? {} : { borderRadius: radius }) };
  return <span className="skeleton" style={style} aria-hidden="true" />;
}

/** A grid of card-shaped placeholders while a list of items loads. */
export function ItemGridSkeleton({ count = 8 }: { count?: number }) {
  return (
    <div className="item-grid" aria-busy="true">
      {Array.from({ length: count }, (_, index) => (
        <Skeleton key={index} height={188} radius={12} />
      ))}
    </div>
  );
}

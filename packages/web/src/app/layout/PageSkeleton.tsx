import { Skeleton } from '../../components/Skeleton';

/** Shown while a screen's code chunk loads. */
export function PageSkeleton() {
  return (
    <div aria-busy="true" style={{ display: 'grid', gap: 16 }} data-testid="page-skeleton">
      <Skeleton height={40} width="40%" />
      <Skeleton height={220} />
      <Skeleton height={120} />
    </div>
  );
}

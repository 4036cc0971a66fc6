import { lazy, Suspense } from 'react';
import { useRealityCheck } from '../hooks/useRealityCheck';
import { ExclusionBanner } from './ExclusionBanner';

/** The reminder's code and texts load the first time one falls due. */
const RealityCheckModal = lazy(() => import('./RealityCheckModal'));

/**
 * What the app shell mounts once for a signed-in player (docs/product/responsible-gambling.md):
 * the banner while an exclusion runs, and the reality check's timer with its reminder. The shell
 * loads this lazily after the first render, so none of it weighs on the first load.
 */
export default function ShellLive() {
  const { due, dismiss } = useRealityCheck();
  return (
    <>
      <ExclusionBanner />
      {due && (
        <Suspense fallback={null}>
          <RealityCheckModal onClose={dismiss} />
        </Suspense>
      )}
    </>
  );
}

import { lazy, Suspense } from 'react';

const DepositModal = lazy(() => import('../../features/wallet/components/DepositModal'));
/** Issue 28: the responsible-gaming link and first-deposit limit offer, loaded with the modal's texts. */
const DepositLimitOffer = lazy(() => import('../../features/responsible-gambling/components/DepositLimitOffer'));

/** The wallet's deposit modal with the responsible-gambling feature's part in its slot (features never import each other). */
export default function DepositModalSlots() {
  return (
    <DepositModal
      protections={
        <Suspense fallback={null}>
          <DepositLimitOffer />
        </Suspense>
      }
    />
  );
}

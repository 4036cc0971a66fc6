import { lazy, Suspense, type ComponentType } from 'react';
import { useUiStore, type ModalName } from '../../lib/ui-store';

/** Each modal's code loads the first time it is opened; the modal renders its own frame. */
const MODALS: Record<ModalName, ComponentType> = {
  login: lazy(() => import('../../features/auth/components/LoginModal')),
  settings: lazy(() => import('../../features/settings/components/SettingsModal')),
  crashRules: lazy(() => import('../../features/crash/components/CrashRulesModal')),
  chatRules: lazy(() => import('../../features/chat/components/ChatRulesModal')),
  chatCommands: lazy(() => import('../../features/chat/components/ChatCommandsModal')),
  chatModeration: lazy(() => import('../../features/chat/components/ModerationModal')),
  cashback: lazy(() => import('../../features/cashback/components/CashbackModal')),
  deposit: lazy(() => import('./DepositModalSlots')),
  cardDeposit: lazy(() => import('../../features/wallet/components/CardWalletModal')),
  withdraw: lazy(() => import('../../features/wallet/components/WithdrawModal')),
  skinWithdraw: lazy(() => import('../../features/wallet/components/SkinWithdrawTypeModal')),
  giveaway: lazy(() => import('../../features/giveaway/components/GiveawayModal')),
  bonus: lazy(() => import('../../features/bonus/components/BonusModal')),
};

/** The one open modal (docs/product/screens.md "Layout"), if any. */
export function ModalHost() {
  const modal = useUiStore((state) => state.modal);
  if (!modal) return null;
  const Content = MODALS[modal];
  return (
    <Suspense fallback={null}>
      <Content />
    </Suspense>
  );
}

import { useState, type ReactNode } from 'react';
import { Modal } from '../../../components/Modal';
import { useI18n } from '../../../lib/i18n';
import { useUiStore } from '../../../lib/ui-store';
import { MoneyDeposit } from './MoneyDeposit';
import { SkinDeposit } from './SkinDeposit';
import { Segmented, WalletSwitch } from './WalletSwitch';
import styles from './Wallet.module.css';

type DepositKind = 'money' | 'skins';

/**
 * Deposit modal (docs/product/screens.md "Wallet"): money (a payment method, the amount, a promo
 * code) or skins (a Steam trade). `protections` is the responsible-gaming part (the link to the
 * page, the deposit-limit offer before a first deposit), another feature's, handed in by the app.
 */
export function DepositModal({ protections }: { protections?: ReactNode }) {
  const { t } = useI18n('wallet');
  const closeModal = useUiStore((state) => state.closeModal);
  const [kind, setKind] = useState<DepositKind>('money');
  return (
    <Modal title={t('wallet.deposit.title')} onClose={closeModal} testId="deposit-modal">
      <div className={styles.stack}>
        <WalletSwitch current="deposit" />
        <Segmented
          value={kind}
          label={t('wallet.deposit.kind_label')}
          options={[
            { id: 'money', label: t('wallet.deposit.money') },
            { id: 'skins', label: t('wallet.deposit.skins') },
          ]}
          onChange={setKind}
          testId="deposit-kind"
        />
        {protections}
        {kind === 'money' ? <MoneyDeposit /> : <SkinDeposit />}
      </div>
    </Modal>
  );
}

export default DepositModal;

import { useState } from 'react';
import { Modal } from '../../../components/Modal';
import { useI18n } from '../../../lib/i18n';
import { useUiStore } from '../../../lib/ui-store';
import { MoneyWithdraw } from './MoneyWithdraw';
import { SkinWithdrawPicker } from './SkinWithdrawPicker';
import { Segmented, WalletSwitch } from './WalletSwitch';
import styles from './Wallet.module.css';

type WithdrawKind = 'money' | 'skins';

/**
 * Withdraw modal (docs/product/screens.md "Wallet"): money (a payment system, the wallet, the
 * 20 % tax and the net amount, a confirmation) or skins (pick one, then Steam trade or a sale
 * to the site).
 */
export function WithdrawModal() {
  const { t } = useI18n('wallet');
  const closeModal = useUiStore((state) => state.closeModal);
  const [kind, setKind] = useState<WithdrawKind>('money');
  return (
    <Modal title={t('wallet.withdraw.title')} onClose={closeModal} testId="withdraw-modal">
      <div className={styles.stack}>
        <WalletSwitch current="withdraw" />
        <Segmented
          value={kind}
          label={t('wallet.withdraw.kind_label')}
          options={[
            { id: 'money', label: t('wallet.withdraw.money') },
            { id: 'skins', label: t('wallet.withdraw.skins') },
          ]}
          onChange={setKind}
          testId="withdraw-kind"
        />
        {kind === 'money' ? <MoneyWithdraw /> : <SkinWithdrawPicker />}
      </div>
    </Modal>
  );
}

export default WithdrawModal;

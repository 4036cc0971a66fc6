import { useQuery } from '@tanstack/react-query';
import { ItemCard } from '../../../components/ItemCard';
import { Skeleton } from '../../../components/Skeleton';
import { useCurrentUser } from '../../../lib/current-user';
import { useI18n } from '../../../lib/i18n';
import { isSelectable, itemAvailability, useInventory, useSelectionStore } from '../../../lib/inventory';
import { useUiStore } from '../../../lib/ui-store';
import { withdrawAvailableQuery } from '../../../lib/withdrawals';
import { ProtectionReleases } from './ProtectionReleases';
import styles from './Wallet.module.css';

/**
 * The skins tab of the withdraw modal: the player's free skins (won ones too), one to pick
 * (docs/money/withdrawals.md "Rules": one item at a time). Picking it makes it the
 * selection and opens the skin-withdraw-type modal, where the player chooses a Steam trade
 * or a sale to the site.
 */
export function SkinWithdrawPicker() {
  const { t, translate } = useI18n('wallet');
  const signedIn = useCurrentUser().user !== null;
  const inventory = useInventory(signedIn);
  // A skin leaves only while what stays covers the value under Trade Protection: say until when.
  const protection = useQuery({ ...withdrawAvailableQuery, enabled: signedIn }).data;
  const setSelected = useSelectionStore((state) => state.setSelected);
  const openModal = useUiStore((state) => state.openModal);
  if (inventory.isPending) return <Skeleton height={140} radius={12} />;
  const items = (inventory.data ?? []).filter(isSelectable);
  if (items.length === 0) return <p className={styles.hint}>{t('wallet.skin_withdraw.no_skins')}</p>;

  function pick(myId: number) {
    setSelected([myId]);
    openModal('skinWithdraw');
  }

  return (
    <div className={styles.stack}>
      <p className={styles.hint}>{t('wallet.skin_withdraw.pick')}</p>
      {protection && <ProtectionReleases state={protection} scope="skins" />}
      <div className={styles.items} data-testid="withdraw-skins">
        {items.map((item) => (
          <ItemCard
            key={item.myId}
            item={item}
            compact
            status={itemAvailability(item)}
            badge={itemAvailability(item) === 'won' ? translate('inventory.won') : undefined}
            onToggle={() => pick(item.myId)}
          />
        ))}
      </div>
    </div>
  );
}

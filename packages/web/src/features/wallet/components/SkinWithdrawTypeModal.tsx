import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import type { InventoryItemDto } from '@skinbet/shared/schemas/items.schemas';
import type { WithdrawalDto } from '@skinbet/shared/schemas/withdrawals.schemas';
import { ItemCard } from '../../../components/ItemCard';
import { Modal } from '../../../components/Modal';
import { useCurrentUser } from '../../../lib/current-user';
import { useAppConfig } from '../../../lib/app-config';
import { useI18n } from '../../../lib/i18n';
import { useSelectedItems, useSelectionStore } from '../../../lib/inventory';
import { formatAmount } from '../../../lib/money';
import { notify } from '../../../lib/notices';
import { useUiStore } from '../../../lib/ui-store';
import { sellSkinToSite, sendSkin } from '../api/withdraw.api';
import { withDisplayParams } from '../display-params';
import { useSecondFactor } from '../hooks/use-second-factor';
import { saleSplit } from '../withdraw-rules';
import { SecondFactorField } from './SecondFactorField';
import { WithdrawCreated } from './WithdrawCreated';
import styles from './Wallet.module.css';

/**
 * Skin-withdraw-type modal, for the one skin selected in the inventory
 * (docs/payments/steam-trades.md "Withdrawals by trade": one item at a time): a Steam trade offer
 * to the player's trade link (after moderation; a trade link is required), or a sale to the site
 * with the payout shown first (docs/payments/steam-trades.md "Sale to the site"): at the
 * storehouse's full price, or less the 20 % fee for a won skin (the storehouse refuses those). Won
 * skins may leave either way.
 */
export function SkinWithdrawTypeModal() {
  const { t } = useI18n('wallet');
  const closeModal = useUiStore((state) => state.closeModal);
  const signedIn = useCurrentUser().user !== null;
  const { selected } = useSelectedItems(signedIn);
  const setSelected = useSelectionStore((state) => state.setSelected);
  const [created, setCreated] = useState<WithdrawalDto | null>(null);
  const [item] = selected;

  let body;
  if (created) body = <WithdrawCreated withdrawal={created} />;
  else if (!item) body = <p className={styles.hint}>{t('wallet.skin_withdraw.none')}</p>;
  else if (selected.length > 1) body = <PickOne items={selected} onPick={(myId) => setSelected([myId])} />;
  else body = <WithdrawOptions item={item} onCreated={setCreated} />;

  return (
    <Modal title={t('wallet.skin_withdraw.title')} onClose={closeModal} testId="skin-withdraw-modal">
      {body}
    </Modal>
  );
}

function PickOne({ items, onPick }: { items: readonly InventoryItemDto[]; onPick: (myId: number) => void }) {
  const { translate } = useI18n('wallet');
  return (
    <div className={styles.stack}>
      <p className={styles.hint}>{translate('inventory_api.one_item')}</p>
      <div className={styles.items}>
        {items.map((item) => (
          <ItemCard key={item.myId} item={item} compact onToggle={() => onPick(item.myId)} />
        ))}
      </div>
    </div>
  );
}

/** The two ways out for one skin: a Steam trade offer, or a sale to the site with its payout. */
export function WithdrawOptions({
  item,
  onCreated,
}: {
  item: InventoryItemDto;
  onCreated: (w: WithdrawalDto) => void;
}) {
  const { t, translate, language } = useI18n('wallet');
  const hasTradeLink = Boolean(useCurrentUser().user?.trade_link);
  const feePercent = useAppConfig()?.wallet?.sale_fee_percent ?? 20;
  const closeModal = useUiStore((state) => state.closeModal);
  const deselect = useSelectionStore((state) => state.deselect);
  const won = item.pivot.is_won_item === 1;
  const { fee, payout } = saleSplit(item.price, won);
  const factor = useSecondFactor();
  const trade = useMutation({
    mutationFn: (code: string | undefined) => withDisplayParams(sendSkin(item.myId, code), language),
    meta: { errorKey: 'inventory_error.send_take_withdraw' },
    onError: factor.onError,
    onSuccess: (withdrawal) => {
      factor.onSuccess();
      deselect([item.myId]);
      notify.success('wallet.skin_withdraw.trade_notice');
      onCreated(withdrawal);
    },
  });
  const sell = useMutation({
    mutationFn: () => withDisplayParams(sellSkinToSite(item.myId), language),
    meta: { errorKey: 'inventory_error.send_take_withdraw' },
    onSuccess: (sale) => {
      deselect([item.myId]);
      notify.success('wallet.skin_withdraw.sold_notice', { amount: formatAmount(sale.amount) });
      closeModal();
    },
  });
  const busy = trade.isPending || sell.isPending;

  return (
    <div className={styles.stack} data-testid="skin-withdraw-options" data-my-id={item.myId}>
      <div className={styles.preview}>
        <ItemCard item={item} compact status={won ? 'won' : 'available'} />
      </div>
      <div className={styles.options}>
        <section className={styles.option} aria-labelledby="skin-withdraw-trade">
          <h3 id="skin-withdraw-trade" className={styles.optionTitle}>
            {t('wallet.skin_withdraw.trade_title')}
          </h3>
          <p className={styles.hint}>{t('wallet.skin_withdraw.trade_text')}</p>
          {!hasTradeLink && (
            <p className={styles.warning} data-testid="skin-withdraw-trade-link-needed">
              {translate('inventory_api.trade_url_needed')}{' '}
              <Link to="/profile" onClick={closeModal}>
                {t('wallet.skins.to_profile')}
              </Link>
            </p>
          )}
          {/* A skin leaving by trade needs the second factor too; a sale to the site does not. */}
          <SecondFactorField factor={factor} testId="skin-withdraw-code" />
          <button
            type="button"
            className="button button--steam"
            disabled={!hasTradeLink || busy || !factor.typedWell}
            aria-busy={trade.isPending || undefined}
            onClick={() => trade.mutate(factor.code())}
            data-testid="skin-withdraw-trade"
          >
            {t('wallet.skin_withdraw.trade_button')}
          </button>
        </section>
        <section className={styles.option} aria-labelledby="skin-withdraw-sell">
          <h3 id="skin-withdraw-sell" className={styles.optionTitle}>
            {t('wallet.skin_withdraw.sell_title')}
          </h3>
          <p className={styles.hint}>
            {won
              ? t('wallet.skin_withdraw.sell_text_won', { percent: feePercent })
              : t('wallet.skin_withdraw.sell_text')}
          </p>
          <dl className={styles.summary} data-testid="skin-withdraw-sale" data-fee={fee} data-payout={payout}>
            <div className={styles.summaryRow}>
              <dt>{t('wallet.skin_withdraw.price')}</dt>
              <dd>{formatAmount(item.price)}</dd>
            </div>
            {won && (
              <div className={styles.summaryRow} data-testid="skin-withdraw-fee">
                <dt>{t('wallet.skin_withdraw.fee', { percent: feePercent })}</dt>
                <dd>{`\u2212${formatAmount(fee)}`}</dd>
              </div>
            )}
            <div className={`${styles.summaryRow} ${styles.total}`}>
              <dt>{t('wallet.skin_withdraw.payout')}</dt>
              <dd>{formatAmount(payout)}</dd>
            </div>
          </dl>
          <button
            type="button"
            className="button button--primary"
            disabled={busy}
            aria-busy={sell.isPending || undefined}
            onClick={() => sell.mutate()}
            data-testid="skin-withdraw-sell"
          >
            {t('wallet.skin_withdraw.sell_button', { amount: formatAmount(payout) })}
          </button>
        </section>
      </div>
    </div>
  );
}

export default SkinWithdrawTypeModal;

import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { TRADE_OFFER_STATE } from '@skinbet/shared/wallet';
import { ItemCard } from '../../../components/ItemCard';
import { useI18n } from '../../../lib/i18n';
import { formatAmount, sumAmounts } from '../../../lib/money';
import { sandboxCatalogQuery, sandboxSteamDeposit } from '../api/sandbox.api';
import styles from './Wallet.module.css';

/** Skins offered to pick from, and the most one offer may carry (the sandbox route's bound). */
const SHOWN = 12;
const MAX_ITEMS = 20;

/** Steam's name of an offer state (TRADE_OFFER_STATE), for the sandbox's report. */
function stateName(state: number): string {
  return Object.entries(TRADE_OFFER_STATE).find(([, value]) => value === state)?.[0] ?? String(state);
}

/**
 * The payment sandbox's stand-in for the Steam client: pick catalog skins and send them to the
 * bot as a trade offer. The site handles it as it would a real offer (credited once, under Trade
 * Protection), so a skin deposit can be tried offline.
 */
export function SandboxSkinSender() {
  const { t } = useI18n('wallet');
  const catalog = useQuery(sandboxCatalogQuery);
  const [picked, setPicked] = useState<ReadonlySet<number>>(new Set());
  const send = useMutation({
    mutationFn: sandboxSteamDeposit,
    meta: { errorKey: 'deposit_error.send_deposit' },
    onSuccess: () => setPicked(new Set()),
  });
  const items = (catalog.data ?? []).slice(0, SHOWN);
  const total = sumAmounts(items.filter((item) => picked.has(item.id)).map((item) => item.price));

  function toggle(id: number) {
    setPicked((current) => {
      const next = new Set(current);
      if (!next.delete(id) && next.size < MAX_ITEMS) next.add(id);
      return next;
    });
  }

  return (
    <section className={styles.option} aria-labelledby="sandbox-skins-title" data-testid="sandbox-skins">
      <h3 id="sandbox-skins-title" className={styles.optionTitle}>
        {t('wallet.sandbox_skins.title')}
      </h3>
      <p className={styles.hint}>{t('wallet.sandbox_skins.explain')}</p>
      <div className={styles.items}>
        {items.map((item) => (
          <ItemCard key={item.id} item={item} compact selected={picked.has(item.id)} onToggle={() => toggle(item.id)} />
        ))}
      </div>
      <button
        type="button"
        className="button button--steam"
        disabled={picked.size === 0 || send.isPending}
        aria-busy={send.isPending || undefined}
        onClick={() => send.mutate([...picked])}
        data-testid="sandbox-skins-send"
      >
        {t('wallet.sandbox_skins.send', { total: formatAmount(total) })}
      </button>
      {send.data && (
        <p
          className={send.data.state === TRADE_OFFER_STATE.Accepted ? styles.applied : styles.hint}
          role="status"
          data-testid="sandbox-skins-result"
          data-state={send.data.state}
        >
          {send.data.state === TRADE_OFFER_STATE.Accepted
            ? t('wallet.sandbox_skins.accepted', { id: send.data.offerId })
            : t('wallet.sandbox_skins.other_state', { id: send.data.offerId, state: stateName(send.data.state) })}
        </p>
      )}
    </section>
  );
}

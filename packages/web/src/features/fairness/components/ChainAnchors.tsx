import { useQuery } from '@tanstack/react-query';
import { Skeleton } from '../../../components/Skeleton';
import { useI18n } from '../../../lib/i18n';
import { fairnessChainsQuery } from '../api/fairness.api';
import { battleLaneOf } from '../battle-claims';
import styles from './FairnessPage.module.css';

/** The published chain anchors (docs/fairness/formulas.md "Hash chains"): public before each chain's first round. */
export function ChainAnchors() {
  const { t, translate, language } = useI18n('fairness');
  const chains = useQuery(fairnessChainsQuery);
  const date = (value: string) => new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(new Date(value));

  if (chains.isPending) return <Skeleton height={72} radius={12} />;
  if (chains.isError) {
    return (
      <div className={styles.problemBox}>
        <p>{t('fairness.load_failed')}</p>
        <button type="button" className="button button--ghost button--small" onClick={() => void chains.refetch()}>
          {t('fairness.retry')}
        </button>
      </div>
    );
  }
  if (chains.data.length === 0) return <p className={styles.muted}>{t('fairness.anchors.empty')}</p>;
  // Battles' chains are named `battles:<lane>` (docs/fairness/formulas.md "Case battle").
  const gameName = (game: string) => {
    const lane = battleLaneOf(game);
    return lane === null ? translate(`fairness.games.${game}`) : t('fairness.anchors.battle_lane', { lane });
  };
  const hasLanes = chains.data.some((chain) => battleLaneOf(chain.game) !== null);
  return (
    <>
      {hasLanes && (
        <p className={styles.muted} data-testid="fairness-lanes-hint">
          {t('fairness.anchors.lanes_hint')}
        </p>
      )}
      <ul className={styles.anchors}>
        {chains.data.map((chain) => (
          <li
            key={chain.id}
            className={styles.anchor}
            data-testid="fairness-anchor"
            data-chain-id={chain.id}
            data-game={chain.game}
            data-anchor={chain.anchor}
          >
            <div className={styles.anchorHead}>
              <strong>{gameName(chain.game)}</strong>
              <span className={styles.muted}>
                {t('fairness.anchors.meta', { id: chain.id, count: chain.length, date: date(chain.created_at) })}
              </span>
            </div>
            <code className={styles.hash}>{chain.anchor}</code>
          </li>
        ))}
      </ul>
    </>
  );
}

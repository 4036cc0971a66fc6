import { formatCountdown } from '../../../lib/countdown';
import { useI18n } from '../../../lib/i18n';
import { formatAmount } from '../../../lib/money';
import { useNow } from '../../../lib/use-now';
import { msUntil, type BattleView, type RevealState } from '../battle-view';
import styles from './BattlePage.module.css';

/**
 * Where the battle stands, in one line (docs/games/battles.md "States"): waiting (and when it would
 * be cancelled), the countdown to the first round, the round counter, the result, or cancelled.
 */
export function BattleStatusLine({ battle, reveal }: { battle: BattleView; reveal: RevealState }) {
  const { t } = useI18n('battles');
  const counting = battle.status === 'waiting' || (battle.status === 'running' && battle.revealed_rounds === 0);
  const now = useNow(counting, 250);
  const rounds = battle.cases.length;

  let text: string;
  if (battle.status === 'waiting') {
    text = t('battles.state.waiting', {
      time: formatCountdown(Math.ceil(msUntil(battle.expires_at, battle, now) / 1000)),
    });
  } else if (battle.status === 'cancelled') {
    text = t('battles.state.cancelled');
  } else if (battle.status === 'running' && reveal.round === null) {
    const left = battle.starts_at === null ? 0 : msUntil(battle.starts_at, battle, now);
    text = left > 0 ? t('battles.state.starting', { count: Math.ceil(left / 1000) }) : t('battles.state.started');
  } else if (battle.status === 'running') {
    text = t('battles.state.round', { round: (reveal.round ?? 0) + 1, total: rounds });
  } else if (battle.tie) {
    text = t('battles.state.tie', { count: battle.tie.teams.length });
  } else {
    text = t('battles.state.finished', { amount: formatAmount(battle.total) });
  }

  return (
    <p className={styles.statusLine} role="status" data-testid="battle-state" data-status={battle.status}>
      {text}
    </p>
  );
}

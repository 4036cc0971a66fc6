import { useState } from 'react';
import { MANUAL_STOP } from '@skinbet/shared/games/crash.machine';
import { useAppConfig } from '../../../lib/app-config';
import { useCurrentUser } from '../../../lib/current-user';
import { useI18n } from '../../../lib/i18n';
import { useSelectedItems } from '../../../lib/inventory';
import { formatAmount } from '../../../lib/money';
import { notify } from '../../../lib/notices';
import { useSocketConnected } from '../../../lib/socket';
import { useUiStore } from '../../../lib/ui-store';
import { betBlocker, blockerKey, blockerParams, limitsOf, takeableBet } from '../bet-rules';
import { betsOf } from '../crash-state';
import { placeBet } from '../hooks/crash-actions';
import { useCrashStore } from '../hooks/crash-store';
import { useNow } from '../../../lib/use-now';
import { parseMultiplier, presetList, readCustomPresets, readStoredChoice, writeStoredChoice } from '../presets';
import { formatMultiplier } from '../format';
import { MultiplierPicker, type MultiplierSelection } from './MultiplierPicker';
import { MyBets } from './MyBets';
import { TakeButton } from './TakeButton';
import styles from './BetBoard.module.css';

function initialSelection(): { selection: MultiplierSelection; customText: string } {
  const stored = readStoredChoice();
  if (stored === null) return { selection: { kind: 'preset', value: 200 }, customText: '' };
  if (presetList(readCustomPresets()).includes(stored))
    return { selection: { kind: 'preset', value: stored }, customText: '' };
  return { selection: { kind: 'custom' }, customText: String(stored / 100) };
}

/** The chosen stop in hundredths (0 = manual), or null when the typed value cannot be read. */
function chosenStop(selection: MultiplierSelection, customText: string): number | null {
  if (selection.kind === 'manual') return MANUAL_STOP;
  if (selection.kind === 'preset') return selection.value;
  const typed = parseMultiplier(customText);
  // "0" typed is not the manual stop (that is the ∞ button): read it as x1.00, an invalid target.
  return typed === 0 ? 100 : typed;
}

/**
 * The betting board (docs/product/screens.md "Crash", docs/games/crash.md "Rules"): the
 * inventory selection's value, the stop multiplier, "Place bet" with the reason it is disabled,
 * "Take" during the run, and the player's own bets.
 */
export function BetBoard() {
  const { t, translate } = useI18n('crash');
  const { user } = useCurrentUser();
  const config = useAppConfig();
  const maintenance = config?.maintenance === true;
  const connected = useSocketConnected();
  const openModal = useUiStore((state) => state.openModal);
  const phase = useCrashStore((state) => state.phase);
  const bettingEndsAt = useCrashStore((state) => state.bettingEndsAt);
  const bets = useCrashStore((state) => state.bets);
  const pending = useCrashStore((state) => state.betPending);
  const now = useNow(phase === 'waiting', 250);
  const { selected, total } = useSelectedItems(user !== null);
  const [initial] = useState(initialSelection);
  const [selection, setSelection] = useState<MultiplierSelection>(initial.selection);
  const [customText, setCustomText] = useState(initial.customText);
  const [editing, setEditing] = useState(false);

  const ownBets = betsOf({ bets }, user?.id);
  const choice = chosenStop(selection, customText);
  const blocker = betBlocker({
    signedIn: user !== null,
    maintenance,
    connected,
    phase,
    countdownLeftMs: phase === 'waiting' && bettingEndsAt !== null ? Math.max(0, bettingEndsAt - now) : null,
    choice,
    selectedCount: selected.length,
    editing,
    pending,
    ownBets,
    stake: total,
    limits: config ? limitsOf(config.crash) : null,
  });

  const select = (next: MultiplierSelection) => {
    setSelection(next);
    writeStoredChoice(
      next.kind === 'manual' ? MANUAL_STOP : next.kind === 'preset' ? next.value : parseMultiplier(customText),
    );
  };
  const typeCustom = (text: string) => {
    setCustomText(text);
    setSelection({ kind: 'custom' });
    writeStoredChoice(parseMultiplier(text));
  };

  const submit = () => {
    if (blocker) return notify.fail(blockerKey(blocker), blockerParams(blocker));
    if (choice === null) return;
    placeBet({ items: selected.map((item) => item.myId), sum: total, autoWithdraw: choice / 100 });
  };

  return (
    <section className={styles.board} aria-labelledby="crash-board-title" data-testid="crash-bet-board">
      <header className={styles.header}>
        <h2 id="crash-board-title" className={styles.title}>
          {t('crash.board.title')}
        </h2>
        <button
          type="button"
          className="button button--ghost button--small"
          onClick={() => openModal('crashRules')}
          data-testid="crash-rules-button"
        >
          {t('crash.rules.button')}
        </button>
      </header>

      <div className={styles.stake} data-testid="crash-stake" data-count={selected.length} data-total={total}>
        <span className={styles.label}>{t('crash.board.stake')}</span>
        {selected.length > 0 ? (
          <span className={styles.stakeValue}>
            <strong>{formatAmount(total)}</strong>
            <span className={styles.muted}>{t('crash.board.skins', { count: selected.length })}</span>
          </span>
        ) : (
          <span className={styles.muted}>{t('crash.board.select_hint')}</span>
        )}
      </div>

      <MultiplierPicker
        selection={selection}
        customText={customText}
        onSelect={select}
        onCustomText={typeCustom}
        editing={editing}
        onEditing={setEditing}
      />

      <button
        type="button"
        className={`button button--primary ${styles.betButton}`}
        disabled={blocker !== null}
        aria-busy={pending}
        aria-describedby={blocker ? 'crash-bet-reason' : undefined}
        onClick={submit}
        data-testid="crash-bet-button"
      >
        {pending
          ? t('crash.board.placing')
          : selected.length === 0
            ? t('crash.board.place_empty')
            : t('crash.board.place', {
                amount: formatAmount(total),
                target: choice === MANUAL_STOP ? '∞' : choice === null ? '—' : formatMultiplier(choice),
              })}
      </button>
      {blocker && (
        <p
          id="crash-bet-reason"
          className={styles.reason}
          data-testid="crash-bet-disabled-reason"
          data-reason={blocker}
        >
          {translate(blockerKey(blocker), blockerParams(blocker))}
        </p>
      )}

      <TakeButton bet={takeableBet(ownBets)} />
      <MyBets bets={ownBets} />
    </section>
  );
}

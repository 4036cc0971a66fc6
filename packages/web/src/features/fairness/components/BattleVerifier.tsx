import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { BATTLE_MODES } from '@skinbet/shared/games/battles/battles.machine';
import type { BattleDto } from '@skinbet/shared/games/battles/battles.schemas';
import { useI18n } from '../../../lib/i18n';
import { battleRoundQuery, fairnessChainsQuery } from '../api/fairness.api';
import {
  battleClaimFromBattle,
  battleClaimFromInput,
  cancelledBattleClaim,
  type BattleManualInput,
  type PublishedChain,
} from '../battle-claims';
import { stepsToAnchorOffThread } from '../chain-check';
import { useChainSteps } from '../hooks/useChainSteps';
import { verifyChained } from '../round-checks';
import { verifyBattle, type BattleClaim, type BattleVerification } from '../verify-battle';
import { BattleVerifyResult, CancelledBattleResult } from './BattleVerifyResult';
import { ManualForm, type ManualField } from './ManualForm';
import { parseRoundParam, RoundIdForm, RoundLoadStatus } from './RoundIdForm';
import styles from './FairnessPage.module.css';

/** A loaded battle that cannot be checked, by problem: its `data-result` and its text. */
const UNCHECKABLE = {
  not_revealed: { result: 'unrevealed', textKey: 'fairness.battles.not_revealed' },
  cancelled: { result: 'cancelled', textKey: 'fairness.battles.cancelled' },
  unreadable: { result: 'unreadable', textKey: 'fairness.battles.unreadable' },
} as const;

/**
 * Verify a case battle by its id (docs/fairness/formulas.md "Case battle"): loads it
 * (`POST /api/battles/get`) and, once it finished, recomputes every ticket, the totals, the tie
 * draw, the winners and the dealing in the browser, and walks its secret to the anchor of its
 * lane's chain. The id lives in the address (`?game=battles&round=`), so a battle's page links
 * straight to its check.
 */
export function BattleRoundVerifier() {
  const { t } = useI18n('fairness');
  const [params, setParams] = useSearchParams();
  const requested = parseRoundParam(params.get('round'));
  const battle = useQuery({ ...battleRoundQuery(requested ?? 0), enabled: requested !== null });
  const finished = battle.data?.status === 'finished';
  const ended = finished || battle.data?.status === 'cancelled';
  const chains = useQuery({ ...fairnessChainsQuery, enabled: ended });
  const anchors = useAnchorsWithChain(chains, battle.data?.chain.id, battle.dataUpdatedAt);
  const claimOrProblem = useMemo(() => {
    if (!battle.data) return null;
    // Only a finished battle's check needs the anchors; the others answer without them.
    if (!finished) return battleClaimFromBattle(battle.data, []);
    return anchors ? battleClaimFromBattle(battle.data, anchors) : null;
  }, [battle.data, finished, anchors]);
  const claim = claimOrProblem !== null && typeof claimOrProblem !== 'string' ? claimOrProblem : null;
  const uncheckable = typeof claimOrProblem === 'string' ? UNCHECKABLE[claimOrProblem] : undefined;
  const cancelled = useMemo(
    () => (battle.data && anchors ? cancelledBattleClaim(battle.data, anchors) : null),
    [battle.data, anchors],
  );
  const steps = useChainSteps(claim ?? cancelled);
  const verification = useMemo(
    () => (claim && steps.isSuccess ? verifyBattle(claim, steps.data) : null),
    [claim, steps.isSuccess, steps.data],
  );
  const cancelledCheck = useMemo(
    () => (cancelled && steps.isSuccess ? verifyChained(cancelled, steps.data, {}) : null),
    [cancelled, steps.isSuccess, steps.data],
  );
  // The anchors loading, then the secret walking up to its lane's anchor.
  const walking =
    ended &&
    !chains.isError &&
    (anchors === null || ((claim ?? cancelled) !== null && verification === null && cancelledCheck === null));

  return (
    <div className={styles.verifier}>
      <RoundIdForm
        requested={requested}
        labelKey="fairness.battles.battle_id"
        placeholder="12"
        badIdKey="fairness.battles.bad_battle_id"
        onRequest={(id) => {
          setParams({ game: 'battles', round: String(id) }, { replace: true });
          if (id === requested) void battle.refetch();
        }}
      />
      <RoundLoadStatus
        requested={requested}
        load={battle}
        loadingKey="fairness.battles.loading"
        loadFailedKey="fairness.battles.load_failed"
        notFoundKey="battles_api.not_found"
      />
      {ended && chains.isError && (
        <p className={styles.problem} role="alert" data-testid="fairness-problem">
          {t('fairness.load_failed')}
        </p>
      )}
      {uncheckable && battle.data && !cancelled && !(claimOrProblem === 'cancelled' && !anchors) && (
        <p className={styles.pending} data-testid="fairness-result" data-result={uncheckable.result}>
          {t(uncheckable.textKey)} <Link to={`/battles/${battle.data.id}`}>{t('fairness.battles.to_battle')}</Link>
        </p>
      )}
      {walking && (
        <p className={styles.progress} role="status">
          {t('fairness.verifier.walking_chain', { count: battle.data?.chain.round ?? 0 })}
        </p>
      )}
      {cancelled && cancelledCheck && (
        <CancelledBattleResult claim={cancelled} verification={cancelledCheck} chainSteps={steps.data} />
      )}
      {claim && verification && battle.data && (
        <BattleVerifyResult
          claim={claim}
          verification={verification}
          chainSteps={steps.data}
          chain={{ id: claim.chainId, lane: claim.lane }}
          seatLabels={seatLabelsOf(battle.data, t('fairness.battles.bot'))}
        />
      )}
    </div>
  );
}

/**
 * The published anchors to judge a battle's chain by, once they can be trusted to hold it: a
 * battle on a lane opened after the list was loaded would otherwise read as unpublished, so a
 * list without its chain is loaded again once (a list loaded after the battle is final).
 */
function useAnchorsWithChain(
  chains: UseQueryResult<PublishedChain[]>,
  chainId: number | undefined,
  battleLoadedAt: number,
): PublishedChain[] | null {
  const listed = chains.data?.some((chain) => chain.id === chainId) ?? false;
  const stale = chains.data !== undefined && !listed && chains.dataUpdatedAt < battleLoadedAt;
  const { refetch } = chains;
  useEffect(() => {
    if (stale) void refetch();
  }, [stale, refetch]);
  if (chains.data === undefined || (!listed && (stale || chains.isFetching))) return null;
  return chains.data;
}

/** Each seat as the battle's page shows it: the player's name, or the house's bot. */
function seatLabelsOf(battle: BattleDto, botLabel: string): string[] {
  return [...battle.seats]
    .sort((a, b) => a.seat - b.seat)
    .map((seat) => `${seat.seat + 1} · ${seat.user?.username ?? (seat.bot ? botLabel : '—')}`);
}

const EMPTY_INPUT: BattleManualInput = {
  secret: '',
  publicHash: '',
  battleId: '',
  seeds: '',
  mode: '1v1',
  crazy: '',
  tables: '',
  anchor: '',
  position: '',
};
const FIELDS: readonly ManualField<keyof BattleManualInput>[] = [
  { name: 'secret', labelKey: 'fairness.field.secret', mono: true, inputMode: 'text' },
  { name: 'publicHash', labelKey: 'fairness.field.public', mono: true, inputMode: 'text' },
  { name: 'battleId', labelKey: 'fairness.battles.field.battle_id', mono: false, inputMode: 'numeric' },
  { name: 'seeds', labelKey: 'fairness.battles.field.seeds', mono: true, inputMode: 'text' },
];

/**
 * Verify a battle from values entered by hand: secret, public hash, battle id, the joined seeds,
 * mode and crazy, the round tables pasted as JSON (a battle's whole `get` answer also compares its
 * reported rolls and winners), and optionally its chain's anchor and position. Nothing is sent anywhere.
 */
export function BattleManualVerifier() {
  const { t } = useI18n('fairness');
  const [input, setInput] = useState<BattleManualInput>(EMPTY_INPUT);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{
    claim: BattleClaim;
    verification: BattleVerification;
    steps: number | null | undefined;
  } | null>(null);

  async function verify() {
    const claim = battleClaimFromInput(input);
    if (typeof claim === 'string') return setProblem(`fairness.battles.problem.${claim}`);
    setProblem(null);
    setBusy(true);
    const steps = claim.chain
      ? await stepsToAnchorOffThread(claim.secretHash, claim.chain.anchor, claim.chain.round)
      : undefined;
    setBusy(false);
    setOutcome({ claim, verification: verifyBattle(claim, steps), steps });
  }

  const text = (name: 'anchor' | 'position', labelKey: 'fairness.field.anchor' | 'fairness.field.position') => (
    <label className={`field ${name === 'anchor' ? styles.wideField : ''}`}>
      <span className="field__label">{t(labelKey)}</span>
      <input
        className={`input ${name === 'anchor' ? styles.monoInput : ''}`}
        value={input[name]}
        spellCheck={false}
        autoComplete="off"
        inputMode={name === 'position' ? 'numeric' : 'text'}
        onChange={(event) => setInput({ ...input, [name]: event.target.value })}
        data-testid={`fairness-battle-${name}`}
      />
    </label>
  );

  return (
    <ManualForm
      fields={FIELDS}
      input={input}
      onInput={setInput}
      testIdPrefix="fairness-battle"
      onVerify={() => void verify()}
      extraFields={
        <>
          <label className="field">
            <span className="field__label">{t('fairness.battles.field.mode')}</span>
            <select
              className="input"
              value={input.mode}
              onChange={(event) => setInput({ ...input, mode: event.target.value })}
              data-testid="fairness-battle-mode"
            >
              {BATTLE_MODES.map((mode) => (
                <option key={mode} value={mode}>
                  {mode}
                </option>
              ))}
            </select>
          </label>
          <label className="field">
            <span className="field__label">{t('fairness.battles.crazy')}</span>
            <input
              type="checkbox"
              checked={input.crazy === 'yes'}
              onChange={(event) => setInput({ ...input, crazy: event.target.checked ? 'yes' : '' })}
              data-testid="fairness-battle-crazy"
            />
          </label>
          <label className={`field ${styles.wideField}`}>
            <span className="field__label">{t('fairness.battles.field.tables')}</span>
            <textarea
              className={`input ${styles.monoInput}`}
              rows={5}
              value={input.tables}
              spellCheck={false}
              placeholder={'[[{"from":0,"to":49999,"price":1,"name":"…"},…],…]'}
              onChange={(event) => setInput({ ...input, tables: event.target.value })}
              data-testid="fairness-battle-tables"
            />
          </label>
          {text('anchor', 'fairness.field.anchor')}
          {text('position', 'fairness.field.position')}
        </>
      }
      busy={busy}
      problem={problem}
    >
      {outcome && (
        <BattleVerifyResult claim={outcome.claim} verification={outcome.verification} chainSteps={outcome.steps} />
      )}
    </ManualForm>
  );
}

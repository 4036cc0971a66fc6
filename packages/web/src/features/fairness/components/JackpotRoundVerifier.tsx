import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { failureKey } from '../../../lib/api-client';
import { useI18n } from '../../../lib/i18n';
import { jackpotRoundQuery } from '../api/fairness.api';
import { useChainSteps } from '../hooks/useChainSteps';
import { jackpotClaimFromGame, verifyJackpotRound } from '../verify-jackpot';
import { JackpotVerifyResult } from './JackpotVerifyResult';
import { parseRoundParam } from './RoundVerifier';
import styles from './FairnessPage.module.css';

/**
 * Verify a jackpot round by id: loads it (`/api/jackpot/getGame`) and recomputes the winning
 * ticket in the browser. The id lives in the address (`?game=jackpot&round=`), so the history's
 * verify links open with the check already running.
 */
export function JackpotRoundVerifier() {
  const { t, translate } = useI18n();
  const [params, setParams] = useSearchParams();
  const requested = parseRoundParam(params.get('round'));
  const [text, setText] = useState(requested === null ? '' : String(requested));
  const [invalid, setInvalid] = useState(false);

  const round = useQuery({ ...jackpotRoundQuery(requested ?? 0), enabled: requested !== null });
  const claimOrProblem = useMemo(() => (round.data ? jackpotClaimFromGame(round.data) : null), [round.data]);
  const claim = claimOrProblem !== null && typeof claimOrProblem !== 'string' ? claimOrProblem : null;
  const steps = useChainSteps(claim);
  const chainReady = claim !== null && (claim.chain === null || steps.isSuccess);
  const verification = useMemo(
    () => (claim && chainReady ? verifyJackpotRound(claim, steps.data) : null),
    [claim, chainReady, steps.data],
  );

  return (
    <div className={styles.verifier}>
      <form
        className={styles.roundForm}
        onSubmit={(event) => {
          event.preventDefault();
          const id = parseRoundParam(text);
          setInvalid(id === null);
          if (id !== null) setParams({ game: 'jackpot', round: String(id) }, { replace: true });
          if (id !== null && id === requested) void round.refetch();
        }}
      >
        <label className="field">
          <span className="field__label">{t('fairness.verifier.round_id')}</span>
          <input
            className="input"
            inputMode="numeric"
            value={text}
            onChange={(event) => setText(event.target.value)}
            aria-invalid={invalid}
            placeholder="7"
            data-testid="fairness-round-input"
          />
        </label>
        <button type="submit" className="button button--primary" data-testid="fairness-verify">
          {t('fairness.verifier.verify')}
        </button>
      </form>
      {invalid && <p className={styles.problem}>{t('fairness.problem.bad_round')}</p>}

      {requested !== null && round.isFetching && !round.data && (
        <p className={styles.progress} role="status">
          {t('fairness.verifier.loading')}
        </p>
      )}
      {requested !== null && round.isError && (
        <p className={styles.problem} role="alert" data-testid="fairness-problem">
          {translate(failureKey(round.error, 'jackpot_error.load'))}
        </p>
      )}
      {round.data === null && (
        <p className={styles.problem} role="alert" data-testid="fairness-problem">
          {t('jackpot_api.game_not_found')}
        </p>
      )}
      {claimOrProblem === 'not_revealed' && (
        <p className={styles.pending} data-testid="fairness-result" data-result="unrevealed">
          {t('fairness.jackpot.not_revealed')}
        </p>
      )}
      {claimOrProblem === 'no_tickets' && (
        <p className={styles.pending} data-testid="fairness-result" data-result="no_tickets">
          {t('fairness.jackpot.no_tickets')}
        </p>
      )}
      {claim && !chainReady && (
        <p className={styles.progress} role="status">
          {t('fairness.verifier.walking_chain', { steps: claim.chain?.round ?? 0 })}
        </p>
      )}
      {claim && verification && round.data && (
        <JackpotVerifyResult
          claim={claim}
          verification={verification}
          chainSteps={steps.data}
          voided={round.data.phase === 'voided'}
          chainId={round.data.chain?.id ?? null}
        />
      )}
    </div>
  );
}

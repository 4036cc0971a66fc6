import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { failureKey } from '../../../lib/api-client';
import { useI18n } from '../../../lib/i18n';
import { useChainSteps } from '../hooks/useChainSteps';
import type { ChainedClaim, TextInputs, VerifierGame } from './verifier-games';
import styles from './FairnessPage.module.css';

/** A round id typed or taken from `?round=`: a positive decimal integer, else null. */
export function parseRoundParam(value: string | null): number | null {
  if (!value || !/^[1-9]\d{0,14}$/.test(value.trim())) return null;
  return Number(value.trim());
}

/**
 * Verify by round id (SPEC §1, ARCHITECTURE §4): loads the game's round from the site and
 * recomputes it in the browser. The id lives in the address (`?round=`, beside `?game=`), so a
 * link from a round's page or a history opens with the check already running, and the result
 * can be shared.
 */
export function RoundVerifier<Game, Claim extends ChainedClaim, Verification, Input extends TextInputs<Input>>({
  game,
}: {
  game: VerifierGame<Game, Claim, Verification, Input>;
}) {
  const { t, translate } = useI18n('fairness');
  const [params, setParams] = useSearchParams();
  const requested = parseRoundParam(params.get('round'));
  const [text, setText] = useState(requested === null ? '' : String(requested));
  const [invalid, setInvalid] = useState(false);

  const round = useQuery({ ...game.roundQuery(requested ?? 0), enabled: requested !== null });
  const claimOrProblem = useMemo(() => (round.data ? game.claimFromGame(round.data) : null), [game, round.data]);
  const claim = claimOrProblem !== null && typeof claimOrProblem !== 'string' ? claimOrProblem : null;
  const uncheckable = typeof claimOrProblem === 'string' ? game.uncheckable[claimOrProblem] : undefined;
  const steps = useChainSteps(claim);
  const chainReady = claim !== null && (claim.chain === null || steps.isSuccess);
  const verification = useMemo(
    () => (claim && chainReady ? game.verify(claim, steps.data) : null),
    [game, claim, chainReady, steps.data],
  );
  const { Result } = game;

  return (
    <div className={styles.verifier}>
      <form
        className={styles.roundForm}
        onSubmit={(event) => {
          event.preventDefault();
          const id = parseRoundParam(text);
          setInvalid(id === null);
          if (id !== null) setParams({ ...game.addressParams, round: String(id) }, { replace: true });
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
            placeholder={game.roundPlaceholder}
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
          {translate(failureKey(round.error, game.loadFailedKey))}
        </p>
      )}
      {round.data === null && (
        <p className={styles.problem} role="alert" data-testid="fairness-problem">
          {t(game.notFoundKey)}
        </p>
      )}
      {uncheckable && (
        <p className={styles.pending} data-testid="fairness-result" data-result={uncheckable.result}>
          {t(uncheckable.textKey)}
        </p>
      )}
      {claim && !chainReady && (
        <p className={styles.progress} role="status">
          {t('fairness.verifier.walking_chain', { count: claim.chain?.round ?? 0 })}
        </p>
      )}
      {claim && verification && round.data && (
        <Result claim={claim} verification={verification} chainSteps={steps.data} {...game.roundFacts(round.data)} />
      )}
    </div>
  );
}

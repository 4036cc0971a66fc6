import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useI18n } from '../../../lib/i18n';
import { useChainSteps } from '../hooks/useChainSteps';
import type { ChainedRoundClaim } from '../round-checks';
import { parseRoundParam, RoundIdForm, RoundLoadStatus } from './RoundIdForm';
import type { TextInputs, VerifierGame } from './verifier-games';
import styles from './FairnessPage.module.css';

/**
 * Verify by round id (docs/fairness/verify-by-hand.md): loads the game's round from the site and
 * recomputes it in the browser. The id lives in the address (`?round=`, beside `?game=`), so a
 * link from a round's page or a history opens with the check already running, and the result can
 * be shared.
 */
export function RoundVerifier<Game, Claim extends ChainedRoundClaim, Verification, Input extends TextInputs<Input>>({
  game,
}: {
  game: VerifierGame<Game, Claim, Verification, Input>;
}) {
  const { t } = useI18n('fairness');
  const [params, setParams] = useSearchParams();
  const requested = parseRoundParam(params.get('round'));

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
      <RoundIdForm
        requested={requested}
        labelKey="fairness.verifier.round_id"
        placeholder={game.roundPlaceholder}
        badIdKey="fairness.problem.bad_round"
        onRequest={(id) => {
          setParams({ ...game.addressParams, round: String(id) }, { replace: true });
          if (id === requested) void round.refetch();
        }}
      />

      <RoundLoadStatus
        requested={requested}
        load={round}
        loadingKey="fairness.verifier.loading"
        loadFailedKey={game.loadFailedKey}
        notFoundKey={game.notFoundKey}
      />
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

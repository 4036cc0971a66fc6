import { useMemo, useState } from 'react';
import { useI18n } from '../../../lib/i18n';
import { stepsToAnchorOffThread } from '../chain-check';
import type { ChainedRoundClaim } from '../round-checks';
import { chainFromInput } from '../verify';
import { ManualForm } from './ManualForm';
import type { TextInputs, VerifierGame } from './verifier-games';
import styles from './FairnessPage.module.css';

/**
 * Verify values entered by hand (docs/fairness/formulas.md "Hash chains"): the game's inputs
 * (secret, public hash, round id and what the draw depends on, optionally the outcome to compare)
 * and a chain anchor with the round's position in it. Nothing is sent anywhere.
 */
export function ManualVerifier<Game, Claim extends ChainedRoundClaim, Verification, Input extends TextInputs<Input>>({
  game,
}: {
  game: VerifierGame<Game, Claim, Verification, Input>;
}) {
  const { t } = useI18n('fairness');
  const [input, setInput] = useState<Input>(game.emptyInput);
  const [anchor, setAnchor] = useState('');
  const [position, setPosition] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ claim: Claim; verification: Verification; steps?: number | null } | null>(
    null,
  );

  async function verify() {
    const parsed = game.claimFromInput(input);
    if (typeof parsed === 'string') return setProblem(`fairness.problem.${parsed}`);
    const chain = chainFromInput(anchor, position);
    if (chain === 'bad_chain') return setProblem('fairness.problem.bad_chain');
    const claim: Claim = { ...parsed, chain };
    setProblem(null);
    setBusy(true);
    const steps = claim.chain
      ? await stepsToAnchorOffThread(claim.secretHash, claim.chain.anchor, claim.chain.round)
      : undefined;
    setBusy(false);
    setOutcome({ claim, verification: game.verify(claim, steps), steps });
  }
  const { Result } = game;
  // Number fields get the game's keyboard; the hashes keep the full one.
  const fields = useMemo(
    () => game.fields.map((field) => ({ ...field, inputMode: field.mono ? ('text' as const) : game.numberInputMode })),
    [game],
  );

  return (
    <ManualForm
      fields={fields}
      input={input}
      onInput={setInput}
      testIdPrefix="fairness-manual"
      onVerify={() => void verify()}
      extraFields={
        <>
          <label className={`field ${styles.wideField}`}>
            <span className="field__label">{t('fairness.field.anchor')}</span>
            <input
              className={`input ${styles.monoInput}`}
              value={anchor}
              spellCheck={false}
              autoComplete="off"
              onChange={(event) => setAnchor(event.target.value)}
              data-testid="fairness-manual-anchor"
            />
          </label>
          <label className="field">
            <span className="field__label">{t('fairness.field.position')}</span>
            <input
              className="input"
              inputMode="numeric"
              value={position}
              onChange={(event) => setPosition(event.target.value)}
              data-testid="fairness-manual-position"
            />
          </label>
        </>
      }
      busy={busy}
      problem={problem}
    >
      {outcome && <Result claim={outcome.claim} verification={outcome.verification} chainSteps={outcome.steps} />}
    </ManualForm>
  );
}

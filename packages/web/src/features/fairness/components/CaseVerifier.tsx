import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useCurrentUser } from '../../../lib/current-user';
import { useI18n } from '../../../lib/i18n';
import { caseOpeningQuery } from '../api/case-opening.api';
import {
  caseClaimFromInput,
  caseClaimFromOpening,
  verifyCaseOpening,
  type CaseClaim,
  type CaseManualInput,
  type CaseVerification,
} from '../verify-case';
import { CaseVerifyResult } from './CaseVerifyResult';
import { ManualForm, type ManualField } from './ManualForm';
import { parseRoundParam, RoundIdForm, RoundLoadStatus } from './RoundIdForm';
import styles from './FairnessPage.module.css';
import { SignInButton } from '../../../components/SignInButton';

/**
 * Verify a case opening by its id (docs/fairness/formulas.md "Cases"): loads one of the player's
 * own openings (`POST /api/cases/opening`) with the seeds, nonce and table it used, and
 * recomputes it in the browser. The id lives in the address (`?game=cases&round=`), so the case
 * page links straight to a check. The server seed is revealed once the player has changed it on a
 * case page.
 */
export function CaseOpeningVerifier() {
  const { t } = useI18n('fairness');
  const { user, known } = useCurrentUser();
  const [params, setParams] = useSearchParams();
  const requested = parseRoundParam(params.get('round'));
  const userId = user?.id ?? 0;
  const opening = useQuery({
    ...caseOpeningQuery(userId, requested ?? 0),
    enabled: requested !== null && user !== null,
  });
  const claim = useMemo(() => (opening.data ? caseClaimFromOpening(opening.data) : null), [opening.data]);
  const verification = useMemo(() => (claim && typeof claim !== 'string' ? verifyCaseOpening(claim) : null), [claim]);

  return (
    <div className={styles.verifier}>
      <RoundIdForm
        requested={requested}
        labelKey="fairness.cases.opening_id"
        placeholder="12"
        badIdKey="fairness.cases.bad_opening"
        onRequest={(id) => {
          setParams({ game: 'cases', round: String(id) }, { replace: true });
          if (id === requested) void opening.refetch();
        }}
      />

      {known && user === null && (
        <p className={styles.pending} data-testid="fairness-result" data-result="signed_out">
          {t('fairness.cases.sign_in')} <SignInButton look="ghost" small />
        </p>
      )}
      <RoundLoadStatus
        requested={requested}
        load={opening}
        loadingKey="fairness.cases.loading"
        loadFailedKey="cases_error.load_opening"
        notFoundKey="cases_api.opening_not_found"
      />
      {claim === 'not_revealed' && opening.data && (
        <p className={styles.pending} data-testid="fairness-result" data-result="unrevealed">
          {t('fairness.cases.not_revealed')}{' '}
          <Link to={`/cases/${opening.data.case_id}`}>
            {t('fairness.cases.to_case', { name: opening.data.case_name })}
          </Link>
        </p>
      )}
      {claim && typeof claim !== 'string' && verification && (
        <CaseVerifyResult claim={claim} verification={verification} />
      )}
    </div>
  );
}

const EMPTY_INPUT: CaseManualInput = {
  serverSeed: '',
  serverSeedHash: '',
  clientSeed: '',
  nonce: '',
  ticket: '',
  table: '',
};
const FIELDS: readonly ManualField<keyof CaseManualInput>[] = [
  { name: 'serverSeed', labelKey: 'fairness.cases.field.server_seed', mono: true, inputMode: 'text' },
  { name: 'serverSeedHash', labelKey: 'fairness.cases.field.server_seed_hash_optional', mono: true, inputMode: 'text' },
  { name: 'clientSeed', labelKey: 'fairness.cases.field.client_seed', mono: true, inputMode: 'text' },
  { name: 'nonce', labelKey: 'fairness.cases.field.nonce', mono: false, inputMode: 'numeric' },
  { name: 'ticket', labelKey: 'fairness.cases.field.ticket', mono: false, inputMode: 'numeric' },
];

/**
 * Verify a case opening from values entered by hand: server seed (and, to compare, its hash),
 * client seed, nonce, optionally the ticket and the odds table (pasted JSON of the opening or the
 * case, or `from-to name` lines). Nothing is sent anywhere.
 */
export function CaseManualVerifier() {
  const { t } = useI18n('fairness');
  const [input, setInput] = useState<CaseManualInput>(EMPTY_INPUT);
  const [problem, setProblem] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<{ claim: CaseClaim; verification: CaseVerification } | null>(null);

  function verify() {
    const claim = caseClaimFromInput(input);
    if (typeof claim === 'string') return setProblem(`fairness.cases.problem.${claim}`);
    setProblem(null);
    setOutcome({ claim, verification: verifyCaseOpening(claim) });
  }

  return (
    <ManualForm
      fields={FIELDS}
      input={input}
      onInput={setInput}
      testIdPrefix="fairness-case"
      onVerify={verify}
      extraFields={
        <label className={`field ${styles.wideField}`}>
          <span className="field__label">{t('fairness.cases.field.table')}</span>
          <textarea
            className={`input ${styles.monoInput}`}
            rows={4}
            value={input.table}
            spellCheck={false}
            placeholder={'#0-7991 P250 | Sand Dune\n#7992-15983 …'}
            onChange={(event) => setInput({ ...input, table: event.target.value })}
            data-testid="fairness-case-table"
          />
        </label>
      }
      problem={problem}
    >
      {outcome && <CaseVerifyResult claim={outcome.claim} verification={outcome.verification} />}
    </ManualForm>
  );
}

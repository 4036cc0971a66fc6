import type { ComponentType } from 'react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { checkManualDraw } from '../manual-draw';
import { ManualForm, type ManualField } from './ManualForm';
import type { TextInputs } from './verifier-games';

/**
 * "By hand" for a giveaway or bonus draw: the form starts from the address, so the site's verify
 * links open with the check already done, and a submit checks again.
 */
export function ManualDrawVerifier<Input extends TextInputs<Input>, Claim extends object>({
  fields,
  testIdPrefix,
  inputFromParams,
  claimFromInput,
  problemPrefix,
  Result,
}: {
  fields: readonly ManualField<keyof Input & string>[];
  testIdPrefix: string;
  inputFromParams: (params: URLSearchParams) => Input;
  claimFromInput: (input: Input) => Claim | string;
  /** Where the claim maker's problem names are found as i18n keys. */
  problemPrefix: string;
  Result: ComponentType<{ claim: Claim }>;
}) {
  const [params] = useSearchParams();
  const [input, setInput] = useState<Input>(() => inputFromParams(params));
  const [checked, setChecked] = useState(() =>
    checkManualDraw(inputFromParams(params), true, claimFromInput, problemPrefix),
  );

  return (
    <ManualForm
      fields={fields}
      input={input}
      onInput={setInput}
      testIdPrefix={testIdPrefix}
      onVerify={() => setChecked(checkManualDraw(input, false, claimFromInput, problemPrefix))}
      problem={checked.problem}
    >
      {checked.outcome && <Result claim={checked.outcome} />}
    </ManualForm>
  );
}

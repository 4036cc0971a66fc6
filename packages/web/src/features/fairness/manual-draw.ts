/** A hand-entered draw once checked: the claim to recompute, or the i18n key of what is wrong. */
export interface ManualDrawCheck<Claim> {
  outcome: Claim | null;
  problem: string | null;
}

/**
 * The giveaway and bonus forms' values checked against their claim maker, whose problem names
 * become keys under `problemPrefix`. A form opened empty (no verify link in the address) shows
 * nothing yet rather than the first field's problem.
 */
export function checkManualDraw<Input extends { [Field in keyof Input]: string }, Claim extends object>(
  input: Input,
  opening: boolean,
  claimFromInput: (input: Input) => Claim | string,
  problemPrefix: string,
): ManualDrawCheck<Claim> {
  const blank = Object.values<string>(input).every((value) => value.trim() === '');
  if (opening && blank) return { outcome: null, problem: null };
  const claim = claimFromInput(input);
  return typeof claim === 'string'
    ? { outcome: null, problem: `${problemPrefix}.${claim}` }
    : { outcome: claim, problem: null };
}

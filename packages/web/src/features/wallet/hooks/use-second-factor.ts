import { useState } from 'react';
import { useCurrentUser } from '../../../lib/current-user';
import { codeForRequest, codeTypedWell, isCodeRefusal } from '../second-factor';

/**
 * The two-factor code of a withdrawal form (docs/money/withdrawals.md "Second factor"): the field
 * shows up front for a player with two-factor sign-in on, or once the server asked for the code;
 * a refusal about the code marks it; a withdrawal made clears it (a code works once).
 */
export function useSecondFactor() {
  const enabled = useCurrentUser().user?.two_factor?.enabled === true;
  const [text, setText] = useState('');
  const [asked, setAsked] = useState(false);
  return {
    shown: enabled || asked,
    asked,
    text,
    setText,
    typedWell: codeTypedWell(text),
    /** What to put in the request's `code`. */
    code: () => codeForRequest(text),
    /** A failed withdrawal: when it was about the code, the field is shown and marked. */
    onError(error: unknown) {
      if (isCodeRefusal(error)) {
        setAsked(true);
        setText('');
      }
    },
    onSuccess() {
      setAsked(false);
      setText('');
    },
  };
}

export type SecondFactor = ReturnType<typeof useSecondFactor>;

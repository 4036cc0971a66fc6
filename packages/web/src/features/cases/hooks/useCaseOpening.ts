import { useMutation } from '@tanstack/react-query';
import type { CaseOpenResponse, CaseSeedsDto } from '@skinbet/shared/schemas/cases.schemas';
import { useCallback, useEffect, useState } from 'react';
import { setCachedBalance } from '../../../lib/balance';
import { useCurrentUserIdRef } from '../../../lib/current-user';
import { queryClient } from '../../../lib/query-client';
import { QUERY_KEYS } from '../../../lib/query-keys';
import type { SpinTiming } from '../../../lib/reel-motion';
import { playSound } from '../../../lib/sound';
import { useReducedMotion } from '../../../lib/use-reduced-motion';
import { caseOpeningsKey, caseSeedsKey, openCase } from '../api/cases.api';
import { CASE_REEL } from '../reel';
import { useLiveDropsStore } from './live-drops-store';

/**
 * One opening (of 1–5 cases, docs/games/cases.md "Multi-open") on the case page: idle → requesting (the call is out) → spinning (the answer is in,
 * the reel runs) → landed (the result shows) → idle again when the player keeps the item.
 */
export type CaseOpening =
  | { phase: 'idle' }
  | { phase: 'requesting' }
  | { phase: 'spinning' | 'landed'; result: CaseOpenResponse; timing: SpinTiming | null };

/** The won item is in the inventory now, and the balance moved: re-read both, and the openings list. */
function refreshAfterOpening(userId: number | undefined): void {
  void queryClient.invalidateQueries({ queryKey: QUERY_KEYS.inventory });
  void queryClient.invalidateQueries({ queryKey: QUERY_KEYS.user });
  if (userId !== undefined) void queryClient.invalidateQueries({ queryKey: caseOpeningsKey(userId) });
}

/**
 * Opens a case and runs its reel. The price leaves the balance with the answer; the item joins
 * the inventory only when the reel has landed (so neither the inventory nor the live drops tell
 * the result first). Refusals (`cases_api.*`) become notices through the mutation cache.
 */
export function useCaseOpening(caseId: number) {
  const userIdRef = useCurrentUserIdRef();
  const reducedMotion = useReducedMotion();
  const [opening, setOpening] = useState<CaseOpening>({ phase: 'idle' });
  const spinStarted = useLiveDropsStore((state) => state.spinStarted);
  const spinEnded = useLiveDropsStore((state) => state.spinEnded);

  const mutation = useMutation({
    mutationFn: openCase,
    meta: { errorKey: 'cases_error.open' },
    onMutate: () => {
      spinStarted();
      setOpening({ phase: 'requesting' });
    },
    onSuccess: (result) => {
      setCachedBalance(result.balance);
      // The openings took consecutive nonces; the next one uses the one after the last.
      const { server_seed_hash, client_seed, nonce } = result.winItems.at(-1)!.fairness;
      // The seeds panel follows without a re-read.
      if (userIdRef.current !== undefined) {
        queryClient.setQueryData<CaseSeedsDto>(caseSeedsKey(userIdRef.current), {
          server_seed_hash,
          client_seed,
          nonce: nonce + 1,
        });
      }
      const now = Date.now();
      const timing = reducedMotion ? null : { startedAt: now, endsAt: now + CASE_REEL.spinMs };
      setOpening({ phase: 'spinning', result, timing });
      if (timing) playSound('spin');
    },
    onError: () => {
      spinEnded();
      setOpening({ phase: 'idle' });
    },
  });

  // The reel lands at its end time (at once under reduced motion): then the result, the drop, the sound.
  const spinning = opening.phase === 'spinning' ? opening : null;
  useEffect(() => {
    if (!spinning) return;
    const land = () => {
      setOpening({ ...spinning, phase: 'landed' });
      spinEnded();
      refreshAfterOpening(userIdRef.current);
      playSound('win');
    };
    const timer = setTimeout(land, spinning.timing ? Math.max(0, spinning.timing.endsAt - Date.now()) : 0);
    return () => clearTimeout(timer);
  }, [spinning, spinEnded, userIdRef]);

  // Leaving the page mid-spin: the item is the player's all the same, and held drops may show.
  useEffect(
    () => () => {
      if (useLiveDropsStore.getState().spinning) {
        spinEnded();
        refreshAfterOpening(userIdRef.current);
      }
    },
    [spinEnded, userIdRef],
  );

  const open = useCallback(
    (count: number) => {
      if (!mutation.isPending && opening.phase === 'idle') mutation.mutate({ id: caseId, count });
    },
    [mutation, opening.phase, caseId],
  );
  const keep = useCallback(() => setOpening({ phase: 'idle' }), []);

  return { opening, open, keep };
}

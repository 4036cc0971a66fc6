import { useMutation } from '@tanstack/react-query';
import { useCurrentUser } from '../../../lib/current-user';
import { useI18n } from '../../../lib/i18n';
import { notify } from '../../../lib/notices';
import { takeCashbackOutcome } from '../api/cashback.api';
import { refusalNotice, takenNotice } from '../cashback-rules';
import { useCashbackStore } from './cashback-store';

/**
 * Takes the cashback (docs/engagement/cashback.md "Rules"): "taken" as a success notice with the
 * amount; "empty", "too soon" (with when it opens) and the minimum deposit as fail notices of
 * their own. Anything else (network down, a 429) becomes a notice through the mutation cache.
 */
export function useTakeCashback() {
  const { language } = useI18n('cashback');
  const userId = useCurrentUser().user?.id;
  const setOpensAt = useCashbackStore((state) => state.setOpensAt);
  return useMutation({
    mutationKey: ['cashback', 'take'],
    mutationFn: takeCashbackOutcome,
    meta: { errorKey: 'cashback.notice.take_failed' },
    onSuccess: (outcome) => {
      if (outcome.taken) {
        if (userId !== undefined) setOpensAt(userId, outcome.taken.next_at);
        const notice = takenNotice(outcome.taken.taken);
        notify.success(notice.key, notice.params);
        return;
      }
      if (outcome.refused.kind === 'too_soon' && userId !== undefined) setOpensAt(userId, outcome.refused.opensAt);
      const notice = refusalNotice(outcome.refused, language);
      notify.fail(notice.key, notice.params);
    },
  });
}

import { useI18n } from '../../../lib/i18n';
import type { GiveawayView } from '../hooks/useGiveawayView';
import { SignInButton } from '../../../components/SignInButton';

/** The button's text for each state: what the player can do, or why they cannot. */
const LABELS = {
  ready: 'giveaway.participate',
  participating: 'giveaway.participating',
  ended: 'giveaway.drawing',
  conditions: 'giveaway.meet_conditions',
  pending: 'giveaway.participate',
  loading: 'giveaway.participate',
} as const;

/**
 * docs/engagement/giveaways.md "Rules": enabled only when signed in, the timer running, not yet
 * taking part, no request in flight and every required condition done. A guest is offered the
 * sign-in instead. The reason it is disabled is in `data-blocker`.
 */
export function ParticipateButton({ view, className }: { view: GiveawayView; className?: string }) {
  const { t } = useI18n('giveaway');
  const { blocker, participate } = view;
  if (blocker === 'none_running') return null;
  if (blocker === 'sign_in') {
    return (
      <SignInButton look="ghost" className={className} testId="giveaway-login">
        {t('giveaway.sign_in')}
      </SignInButton>
    );
  }
  const label = LABELS[blocker ?? 'ready'];
  return (
    <button
      type="button"
      className={`button ${blocker === 'participating' ? 'button--ghost' : 'button--primary'} ${className ?? ''}`}
      disabled={blocker !== null}
      aria-busy={blocker === 'pending' || undefined}
      onClick={() => participate.mutate()}
      data-testid="giveaway-participate"
      data-blocker={blocker ?? undefined}
    >
      {t(label)}
    </button>
  );
}

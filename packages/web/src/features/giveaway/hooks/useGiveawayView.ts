import { useCurrentUser } from '../../../lib/current-user';
import { useCountdown } from '../../../lib/use-countdown';
import { useGiveaway, useGiveawayConditions, useParticipate } from '../api/giveaway.api';
import { participateBlocker } from '../giveaway-rules';

/**
 * What the dashboard and the modal show alike: the giveaway, its countdown, the player's
 * conditions, and the participate action with why it is disabled.
 */
export function useGiveawayView() {
  const { user } = useCurrentUser();
  const giveaway = useGiveaway();
  const conditions = useGiveawayConditions();
  const participate = useParticipate();
  const data = giveaway.data;
  const active = data?.giveaway ?? null;
  const secondsLeft = useCountdown({
    endTime: active?.end_time ?? null,
    serverTime: data?.server_time ?? 0,
    receivedAt: giveaway.dataUpdatedAt,
  });
  const blocker = participateBlocker({
    signedIn: user !== null,
    giveawayId: active?.id ?? null,
    secondsLeft,
    isParticipant: data?.isParticipant ?? false,
    pending: participate.isPending,
    conditions: conditions.data,
  });
  return { giveaway, active, conditions, participate, secondsLeft, blocker, signedIn: user !== null };
}

export type GiveawayView = ReturnType<typeof useGiveawayView>;

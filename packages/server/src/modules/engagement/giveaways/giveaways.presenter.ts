import { centsToAmount } from '@skinbet/shared/money';
import type { EngagementUserDto, PrizeItemDto } from '@skinbet/shared/schemas/engagement-common.schemas';
import type { ActiveGiveawayDto, GiveawayHistoryEntryDto } from '@skinbet/shared/schemas/giveaways.schemas';
import { requiredConditions } from './giveaway-conditions';
import type {
  GiveawayRow,
  listFinishedGiveaways,
  listLatestParticipants,
  PrizeRow,
  PublicUserRow,
} from './giveaways.repository';

/** A player as the giveaway shows them: never a balance. */
export function presentGiveawayUser(row: PublicUserRow): EngagementUserDto {
  return { id: row.id, username: row.username, avatar: row.avatar, is_demo: row.isDemo };
}

export function presentPrize(row: PrizeRow): PrizeItemDto {
  return {
    id: row.id,
    name: row.name,
    market_hash_name: row.marketHashName,
    image: row.image,
    price: centsToAmount(row.price),
    rarity_color: row.rarityColor,
  };
}

/** The running giveaway as everyone sees it: its commitment (`public_hash`) but never its secret. */
export function presentActiveGiveaway(
  row: GiveawayRow,
  members: number,
  participants: Awaited<ReturnType<typeof listLatestParticipants>>,
): ActiveGiveawayDto {
  const required = requiredConditions(row.conditions);
  return {
    id: row.id,
    item: presentPrize(row.item),
    public_hash: row.publicHash,
    end_time: row.endsAt.toISOString(),
    created_at: row.createdAt.toISOString(),
    members,
    participants: participants.map((entry) => ({ user: presentGiveawayUser(entry.user), place_id: entry.place })),
    required: { ...required, deposit: centsToAmount(required.deposit) },
  };
}

/** A drawn giveaway: the revealed secret and everything else needed to re-run its draw. */
export function presentHistoryEntry(
  row: Awaited<ReturnType<typeof listFinishedGiveaways>>[number],
): GiveawayHistoryEntryDto {
  return {
    giveaway_id: row.id,
    user: row.winner ? presentGiveawayUser(row.winner) : null,
    place: row.winnerIndex === null ? null : row.winnerIndex + 1,
    item: presentPrize(row.item),
    value: centsToAmount(row.prizeCents),
    participants: row.participantsCount ?? 0,
    secret_hash: row.secretHash,
    public_hash: row.publicHash,
    created_at: row.createdAt.toISOString(),
    finished_at: (row.finishedAt ?? row.createdAt).toISOString(),
  };
}

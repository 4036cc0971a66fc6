import type { ConditionStateDto } from '@skinbet/shared/schemas/engagement-common.schemas';

/**
 * A giveaway or tournament condition as the player sees it
 * (docs/engagement/giveaways.md "Rules"): done, pending (not done yet), or hidden when this
 * giveaway does not ask for it.
 */
export type ConditionStatus = 'done' | 'pending' | 'hidden';

export function conditionStatus(condition: ConditionStateDto): ConditionStatus {
  if (!condition.is_active) return 'hidden';
  return condition.is_completed ? 'done' : 'pending';
}

/**
 * True when nothing required is left pending (docs/api/validation.md "Rules": each condition done
 * or not applicable).
 */
export function conditionsMet(conditions: readonly ConditionStateDto[]): boolean {
  return conditions.every((condition) => conditionStatus(condition) !== 'pending');
}

/**
 * Progress towards a required value in percent, 0–100
 * (docs/product/overview.md "Limits and constants": progress bars are capped at 100 %).
 */
export function progressPercent(total: number | undefined, required: number): number {
  if (required <= 0) return 100;
  const value = Math.max(0, total ?? 0);
  return Math.min(100, (value / required) * 100);
}

import type { WithdrawalDto } from '@skinbet/shared/schemas/withdrawals.schemas';
import { withdrawSystem } from '@skinbet/shared/wallet';

/**
 * How a withdrawal reads in the profile's tab (docs/money/withdrawals.md "Rules": id, system,
 * wallet, amount, status, action, date). Systems are brand names (Ethereum, Card RU), shown as
 * they are in every language; a skin goes by Steam trade.
 */
export function withdrawalMethod(withdrawal: Pick<WithdrawalDto, 'type' | 'system'>): string | null {
  if (withdrawal.type === 'skin') return null;
  return withdrawal.system === null ? null : (withdrawSystem(withdrawal.system)?.name ?? `#${withdrawal.system}`);
}

/** The colour of a status badge: waiting, on its way, done, or stopped. */
export type StatusTone = 'waiting' | 'moving' | 'done' | 'stopped';

const TONES: Record<WithdrawalDto['status'], StatusTone> = {
  moderation: 'waiting',
  sending: 'moving',
  completed: 'done',
  canceled: 'stopped',
};

export const statusTone = (status: WithdrawalDto['status']): StatusTone => TONES[status];

/** Every row of the pages loaded so far, newest first, each once (a page may repeat a row that moved). */
export function withdrawalRows(pages: readonly { withdraws: readonly WithdrawalDto[] }[] | undefined): WithdrawalDto[] {
  const seen = new Set<number>();
  const rows: WithdrawalDto[] = [];
  for (const page of pages ?? []) {
    for (const row of page.withdraws) {
      if (seen.has(row.id)) continue;
      seen.add(row.id);
      rows.push(row);
    }
  }
  return rows;
}

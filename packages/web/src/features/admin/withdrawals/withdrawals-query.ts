import type { AdminWithdrawListRequest } from '@skinbet/shared/schemas/withdrawals.schemas';
import type { WithdrawalStatus } from '@skinbet/shared/wallet';
import { sortParams, type TableQuery } from '../console/table-query';

/** The queue's page size: a reviewer's screen. */
export const QUEUE_PAGE_SIZE = 25;

/** What the toolbar above the queue holds (the table's own filters sit in `TableQuery.filters`). */
export interface QueueToolbar {
  status: WithdrawalStatus;
  type: '' | 'money' | 'skin';
  awaitingSecond: boolean;
}

export const DEFAULT_TOOLBAR: QueueToolbar = { status: 'moderation', type: '', awaitingSecond: false };

/** A filter box's text as a positive number, or nothing (an empty or malformed box filters nothing). */
function numberOf(text: string | undefined): number | undefined {
  if (text === undefined || text.trim() === '') return undefined;
  const value = Number(text);
  return Number.isFinite(value) && value >= 0 ? value : undefined;
}

/** The `/api/admin/withdrawals/list` body for the table's state and the toolbar. */
export function withdrawQueueBody(query: TableQuery, toolbar: QueueToolbar): AdminWithdrawListRequest {
  const sort = sortParams(query);
  const userId = numberOf(query.filters.user);
  const system = numberOf(query.filters.system);
  const minAmount = numberOf(query.filters.min_amount);
  const maxAmount = numberOf(query.filters.amount);
  return {
    status: toolbar.status,
    ...(toolbar.type ? { type: toolbar.type } : {}),
    ...(toolbar.awaitingSecond ? { awaiting_second: true } : {}),
    ...(userId && Number.isInteger(userId) ? { user_id: userId } : {}),
    ...(system && Number.isInteger(system) ? { system } : {}),
    ...(minAmount !== undefined ? { min_amount: minAmount } : {}),
    ...(maxAmount !== undefined ? { max_amount: maxAmount } : {}),
    ...(sort.sort === 'created_at' || sort.sort === 'amount' ? { sort: sort.sort, order: sort.order } : {}),
    page: query.page,
    page_size: QUEUE_PAGE_SIZE,
  };
}

/** Pages of a list answer's total. */
export const pagesOf = (total: number, pageSize: number) => Math.max(1, Math.ceil(total / pageSize));

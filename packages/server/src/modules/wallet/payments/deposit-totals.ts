import type { Executor } from '../../../db/client';
import { sumLedgerKinds } from '../../ledger/money';

/**
 * A player's total deposits (cents): every `deposit` into their balance, whatever brought it — a
 * provider's payment, the card wallet, a skin deposit or an operator's manual bank credit. The
 * deposit conditions of cashback, chat and giveaways count this.
 */
export async function sumDeposits(db: Executor, userId: number): Promise<number> {
  return (await sumLedgerKinds(db, userId, ['deposit'])).get('deposit') ?? 0;
}

import { formatCents } from '@skinbet/shared/money';

/**
 * The staff message a paid compensation leaves on its ticket. Messages are stored as plain text
 * (the ticket schema has no translation key), so it is written in both site languages.
 */
export function compensationMessage(paid: { amountCents: number; game: string; roundId: number }): string {
  const amount = formatCents(paid.amountCents);
  return (
    `Компенсация x3 выплачена на баланс: ${amount} (раунд ${paid.game} #${paid.roundId}).\n` +
    `x3 compensation paid to your balance: ${amount} (${paid.game} round #${paid.roundId}).`
  );
}

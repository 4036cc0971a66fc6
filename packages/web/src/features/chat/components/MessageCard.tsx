import type { ReactNode } from 'react';
import type { ChatMessageDto } from '@skinbet/shared/schemas/chat.schemas';
import { useI18n } from '../../../lib/i18n';
import { formatWholeAmount, formatWholePercent } from '../chat-view';
import styles from './ChatMessage.module.css';

/** The `/stats` and `/balance` cards, with whole numbers (docs/community/chat.md "Rules"). */
export function MessageCard({ message }: { message: ChatMessageDto }) {
  const { t } = useI18n();
  if (message.type === 'stats' && message.stats) {
    const { level, total_games, win_rate, total_profit } = message.stats;
    return (
      <Card title={t('chat.stats.title')} testId="chat-stats-card">
        <Figure label={t('chat.stats.level')} value={String(level)} />
        <Figure label={t('chat.stats.total_games')} value={String(total_games)} />
        <Figure label={t('chat.stats.win_rate')} value={formatWholePercent(win_rate)} />
        <Figure label={t('chat.stats.total_profit')} value={formatWholeAmount(total_profit)} />
      </Card>
    );
  }
  if (message.type === 'balance' && message.balance) {
    const { total_deposit, balance, total_withdraw } = message.balance;
    return (
      <Card title={t('chat.balance.title')} testId="chat-balance-card">
        <Figure label={t('chat.balance.total_deposit')} value={formatWholeAmount(total_deposit)} />
        <Figure label={t('chat.balance.balance')} value={formatWholeAmount(balance)} />
        <Figure label={t('chat.balance.total_withdraw')} value={formatWholeAmount(total_withdraw)} />
      </Card>
    );
  }
  // A card without its figures (a server out of step): the command as text.
  return <p className={styles.text}>{message.message}</p>;
}

function Card({ title, testId, children }: { title: string; testId: string; children: ReactNode }) {
  return (
    <div className={styles.card} data-testid={testId}>
      <span className={styles.cardTitle}>{title}</span>
      <dl className={styles.figures}>{children}</dl>
    </div>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className={styles.figure}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

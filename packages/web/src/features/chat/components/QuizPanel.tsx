import type { ChatQuizDto } from '@skinbet/shared/schemas/chat.schemas';
import { ItemImage } from '../../../components/ItemImage';
import { useI18n } from '../../../lib/i18n';
import { formatAmount } from '../../../lib/money';
import { quizQuestion } from '../chat-view';
import styles from './QuizPanel.module.css';

/**
 * Quiz panel, shown only while a quiz is active (docs/product/screens.md "Layout"): the question
 * and the prize item.
 */
export function QuizPanel({ quiz }: { quiz: ChatQuizDto }) {
  const { t, language } = useI18n();
  const { item } = quiz;
  return (
    <section className={styles.quiz} aria-label={t('chat.quiz.title')} data-testid="chat-quiz" data-quiz-id={quiz.id}>
      <div className={styles.text}>
        <span className={styles.title}>{t('chat.quiz.title')}</span>
        <p className={styles.question} data-testid="chat-quiz-question">
          {quizQuestion(quiz.question, language)}
        </p>
        <span className={styles.hint}>{t('chat.quiz.hint')}</span>
      </div>
      {item && (
        <div className={styles.prize} title={`${t('chat.quiz.prize')}: ${item.name}`} data-testid="chat-quiz-prize">
          <span className={styles.thumb} style={{ borderColor: item.rarity_color }}>
            <ItemImage src={item.image} name={item.name} weapon={item.weapon} rarityColor={item.rarity_color} />
          </span>
          <span className={styles.prizeName}>{item.name}</span>
          <span className={styles.price}>{formatAmount(item.price)}</span>
        </div>
      )}
    </section>
  );
}

import { faqAnchor, isFaqWidget, type FaqItem } from '../content/faq';
import { ChatRulesList } from './ChatRulesList';
import { LevelsTable } from './LevelsTable';
import styles from './SupportPage.module.css';

/**
 * One question as a native disclosure: keyboard and screen-reader support come with `<details>`.
 * `expanded` forces it open (search results); otherwise the reader opens and closes it.
 */
export function FaqEntry({ item, expanded }: { item: FaqItem; expanded: boolean }) {
  const widget = isFaqWidget(item.widget) ? item.widget : undefined;
  return (
    <details id={faqAnchor(item.id)} className={styles.item} open={expanded || undefined} data-testid="faq-item">
      <summary className={styles.question}>
        <span>{item.question}</span>
        <svg className={styles.chevron} width="18" height="18" viewBox="0 0 24 24" aria-hidden="true">
          <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </summary>
      <div className={styles.answer}>
        {item.answer.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        {item.list && (
          <ul className={styles.bullets}>
            {item.list.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        )}
        {widget === 'chat_rules' && <ChatRulesList />}
        {widget === 'levels' && <LevelsTable />}
        {item.note && <p>{item.note}</p>}
      </div>
    </details>
  );
}

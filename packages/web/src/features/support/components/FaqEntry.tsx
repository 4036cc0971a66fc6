import { faqAnchor, isFaqWidget, type FaqItem } from '../content/faq';
import { ChatRulesList } from './ChatRulesList';
import { LevelsTable } from './LevelsTable';
import styles from './SupportPage.module.css';
import { LineIcon } from '../../../components/LineIcon';

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
        <LineIcon className={styles.chevron}>
          <path d="M6 9l6 6 6-6" />
        </LineIcon>
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

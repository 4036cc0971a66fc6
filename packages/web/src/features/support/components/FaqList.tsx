import { useDeferredValue, useId, useMemo, useState } from 'react';
import { CHAT_RULES } from '../../../lib/chat-rules';
import { useI18n } from '../../../lib/i18n';
import { FAQ, type FaqItem } from '../content/faq';
import { filterFaq } from '../utils/faq-search';
import { FaqEntry } from './FaqEntry';
import styles from './SupportPage.module.css';
import { LineIcon } from '../../../components/LineIcon';

/** With this many hits or fewer, search results open by themselves; more would be a wall of text. */
const AUTO_EXPAND_MAX = 5;

/** The FAQ with a search box that filters questions and answers as the reader types. */
export function FaqList() {
  const { t, language } = useI18n('support');
  const searchId = useId();
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);
  const chatRules = CHAT_RULES.map((rule) => t(`chat_rules.${rule}`)).join(' ');
  const groups = useMemo(
    () =>
      filterFaq(FAQ[language].groups, deferredQuery, (item: FaqItem) =>
        item.widget === 'chat_rules' ? chatRules : '',
      ),
    [language, deferredQuery, chatRules],
  );
  const searching = deferredQuery.trim() !== '';
  const found = groups.reduce((count, group) => count + group.items.length, 0);

  return (
    <section className={styles.faq} aria-labelledby="faq-title">
      <div className={styles.faqHeader}>
        <h2 id="faq-title" className={styles.faqTitle}>
          {t('support.faq_title')}
        </h2>
        <div className={styles.search} role="search">
          <label htmlFor={searchId} className="visually-hidden">
            {t('support.search_label')}
          </label>
          <LineIcon className={styles.searchIcon}>
            <path d="M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14zM20 20l-4-4" />
          </LineIcon>
          <input
            id={searchId}
            type="search"
            className={`input ${styles.searchInput}`}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder={t('support.search_placeholder')}
            aria-controls="faq-groups"
            autoComplete="off"
            enterKeyHint="search"
            data-testid="faq-search"
          />
        </div>
      </div>
      {/* Always in the page, so screen readers announce each new count; "nothing found" is shown below. */}
      <p className={searching && found > 0 ? styles.status : 'visually-hidden'} role="status">
        {searching &&
          (found > 0
            ? t('support.results', { count: found })
            : t('support.no_results', { query: deferredQuery.trim() }))}
      </p>

      <div id="faq-groups" className={styles.groups}>
        {groups.map((group) => (
          <section key={group.id} className={styles.group} aria-labelledby={`faq-group-${group.id}`}>
            <h3 id={`faq-group-${group.id}`} className={styles.groupTitle}>
              {group.title}
            </h3>
            <div className={styles.items}>
              {group.items.map((item) => (
                <FaqEntry key={item.id} item={item} expanded={searching && found <= AUTO_EXPAND_MAX} />
              ))}
            </div>
          </section>
        ))}
        {searching && found === 0 && (
          <div className={styles.noResults} data-testid="faq-empty">
            <p aria-hidden="true">{t('support.no_results', { query: deferredQuery.trim() })}</p>
            <button type="button" className="button button--ghost button--small" onClick={() => setQuery('')}>
              {t('support.clear_search')}
            </button>
          </div>
        )}
      </div>
    </section>
  );
}

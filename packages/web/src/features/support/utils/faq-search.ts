import type { FaqGroup, FaqItem } from '../content/faq';

/** Case-, space- and ё/е-insensitive form of a text, so "ЁЛКА  " finds "елка". */
export function normalizeForSearch(text: string): string {
  return text.toLocaleLowerCase().replace(/ё/g, 'е').replace(/\s+/g, ' ').trim();
}

/** Everything a reader sees in an item, plus `extra` text rendered by its widget. */
function searchableText(item: FaqItem, extra: string): string {
  return normalizeForSearch([item.question, ...item.answer, ...(item.list ?? []), item.note ?? '', extra].join(' '));
}

/**
 * The groups and items whose text contains every word of the query (in any order); groups left
 * empty are dropped. A blank query keeps everything.
 */
export function filterFaq(
  groups: readonly FaqGroup[],
  query: string,
  extraText: (item: FaqItem) => string = () => '',
): FaqGroup[] {
  const words = normalizeForSearch(query).split(' ').filter(Boolean);
  if (words.length === 0) return [...groups];
  return groups
    .map((group) => ({
      ...group,
      items: group.items.filter((item) => {
        const text = searchableText(item, extraText(item));
        return words.every((word) => text.includes(word));
      }),
    }))
    .filter((group) => group.items.length > 0);
}

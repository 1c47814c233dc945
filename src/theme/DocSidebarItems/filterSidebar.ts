/** The sidebar filter's rules (pure, unit-tested): which items a query keeps. */
import type {PropSidebarItem} from '@docusaurus/plugin-content-docs';

/** Lower case, without accents, so "Resumé" is found by "resume". */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

/** The words of a query, folded; empty when the query has none. */
export function queryWords(query: string): string[] {
  return foldText(query).split(/\s+/).filter(Boolean);
}

function matches(label: string, words: readonly string[]): boolean {
  const folded = foldText(label);
  return words.every((word) => folded.includes(word));
}

/**
 * Items whose label holds every word of the query, with the categories that lead to them (opened, holding only the
 * matching items); a category whose own label matches keeps all its items. HTML items (separators, notes) go.
 */
export function filterSidebar(items: readonly PropSidebarItem[], words: readonly string[]): PropSidebarItem[] {
  if (words.length === 0) return [...items];
  const kept: PropSidebarItem[] = [];
  for (const item of items) {
    if (item.type === 'html') continue;
    if (item.type === 'link') {
      if (matches(item.label, words)) kept.push(item);
      continue;
    }
    const children = matches(item.label, words) ? item.items : filterSidebar(item.items, words);
    if (children.length > 0 || matches(item.label, words)) kept.push({...item, items: children, collapsed: false});
  }
  return kept;
}

/** Number of pages (links and linked categories) in a filtered sidebar. */
export function countPages(items: readonly PropSidebarItem[]): number {
  return items.reduce((count, item) => {
    if (item.type === 'link') return count + 1;
    if (item.type === 'category') return count + (item.href ? 1 : 0) + countPages(item.items);
    return count;
  }, 0);
}

/**
 * A SearchIndex over a handful of pages, for unit tests: Pagefind returns the pages whose text has the word,
 * with the word's locations (positions among the page's words, title first) as Pagefind reports them.
 */
import {vi} from 'vitest';
import type {PagefindApi, PagefindFragment} from '../client';
import type {SearchIndex} from '../engine';
import type {PageRow} from '../searchData';

export type FakePage = {
  url: string;
  title: string;
  section?: string;
  text: string;
  language?: string;
  tag?: string;
  release?: string;
  headings?: string[];
  /** Words of indexed text; by default those of the title and text. */
  wordCount?: number;
  fragment?: Partial<PagefindFragment>;
};

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const pageWords = (page: FakePage) => `${page.title} ${page.text}`.toLowerCase().split(/\s+/).filter(Boolean);

export function fakeIndex(pages: FakePage[], vocabulary?: string[]): SearchIndex & {pagefind: PagefindApi & {search: ReturnType<typeof vi.fn>}} {
  const fragmentOf = (page: FakePage): PagefindFragment => ({
    url: page.url,
    excerpt: page.text.slice(0, 40),
    meta: {title: page.title, section: page.section ?? 'Docs'},
    ...page.fragment,
  });
  const search = vi.fn(async (term: string | null) => {
    const results = pages
      .map((page, index) => {
        const hits = term === null ? 1 : (`${page.title} ${page.text}`.toLowerCase().match(new RegExp(`\\b${escapeRegExp(term.toLowerCase())}`, 'g')) ?? []).length;
        const pattern = term === null ? null : new RegExp(`\\b${escapeRegExp(term.toLowerCase())}`);
        const words = pattern ? pageWords(page).flatMap((word, location) => (pattern.test(word) ? [location] : [])) : [];
        // Pagefind's score grows with the occurrences and shrinks with the page length.
        return {id: `p${index}`, score: hits / Math.sqrt(page.text.length), words, data: async () => fragmentOf(page), hits};
      })
      .filter((result) => result.hits > 0)
      .sort((a, b) => b.score - a.score);
    return {results};
  });
  const words = vocabulary ?? [...new Set(pages.flatMap((page) => `${page.title} ${page.text}`.toLowerCase().match(/[a-z]{4,}/g) ?? []))];
  return {
    pagefind: {options: vi.fn(async () => {}), init: vi.fn(async () => {}), search},
    loadPages: async () => ({
      pages: pages.map((page, index): PageRow => [
        `p${index}`,
        page.url,
        page.title,
        page.section ?? 'Docs',
        page.language ?? 'en',
        page.tag ?? 'default',
        page.release ?? '',
        (page.headings ?? []).join('\n'),
        page.wordCount ?? pageWords(page).length,
      ]),
    }),
    loadWords: async (letter) => words.filter((word) => word.startsWith(letter)),
  };
}

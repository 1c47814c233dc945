/**
 * A SearchIndex over a handful of pages, for unit tests: Pagefind returns the pages whose text has the word,
 * with the word's locations (positions among the page's words, title first) as Pagefind reports them.
 */
import {vi} from 'vitest';
import type {PagefindApi, PagefindFragment} from '../client';
import type {SearchIndex} from '../engine';
import type {EverydayFile} from '../everydayWords';
import {buildReaderFiles} from '../readerQueries';
import type {QuotedMessageRow} from '../quotedMessages';
import {isOlderVersionRow, pagesPartFile, type PageRow} from '../searchData';
import {identifierParts, joinedForm} from '../words';

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
  /** API names the page defines (its options table), as the indexer's `definedNames` finds them. */
  defines?: string[];
  /** The page announces that what it documents is retired (`announcesRetirement`). */
  retired?: boolean;
  fragment?: Partial<PagefindFragment>;
  /** What readers type when this page is their answer (`readerQueries.ts`). */
  readerQueries?: string[];
  /** Messages the page quotes to explain them, variable parts written `…` (`quotedMessages.ts`). */
  quotes?: string[];
};

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const pageWords = (page: FakePage) => `${page.title} ${page.text}`.toLowerCase().split(/\s+/).filter(Boolean);

/**
 * Words of a page as Pagefind 1.6 indexes them: each whitespace-separated token as a whole (punctuation but
 * underscores removed) and, for an identifier, each of its parts, all at the token's position.
 */
function pagefindWords(page: FakePage): {word: string; location: number}[] {
  return `${page.title} ${page.text}`
    .split(/\s+/)
    .filter(Boolean)
    .flatMap((token, location) => {
      const parts = identifierParts(token);
      const whole = token.toLowerCase().replace(/[^\p{L}\p{N}_]+/gu, '');
      // `sidebar_label` is indexed with its underscore, never as "sidebarlabel".
      const joined = token.includes('_') ? whole : joinedForm(token);
      return [...new Set([whole, joined, ...(parts.length > 1 ? parts : [])])].map((word) => ({
        word,
        location,
      }));
    });
}

/**
 * `compounds`: search as Pagefind does (prefix of an indexed word, identifiers indexed whole and by parts) instead
 * of the default word-start match over the plain text; with `prefixFallback` too, a word the index lacks is answered,
 * as Pagefind 1.6 does, with the pages of its longest indexed prefix ("docusaurusfoobar" with those of "docusaurus").
 * `everyday`: the index's everyday-word files (`everydayWords.ts`), by key; without it, the index has none.
 */
export function fakeIndex(
  pages: FakePage[],
  vocabulary?: string[],
  {
    compounds = false,
    prefixFallback = false,
    everyday,
  }: {compounds?: boolean; prefixFallback?: boolean; everyday?: ReadonlyMap<string, EverydayFile>} = {},
): SearchIndex & {pagefind: PagefindApi & {search: ReturnType<typeof vi.fn>}} {
  const fragmentOf = (page: FakePage): PagefindFragment => ({
    url: page.url,
    excerpt: page.text.slice(0, 40),
    meta: {title: page.title, section: page.section ?? 'Docs'},
    ...page.fragment,
  });
  const search = vi.fn(async (term: string | null) => {
    if (compounds && term !== null) {
      const indexed = prefixFallback ? pages.flatMap(pagefindWords).map(({word}) => word) : [];
      let wanted = term.toLowerCase();
      while (prefixFallback && wanted.length > 1 && !indexed.some((word) => word.startsWith(wanted))) {
        wanted = wanted.slice(0, -1);
      }
      const results = pages
        .map((page, index) => {
          const locations = pagefindWords(page)
            .filter(({word}) => word.startsWith(wanted))
            .map(({location}) => location);
          const words = [...new Set(locations)];
          return {
            id: `p${index}`,
            score: words.length / Math.sqrt(page.text.length),
            words,
            data: async () => fragmentOf(page),
            hits: words.length,
          };
        })
        .filter((result) => result.hits > 0)
        .sort((a, b) => b.score - a.score);
      return {results};
    }
    const results = pages
      .map((page, index) => {
        const hits =
          term === null
            ? 1
            : (
                `${page.title} ${page.text}`
                  .toLowerCase()
                  .match(new RegExp(`\\b${escapeRegExp(term.toLowerCase())}`, 'g')) ?? []
              ).length;
        const pattern = term === null ? null : new RegExp(`\\b${escapeRegExp(term.toLowerCase())}`);
        const words = pattern
          ? pageWords(page).flatMap((word, location) => (pattern.test(word) ? [location] : []))
          : [];
        // Pagefind's score grows with the occurrences and shrinks with the page length.
        return {
          id: `p${index}`,
          score: hits / Math.sqrt(page.text.length),
          words,
          data: async () => fragmentOf(page),
          hits,
        };
      })
      .filter((result) => result.hits > 0)
      .sort((a, b) => b.score - a.score);
    return {results};
  });
  const words = vocabulary ?? [
    ...new Set(
      pages.flatMap(
        (page) =>
          [page.title, page.text, ...(page.readerQueries ?? [])]
            .join(' ')
            .toLowerCase()
            .match(/[a-z]{4,}/g) ?? [],
      ),
    ),
  ];
  const readerFiles = buildReaderFiles(pages.map((page) => page.readerQueries));
  const rows = pages.map((page, index): PageRow => {
    const row: PageRow = [
      `p${index}`,
      page.url,
      page.title,
      page.section ?? 'Docs',
      page.language ?? 'en',
      page.tag ?? 'default',
      page.release ?? '',
      (page.headings ?? []).join('\n'),
      page.wordCount ?? pageWords(page).length,
      page.defines?.join(' ') ?? '',
    ];
    if (page.retired) row.push(1);
    return row;
  });
  // Pages tagged with an older docs version ("docs-default-3.6.3") go to that version's part file, as the indexer
  // writes them (`searchData.ts`).
  const partTags = [...new Set(rows.filter(isOlderVersionRow).map((row) => row[5]))];
  return {
    pagefind: {options: vi.fn(async () => {}), init: vi.fn(async () => {}), search},
    loadPages: async () => ({
      pages: rows.filter((row) => !isOlderVersionRow(row)),
      ...(partTags.length ? {parts: partTags.map((tag) => ({tag, language: 'en', file: pagesPartFile(tag)}))} : {}),
    }),
    loadPagesPart: async (file) => rows.filter((row) => isOlderVersionRow(row) && pagesPartFile(row[5]) === file),
    loadWords: async (letter) => words.filter((word) => word.startsWith(letter)),
    loadReader: async (key) => readerFiles.get(key) ?? {},
    ...(everyday ? {loadEveryday: async (key: string) => everyday.get(key) ?? {}} : {}),
    loadMessages: async () =>
      pages.flatMap((page) =>
        (page.quotes ?? []).map((text, index): QuotedMessageRow => [page.url, `m${index}`, text]),
      ),
  };
}

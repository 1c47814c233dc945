/**
 * Browser side (the search worker, see worker/): loads Pagefind's own module from the built
 * site, and the page table and vocabulary that the indexer writes next to it (`local-search/`).
 * The import stays native (webpackIgnore), because the file is produced after bundling.
 */
import type {PagefindApi} from './client';
import type {SearchIndex} from './engine';
import type {QuotedMessageRow} from './quotedMessages';
import type {EverydayFile} from './everydayWords';
import type {ReaderFile} from './readerQueries';
import type {PageRow, PagesFile} from './searchData';
// Shared with scripts/bench-search.mjs, which measures relevance with the same ranking.
import pagefindOptions from './pagefindOptions.json';

let pending: Promise<SearchIndex> | undefined;

async function fetchJson<T>(url: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return (await response.json()) as T;
}

/** The search index of the site: Pagefind plus the files the ranking and the typo correction read. */
export function createSearchIndex(pagefind: PagefindApi, dataFolder: string): SearchIndex {
  let pages: Promise<PagesFile> | undefined;
  const words = new Map<string, Promise<string[]>>();
  const readerFiles = new Map<string, Promise<ReaderFile>>();
  const everydayFiles = new Map<string, Promise<EverydayFile>>();
  let messages: Promise<QuotedMessageRow[]> | undefined;
  return {
    pagefind,
    loadPages: () => {
      pages ??= fetchJson<PagesFile>(`${dataFolder}pages.json`);
      pages.catch(() => (pages = undefined));
      return pages;
    },
    loadPagesPart: (file) => fetchJson<PageRow[]>(`${dataFolder}${file}`),
    loadWords: (letter) => {
      // Only a–z files exist; a word starting otherwise is never corrected.
      if (!/^[a-z]$/.test(letter)) return Promise.resolve([]);
      let list = words.get(letter);
      if (!list) {
        list = fetchJson<string[]>(`${dataFolder}words-${letter}.json`).catch(() => []);
        words.set(letter, list);
      }
      return list;
    },
    loadMessages: () => {
      messages ??= fetchJson<QuotedMessageRow[]>(`${dataFolder}messages.json`).catch(() => []);
      return messages;
    },
    loadReader: (key) => {
      // Only two-letter and "0" files exist; a missing one (no stem starts so) carries nothing.
      if (!/^(?:[a-z]{2}|0)$/.test(key)) return Promise.resolve({});
      let file = readerFiles.get(key);
      if (!file) {
        file = fetchJson<ReaderFile>(`${dataFolder}reader-${key}.json`).catch(() => ({}));
        readerFiles.set(key, file);
      }
      return file;
    },
    loadEveryday: (key) => {
      // One file per first letter; a missing one (no everyday stem starts so) weighs nothing down.
      if (!/^[a-z]$/.test(key)) return Promise.resolve({});
      let file = everydayFiles.get(key);
      if (!file) {
        file = fetchJson<EverydayFile>(`${dataFolder}everyday-${key}.json`).catch(() => ({}));
        everydayFiles.set(key, file);
      }
      return file;
    },
  };
}

export function loadSearchIndex(scriptPath: string, baseUrl: string): Promise<SearchIndex> {
  pending ??= (async () => {
    const pagefind = (await import(/* webpackIgnore: true */ scriptPath)) as PagefindApi;
    await pagefind.options({baseUrl, ...pagefindOptions});
    await pagefind.init();
    const index = createSearchIndex(pagefind, scriptPath.replace(/[^/]*$/, 'local-search/'));
    // The page table is needed by every query: fetch it with Pagefind, not after.
    await index.loadPages();
    return index;
  })();
  // A failed load (offline, index missing) must not stick: the next query tries again.
  pending.catch(() => {
    pending = undefined;
  });
  return pending;
}

/**
 * Reader queries: for each page, what readers type into the search box when that page is their answer
 * (`readerQueries/*.json`, written from each page by writers who never saw the benchmark's queries). A reader's words
 * are often not the page's ("integrals" for the math page, "put my site online" for deployment): the page's own text
 * cannot be found by them, whatever the ranking. These lists are the page's vocabulary as readers have it (document
 * expansion), kept out of Pagefind's text: they make no excerpt, no passage and no aboutness, and they only count
 * when one reader query of the page carries the searched concepts together.
 * A page with none (the changelog's) takes its description as its one reader query (`withDescriptions`, indexer.ts).
 *
 * Index side (`searchData.ts`): `reader-<two letters>.json`, from each stem to the pairs [page row, query number] whose
 * query has it, the row being the page's position in `pages.json`. Query side (`engine.ts`): the files of the query's
 * stems only, and for each page the one reader query that carries the most of the query.
 */
import {stopWords} from './queryRules';
import {englishStem, tokenForms} from './words';

/** stem → [row, query, row, query, …] */
export type ReaderFile = Record<string, number[]>;

/** Reader queries by page URL, as written in `readerQueries/*.json`. */
export type ReaderQueries = Record<string, readonly string[]>;

/**
 * The stems of a text as both sides compare them: each word's Snowball stem, an identifier also by its parts and
 * joined (`autoCollapseCategories`: auto, collapse, categories, autocollapsecategories), stop words left out.
 */
export function readerStems(text: string): string[] {
  const found = new Set<string>();
  for (const token of text.split(/\s+/)) {
    for (const form of tokenForms(token)) {
      if (form.length >= 2 && !stopWords.has(form)) found.add(englishStem(form));
    }
  }
  return [...found];
}

/**
 * The file a stem is in: its first two letters, or "0" for a stem that does not start with two letters. By two
 * letters, not one: a query fetches the files of its words and of their synonyms, and the first query stays within
 * its budget (one letter's file is 1–4 KB gzip, two letters' 0.1–1 KB).
 */
export function readerFileKey(stemmed: string): string {
  return /^[a-z]{2}/.test(stemmed) ? stemmed.slice(0, 2) : '0';
}

/** The reader files of the pages, by file key (`readerFileKey`); `queriesByRow[row]` lists the queries of page `row`. */
export function buildReaderFiles(queriesByRow: readonly (readonly string[] | undefined)[]): Map<string, ReaderFile> {
  const files = new Map<string, Map<string, number[]>>();
  queriesByRow.forEach((queries, row) => {
    queries?.forEach((query, number) => {
      for (const stemmed of readerStems(query)) {
        const key = readerFileKey(stemmed);
        const file = files.get(key) ?? new Map<string, number[]>();
        files.set(key, file);
        const postings = file.get(stemmed);
        if (postings) postings.push(row, number);
        else file.set(stemmed, [row, number]);
      }
    });
  });
  return new Map([...files].map(([key, file]) => [key, Object.fromEntries(file)]));
}

/** Each loaded file's postings as sets, decoded once (a warm query must not rebuild them). */
const decodedFiles = new WeakMap<ReaderFile, Map<string, ReadonlySet<number>>>();

/** The reader queries (as `readerPair`s) carrying each concept of a query. */
export type ReaderCarrying = ReadonlySet<number>[];

/** Reader queries per page stay below this (the pair key is row × stride + query number). */
const pairStride = 1024;

/** A reader query as one number: its page row times a stride, plus its number among the page's queries. */
const readerPair = (row: number, number: number) => row * pairStride + number;
const rowOfPair = (pair: number) => Math.floor(pair / pairStride);

/**
 * For each concept of a query, the reader queries that carry it: those that have every stem of one of its
 * alternatives. `conceptTerms[i]` lists the terms of concept i (its alternatives). Loads only the files of their stems.
 */
export async function readerCarrying(
  conceptTerms: readonly (readonly string[])[],
  loadFile: (key: string) => Promise<ReaderFile>,
): Promise<ReaderCarrying> {
  const termStems = conceptTerms.map((terms) => terms.map(readerStems).filter((stems) => stems.length > 0));
  const keys = [...new Set(termStems.flat(2).map(readerFileKey))];
  const files = new Map(await Promise.all(keys.map(async (key) => [key, await loadFile(key)] as const)));
  const postings = (stemmed: string): ReadonlySet<number> => {
    const file = files.get(readerFileKey(stemmed));
    // A stem such as "constructor" must not find the object's own properties.
    if (!file || !Object.hasOwn(file, stemmed)) return new Set();
    let byStem = decodedFiles.get(file);
    if (!byStem) decodedFiles.set(file, (byStem = new Map()));
    const known = byStem.get(stemmed);
    if (known) return known;
    const list = file[stemmed]!;
    const pairs = new Set<number>();
    for (let i = 0; i + 1 < list.length; i += 2) pairs.add(readerPair(list[i]!, list[i + 1]!));
    byStem.set(stemmed, pairs);
    return pairs;
  };
  return termStems.map((alternatives) => {
    const union = new Set<number>();
    for (const stems of alternatives) {
      let common: ReadonlySet<number> | undefined;
      for (const stemmed of stems) {
        const pairs = postings(stemmed);
        common = common ? new Set([...common].filter((pair) => pairs.has(pair))) : pairs;
        if (common.size === 0) break;
      }
      for (const pair of common ?? []) union.add(pair);
    }
    return union;
  });
}

/** Pages (rows) whose reader queries carry the concept. */
export function pagesCarrying(carrying: ReaderCarrying, concept: number): number {
  return new Set([...(carrying[concept] ?? [])].map(rowOfPair)).size;
}

/** One page's best reader query: the concepts it carries, and their summed weight. */
export type ReaderMatch = {concepts: ReadonlySet<number>; score: number};

/** For each page row, its reader query that carries the most of the query, concepts weighing `conceptWeight`. */
export function bestReaderQueries(
  carrying: ReaderCarrying,
  conceptWeight: readonly number[],
): Map<number, ReaderMatch> {
  const byPair = new Map<number, Set<number>>();
  carrying.forEach((pairs, concept) => {
    for (const pair of pairs) {
      const concepts = byPair.get(pair) ?? new Set<number>();
      concepts.add(concept);
      byPair.set(pair, concepts);
    }
  });
  const byRow = new Map<number, ReaderMatch>();
  for (const [pair, concepts] of byPair) {
    const row = rowOfPair(pair);
    const score = [...concepts].reduce((sum, concept) => sum + (conceptWeight[concept] ?? 1), 0);
    const best = byRow.get(row);
    if (!best || score > best.score) byRow.set(row, {concepts, score});
  }
  return byRow;
}

/** The current docs page that a page of an older docs version copies ("/docs/3.7.0/cli/" → "/docs/cli/"). */
export function currentDocsUrl(url: string): string {
  return url.replace(/^(\/(?:[\w-]+\/)?docs\/)\d+\.\d+\.\d+\//, '$1');
}

/**
 * The query pipeline shared by the modal, /search/ and the not-found page. Pagefind answers
 * "which pages contain this word, how strongly"; this module decides what is asked
 * (stop words, corrections, synonyms, releases) and the final order (ranking.ts).
 */
import type {PagefindApi, PagefindFilter, PagefindFragment, PagefindResult} from './client';
import {
  applySynonyms,
  correctionsFor,
  isCorrectable,
  looksLikeIdentifier,
  parseRelease,
  stem,
  stopWords,
  tokenize,
  words,
  type Concept,
  type ReleaseQuery,
} from './queryRules';
import {rankPages, stretchShare, titleIsQuery, type Candidate, type PageInfo} from './ranking';
import type {PageRow, PagesFile} from './searchData';

/** What the engine needs from the browser: Pagefind, and the two files the indexer writes next to it. */
export type SearchIndex = {
  pagefind: PagefindApi;
  loadPages: () => Promise<PagesFile>;
  /** Vocabulary of one first letter, most frequent word first. */
  loadWords: (letter: string) => Promise<string[]>;
};

export type Correction = {from: string; to: string[]};

export type QueryPlan = {
  concepts: Concept[];
  release: ReleaseQuery | null;
  corrections: Correction[];
  /** The query as searched, when a word was corrected: "Showing results for …". */
  correctedQuery: string | null;
  /** Words to highlight in results and on the opened page. */
  highlightTerms: string[];
};

export type RankedPage = {page: PageInfo; result: PagefindResult | undefined; score: number};

/**
 * The engine's rules, each of which can be switched off (scripts/bench-search.mjs measures each one off, so a rule is
 * kept only when both halves of relevance.json gain from it). Default: all on.
 */
export const ruleNames = [] as const;
export type RuleName = (typeof ruleNames)[number];
export type EngineOptions = {rules?: Partial<Record<RuleName, boolean>>};
const ruleOn = (options: EngineOptions | undefined, rule: RuleName) => options?.rules?.[rule] !== false;

const releaseOnlyWords = new Set(['release', 'releases', 'released', 'changelog', 'notes', 'version', 'announcement', 'announcing', "what's", 'whats', 'new', 'docusaurus', 'changes', 'change', 'fixes', 'fix', 'bug', 'bugs']);

/** Turns the reader's query into concepts to search; loads vocabulary files only for words that may be misspelled. */
export async function planQuery(query: string, loadWords: SearchIndex['loadWords']): Promise<QueryPlan> {
  const chunks = tokenize(query);
  const release = parseRelease(chunks);
  let remaining = release ? chunks.filter((chunk) => !release.consumed.includes(chunk)) : chunks;
  if (release) remaining = remaining.filter((chunk) => !releaseOnlyWords.has(chunk));
  const content = remaining.filter((chunk) => !stopWords.has(chunk));
  const searched = content.length > 0 || release ? content : remaining;

  const corrections: Correction[] = [];
  const corrected: string[] = [];
  for (const chunk of searched) {
    if (!isCorrectable(chunk)) {
      corrected.push(chunk);
      continue;
    }
    // A swap of the first two letters changes the file the right word is in.
    const letters = [...new Set([chunk[0]!, chunk[1]!])];
    const lists = await Promise.all(letters.map((letter) => loadWords(letter).catch(() => [] as string[])));
    if (lists[0]!.includes(chunk)) {
      corrected.push(chunk);
      continue;
    }
    const vocabulary = lists.length > 1 ? interleave(lists[0]!, lists[1]!) : lists[0]!;
    const to = correctionsFor(chunk, vocabulary);
    if (to.length === 0) {
      corrected.push(chunk);
      continue;
    }
    corrections.push({from: chunk, to});
    corrected.push(to[0]!);
  }

  const concepts = applySynonyms(corrected);
  // A corrected word searches every equally close candidate, marked as a correction.
  for (const concept of concepts) {
    for (const correction of corrections) {
      if (concept.source.length === 1 && concept.source[0] === correction.to[0]) {
        concept.alternatives = [
          ...correction.to.map((term, index) => ({term, weight: index === 0 ? 1 : 0.8, kind: 'correction' as const})),
          ...concept.alternatives.filter((alternative) => alternative.kind === 'synonym'),
        ];
      } else if (concept.source.includes(correction.to[0]!)) {
        concept.alternatives = concept.alternatives.map((alternative) =>
          alternative.kind === 'exact' ? {...alternative, kind: 'correction' as const} : alternative,
        );
      }
    }
  }

  const correctedQuery = corrections.length
    ? tokenize(query)
        .map((chunk) => corrections.find((correction) => correction.from === chunk)?.to[0] ?? chunk)
        .join(' ')
    : null;
  const highlightTerms = [
    ...new Set(
      concepts.flatMap((concept) =>
        concept.alternatives.filter((alternative) => alternative.kind !== 'synonym').flatMap((alternative) => words(alternative.term)),
      ),
    ),
  ];
  return {concepts, release, corrections, correctedQuery, highlightTerms};
}

/** Merges two frequency-ordered lists, alternating, so both keep their rank order. */
function interleave(first: readonly string[], second: readonly string[]): string[] {
  const merged: string[] = [];
  for (let i = 0; i < Math.max(first.length, second.length); i += 1) {
    if (i < first.length) merged.push(first[i]!);
    if (i < second.length) merged.push(second[i]!);
  }
  return merged;
}

// ---------------------------------------------------------------------------
// Filters are evaluated here, on the page table, so that pages found without Pagefind
// (a named release) obey them too.

type FilterValues = Record<string, string[]>;

export function matchesFilter(filter: PagefindFilter | undefined, values: FilterValues): boolean {
  if (!filter) return true;
  return Object.entries(filter).every(([key, condition]) => {
    if (key === 'any') return (condition as PagefindFilter[]).some((inner) => matchesFilter(inner, values));
    if (key === 'all') return (condition as PagefindFilter[]).every((inner) => matchesFilter(inner, values));
    if (key === 'not') return !matchesFilter(condition as PagefindFilter, values);
    return matchesValue(condition, values[key] ?? []);
  });
}

function matchesValue(condition: unknown, present: readonly string[]): boolean {
  if (typeof condition === 'string') return present.includes(condition);
  if (Array.isArray(condition)) return condition.every((inner) => matchesValue(inner, present));
  if (condition && typeof condition === 'object') {
    const {any, all, not} = condition as {any?: unknown[]; all?: unknown[]; not?: unknown};
    if (any) return any.some((inner) => matchesValue(inner, present));
    if (all) return all.every((inner) => matchesValue(inner, present));
    if (not !== undefined) return !matchesValue(not, present);
  }
  return false;
}

function pageInfo(row: PageRow): PageInfo {
  const [id, url, title, section, language, tag, release, headings, wordCount] = row;
  return {
    id,
    url,
    title,
    section,
    release,
    headings: headings ? headings.split('\n') : [],
    ...(wordCount ? {wordCount} : {}),
    filters: {language: [language], docusaurus_tag: [tag], section: [section]},
  };
}

// ---------------------------------------------------------------------------

export type EngineSearch = {
  plan: QueryPlan;
  ranked: RankedPage[];
};

/** Per loaded index: the page table, and the filter-only result of every page (for pages no word search returned). */
const tables = new WeakMap<SearchIndex, Promise<Map<string, PageInfo>>>();
const allResults = new WeakMap<SearchIndex, Promise<Map<string, PagefindResult>>>();

function pageTable(index: SearchIndex): Promise<Map<string, PageInfo>> {
  let table = tables.get(index);
  if (!table) {
    table = index.loadPages().then((file) => new Map(file.pages.map((row) => [row[0], pageInfo(row)])));
    tables.set(index, table);
    table.catch(() => tables.delete(index));
  }
  return table;
}

/** Pagefind result handles for pages the words did not return (a named release): a filter-only search lists them all. */
async function resultHandle(index: SearchIndex, page: PageInfo): Promise<PagefindResult | undefined> {
  let all = allResults.get(index);
  if (!all) {
    all = index.pagefind
      .search(null as unknown as string, {filters: {language: page.filters.language![0]!}})
      .then((response) => new Map((response?.results ?? []).map((result) => [result.id, result])));
    allResults.set(index, all);
  }
  return (await all).get(page.id);
}

/** Below this many pages (after filters), a page word also searches its synonyms. */
export const fewHits = 5;

export async function runSearch(index: SearchIndex, query: string, filters?: PagefindFilter, options?: EngineOptions): Promise<EngineSearch> {
  const [plan, table] = await Promise.all([planQuery(query, index.loadWords), pageTable(index)]);
  const wordResults = new Map<string, Promise<PagefindResult[]>>();
  const searchWord = (word: string) => {
    let pending = wordResults.get(word);
    if (!pending) {
      // Pagefind can return pages where the word does not occur (an empty `words` list): not hits.
      pending = index.pagefind
        .search(word)
        .then((response) => (response?.results ?? []).filter((result) => result.words === undefined || result.words.length > 0));
      wordResults.set(word, pending);
    }
    return pending;
  };

  // Scores of each searched word, normalised to the best page that passes the filters.
  const scoresByWord = new Map<string, Map<string, {score: number; result: PagefindResult}>>();
  const rarityByWord = new Map<string, number>();
  const pageCount = Math.max(table.size, 2);
  const handles = new Map<string, PagefindResult>();
  const searchTerms = (terms: string[]) => Promise.all(
    terms.map(async (word) => {
      const all = await searchWord(word);
      // 0.15 at least: a common word in a title still says what the page is about.
      rarityByWord.set(word, 0.15 + (0.85 * Math.log(1 + pageCount / Math.max(all.length, 1))) / Math.log(1 + pageCount));
      const results = all.filter((result) => {
        const page = table.get(result.id);
        return page !== undefined && matchesFilter(filters, page.filters);
      });
      const best = Math.max(...results.map((result) => result.score), Number.MIN_VALUE);
      scoresByWord.set(word, new Map(results.map((result) => [result.id, {score: result.score / best, result}])));
    }),
  );
  const wordsOf = (alternatives: Concept['alternatives']) => alternatives.flatMap((alternative) => searchWordsOf(alternative.term));
  const isDeferred = (concept: Concept, alternative: Concept['alternatives'][number]) =>
    concept.pageWord === true && alternative.kind === 'synonym';
  await searchTerms([
    ...new Set(
      plan.concepts.flatMap((concept) => wordsOf(concept.alternatives.filter((alternative) => !isDeferred(concept, alternative)))),
    ),
  ]);
  // The page word of a synonym group searches the reader's words only when it finds few pages itself.
  const needSynonyms = plan.concepts.filter((concept) => {
    if (!concept.pageWord) return false;
    const own = wordsOf(concept.alternatives.filter((alternative) => alternative.kind !== 'synonym'));
    const pagesFound = new Set(own.flatMap((word) => [...(scoresByWord.get(word)?.keys() ?? [])]));
    return pagesFound.size < fewHits;
  });
  await searchTerms([
    ...new Set(
      needSynonyms.flatMap((concept) => wordsOf(concept.alternatives.filter((alternative) => alternative.kind === 'synonym'))),
    ),
  ]);

  // A concept is as telling as its rarest searched form: the reader's rare word or its common synonym weigh the same.
  const conceptRarity = plan.concepts.map((concept) =>
    Math.max(
      0.05,
      ...concept.alternatives.flatMap((alternative) =>
        searchWordsOf(alternative.term)
          .filter((part) => (scoresByWord.get(part)?.size ?? 0) > 0)
          .map((part) => rarityByWord.get(part) ?? 0),
      ),
    ),
  );
  const candidates = new Map<string, Candidate>();
  for (const [conceptIndex, concept] of plan.concepts.entries()) {
    for (const alternative of concept.alternatives) {
      const parts = searchWordsOf(alternative.term);
      if (parts.length === 0) continue;
      const first = scoresByWord.get(parts[0]!) ?? new Map();
      for (const [id, {result}] of first) {
        // Every word of a phrase must occur; the phrase scores as its weakest word.
        const hits = parts.map((part) => scoresByWord.get(part)?.get(id));
        if (hits.some((hit) => hit === undefined)) continue;
        const scores = hits.map((hit) => hit!.score);
        const page = table.get(id)!;
        const candidate = candidates.get(id) ?? {page, matches: []};
        candidate.matches.push({
          concept: conceptIndex,
          term: alternative.term,
          kind: alternative.kind,
          weight: alternative.weight,
          textScore: Math.min(...scores),
          rarity: conceptRarity[conceptIndex]!,
          spread: stretchShare(hits.map((hit) => hit!.result.words), page.wordCount),
        });
        candidates.set(id, candidate);
        if (!handles.has(id)) handles.set(id, result);
      }
    }
  }

  const queryStems = [
    ...new Set(
      tokenize(plan.correctedQuery ?? query)
        .flatMap(words)
        .filter((word) => !stopWords.has(word))
        .map(stem),
    ),
  ];
  // With a release named, the words alone may search nothing: pages titled as the query ("V2 Changelog") join in.
  const releasePages = plan.release
    ? [...table.values()].filter(
        (page) => (page.release || titleIsQuery(page.title, queryStems)) && matchesFilter(filters, page.filters),
      )
    : [];
  const ranked = rankPages({
    candidates: [...candidates.values()],
    context: {
      conceptCount: plan.concepts.length,
      conceptRarity,
      queryStems,
      identifier: looksLikeIdentifier(query),
    },
    release: plan.release,
    releasePages,
  });
  return {
    plan,
    ranked: ranked.map(({page, score}) => ({page, score, result: handles.get(page.id)})),
  };
}

/** Words Pagefind is asked for: a chunk such as "docusaurus.config.js" or "no-html-links" stays whole. */
function searchWordsOf(term: string): string[] {
  return term
    .split(/\s+/)
    .map((part) => part.toLowerCase())
    .filter((part) => part.length > 0 && !stopWords.has(part));
}

/** The fragment of a ranked page: Pagefind's own (with excerpt and sections for the searched word) when it has one. */
export async function loadFragment(index: SearchIndex, ranked: RankedPage): Promise<PagefindFragment | undefined> {
  const result = ranked.result ?? (await resultHandle(index, ranked.page));
  return result?.data();
}

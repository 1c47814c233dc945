/**
 * What the search does with a reader's words before the index is asked: stop words,
 * typo correction against the index vocabulary, reader synonyms, release numbers.
 * Pure functions, unit-tested in __tests__/queryRules.test.ts.
 */
import synonymData from './synonyms.json';
import {englishStem} from './words';

/**
 * Words that never decide a result: they are dropped unless the query has nothing else. The last line completes the
 * list with what Lucene's default English stop set has ("as", "if", "such", "their", "they") and the personal pronouns:
 * a reader's sentence has them, and as concepts they made "use docusaurus as a blog with their own menu" look for
 * pages carrying "as" and "their".
 */
export const stopWords = new Set(
  (
    'a an the to of in on at for from by with into onto about and or but not no nor is are was were be been being ' +
    'do does did done i me my mine we our you your it its this that these those there here how what which who whom ' +
    "why when where can could should would will shall may might must i'm want need get getting have has had " +
    'some any all each every very just also so than then too please way add make ' +
    'as if such they them their theirs us he she him her his itself myself yourself ourselves themselves am'
  ).split(' '),
);
// "get" opens "get help" and "get started": such a phrase matches only a query that has its stop word too
// (`applySynonyms`); the bare word is dropped.

/**
 * Is the word at `index` the verb of a polite request ("i would like to", "we'd love to", "i would prefer")? After
 * "would" or a contracted "'d", it says how the reader asks, not what about.
 */
export function politeRequestWordAt(chunks: readonly string[], index: number): boolean {
  const previous = chunks[index - 1];
  if (previous === undefined || !['like', 'love', 'prefer'].includes(chunks[index]!)) return false;
  return previous === 'would' || /^\p{L}+'d$/u.test(previous);
}

/** Compares a query word with title words, headings and synonym phrases. */
export type Stemmer = (word: string) => string;

/** Snowball English (Porter2), the algorithm Pagefind stems with: "releasing", "released" → "releas". */
export const stem: Stemmer = (word) => englishStem(word.toLowerCase().replace(/['’]s$/, ''));

/** Splits a query into chunks, case kept; a chunk keeps dots, hyphens, underscores, @ and / (versions, package and option names). */
export function rawTokenize(query: string): string[] {
  return query
    .replace(/[’]/g, "'")
    .split(/[\s"`,;:!?()[\]{}<>|+=*&^%$#~]+/u)
    .map((chunk) => chunk.replace(/^[.'/-]+|[.'/-]+$/g, ''))
    .filter((chunk) => chunk.length > 0);
}

/** Splits a query into lowercase chunks (see `rawTokenize`). */
export function tokenize(query: string): string[] {
  return rawTokenize(query).map((chunk) => chunk.toLowerCase());
}

/**
 * Does this chunk name an identifier whose parts Pagefind indexes apart: camelCase, kebab-case, snake_case, dotted or
 * slashed (`autoCollapseCategories`, `no-html-links`, `sidebar_position`, `themeConfig.navbar.hideOnScroll`)? Versions
 * ("3.4", "2.0.0-beta.5") are not.
 */
export function isIdentifier(raw: string): boolean {
  return /[a-z][A-Z]/.test(raw) || /\p{L}[._\-/@]+\p{L}/u.test(raw);
}

/**
 * Does the reader type an API name or option ("trailingSlash", "docusaurus.config.js",
 * "no-html-links")? Such queries prefer reference pages.
 */
export function looksLikeIdentifier(query: string): boolean {
  return query
    .trim()
    .split(/\s+/)
    .some((chunk) => /[a-z][A-Z]/.test(chunk) || /^@?[a-z][\w@/]*[.\-/][a-z][\w@/.-]*$/i.test(chunk));
}

/**
 * The command-line flags the query names ("swizzle --danger", "docusaurus start --host 0.0.0.0"), without their
 * dashes: "danger", "host". A flag is a name, not a word of the reader's (its synonyms are not searched), and it is
 * defined on the reference page of its command. Infima's and Docusaurus's CSS custom properties (`--ifm-*`,
 * `--docusaurus-*`) are written the same way and are not flags.
 */
export function cliFlags(query: string): string[] {
  return query
    .trim()
    .split(/\s+/)
    .map((chunk) => /^--([a-z][a-z0-9-]*[a-z0-9])(?:=\S*)?$/i.exec(chunk)?.[1]?.toLowerCase())
    .filter((flag): flag is string => flag !== undefined && !/^(?:ifm|docusaurus)-/.test(flag));
}

/** Words that messages are made of, and that a reader asking how to do something seldom types. */
const messageWords = new Set([
  'error',
  'errors',
  'warning',
  'warn',
  'failed',
  'fail',
  'fails',
  'cannot',
  "can't",
  'unable',
  'invalid',
  'unexpected',
  'undefined',
  'exception',
  'missing',
  'deprecated',
  'broken',
  'expected',
  'module',
  'err',
]);

/**
 * What a copied message has and a question typed by a reader seldom does: sentence punctuation inside or at the end
 * (not a final "?"), quotes, backticks, brackets, or a flag (`--danger`). Not an identifier: a reader's long question
 * names files and options too ("without writing sidebars.js", "separate docs for iOS and Android"; session 28).
 */
const messageSigns = /[:!"`()[\]{}<>]|\.(?=\s|$)|(?:^|\s)--?[a-z]/;

/**
 * The shape of the option validator's messages (Joi, which Docusaurus uses for every config, plugin option, front
 * matter and sidebar): the quoted field name, then what it must be (`"label" must be a string`, `"algolia.appId" is
 * required`, `"slug" is not allowed`). A reader asking a question does not start with a quoted name.
 */
const validationMessage = /^"[^"\s]+" (?:must|is|should|does)\b/;

/**
 * Does the query read like a pasted error or warning: a message word, a bracketed level, a validation message, a
 * refusal or failure as messages word it ("not allowed", "could not", "mandatory"), or 8 words and more with a sign
 * of a copied message (`messageSigns`)? A long task in the reader's own words ("use a doc as the front page of the
 * site") is not one.
 */
export function looksLikeMessage(query: string): boolean {
  const chunks = tokenize(query);
  return (
    /\[(?:error|warning|warn|info)\]/i.test(query) ||
    validationMessage.test(query.trim()) ||
    /\b(?:not allowed|could not|couldn't|mandatory)\b/i.test(query) ||
    // The colons of a directive (":::warning") are Markdown the reader writes, not a copied line's punctuation.
    (chunks.length >= 8 && messageSigns.test(query.trim().replace(/\?$/, '').replace(/:::/g, ''))) ||
    chunks.some(
      (chunk, index) =>
        (messageWords.has(chunk.replace(/^err_.*/, 'err').replace(/[.:!,]+$/, '')) &&
          !namesBox(query, chunks, index)) ||
        // ReferenceError, TypeError: the names of JavaScript's errors.
        /^[a-z]+error:?$/.test(chunk),
    )
  );
}

/** Nouns of a page's boxes: "warning box", "danger callout", "caution admonition", "error banner". */
const boxWords = new Set(
  ['box', 'callout', 'admonition', 'block', 'alert', 'banner', 'notice'].flatMap((noun) => [noun, `${noun}s`]),
);

/**
 * Is the message word at `index` the kind of a box on the page: next to a box noun ("a warning box", "the warning
 * callout") or written as the directive that makes one (":::warning")?
 */
function namesBox(query: string, chunks: readonly string[], index: number): boolean {
  const directive = query.toLowerCase().includes(`:::${chunks[index]}`);
  return boxWords.has(chunks[index + 1] ?? '') || boxWords.has(chunks[index - 1] ?? '') || directive;
}

/** Alphabetic parts of a text, lowercase: how titles and phrases are compared. */
export function words(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
}

// ---------------------------------------------------------------------------
// Typo correction

/** Edits allowed for a word of this length: none under 4 letters, 1 up to 7, 2 from 8. */
export function allowedEdits(length: number): number {
  if (length < 4) return 0;
  return length < 8 ? 1 : 2;
}

/**
 * Optimal string alignment distance (Damerau–Levenshtein without repeated edits of a substring):
 * insertions, deletions, substitutions and swaps of two adjacent letters each cost 1.
 * Returns `max + 1` as soon as the distance must exceed `max`.
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i += 1) {
    rows.push(new Array<number>(b.length + 1).fill(0));
    rows[i]![0] = i;
  }
  for (let j = 0; j <= b.length; j += 1) rows[0]![j] = j;
  for (let i = 1; i <= a.length; i += 1) {
    let rowMin = Infinity;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, rows[i - 2]![j - 2]! + 1);
      }
      rows[i]![j] = value;
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > max) return max + 1;
  }
  return rows[a.length]![b.length]!;
}

/** A word the correction may look at: letters only, 4 letters or more. */
export function isCorrectable(word: string): boolean {
  return /^[a-z]+$/.test(word) && allowedEdits(word.length) > 0;
}

/**
 * Nearest indexed words of a word missing from the vocabulary. `vocabulary` is ordered from the
 * most to the least frequent word; the result is ordered by distance, then frequency.
 */
export function correctionsFor(word: string, vocabulary: readonly string[], limit = 2): string[] {
  const max = allowedEdits(word.length);
  if (max === 0) return [];
  const found: {word: string; distance: number; rank: number}[] = [];
  vocabulary.forEach((candidate, rank) => {
    if (candidate === word) return;
    const distance = editDistance(word, candidate, max);
    if (distance <= max) found.push({word: candidate, distance, rank});
  });
  found.sort((a, b) => a.distance - b.distance || a.rank - b.rank);
  // A second candidate only when it is as close as the first: "brower" → "browser", not also "bower".
  const best = found[0]?.distance;
  return found
    .filter((entry) => entry.distance === best)
    .slice(0, limit)
    .map((entry) => entry.word);
}

// ---------------------------------------------------------------------------
// Synonyms

export type SynonymGroups = readonly (readonly string[])[];

/**
 * The names of languages in English ("japanese", "spanish", "portuguese"): a reader who names a language asks for the
 * site in it ("offer the docs in japanese"), which is what the translation group of synonyms.json is about. The names
 * come from the runtime's own list (`Intl.DisplayNames` over the two-letter ISO 639 codes), not from a file. Names of
 * two words, of three letters or less, and those that are also plain English words ("afar", "latin") are left out.
 */
function languageNames(): string[] {
  // Browsers before 2021 (Safari 14.0) lack the list: no name is then read as a language.
  if (typeof Intl.DisplayNames !== 'function') return [];
  const names = new Intl.DisplayNames(['en'], {type: 'language', fallback: 'none'});
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  const found = new Set<string>();
  for (const first of letters) {
    for (const second of letters) {
      const name = names.of(first + second)?.toLowerCase();
      if (name && /^[a-z]{4,}$/.test(name) && !plainWordNames.has(name)) found.add(name);
    }
  }
  return [...found];
}

const plainWordNames = new Set(['afar', 'latin']);

// Built on first use: the runtime's list takes ~10 ms to read, which a page that never searches should not pay.
let languageNameSet: Set<string> | undefined;
function isLanguageName(word: string): boolean {
  languageNameSet ??= new Set(languageNames());
  return languageNameSet.has(word.toLowerCase());
}

export const synonymGroups: SynonymGroups = synonymData.groups;

/** Synonyms searched per concept, taken from the start of the group. */
export const maxSynonymsSearched = 3;

/**
 * The alternatives a concept searches from a synonym group's phrases. Each searched word costs an index chunk: the
 * group's first phrases (the words our pages use) are enough.
 */
function synonymAlternatives(phrases: readonly string[]): Alternative[] {
  return phrases.slice(0, maxSynonymsSearched).map((phrase) => ({term: phrase, weight: 0.9, kind: 'synonym'}));
}

/** Endings that make another form of the same word: a plural, a past, a participle ("deploys", "deployed"). */
const inflectionEndings = new Set(['', 's', 'es', 'e', 'ed', 'd', 'ing', 'y', 'ies', 'ied']);

/**
 * Are two words with one stem forms of one word? The stemmer also strips endings that make a new word
 * ("localization" → "local", "maintainers" and "maintained" → "maintain", "accessibility" → "access"), and a synonym
 * phrase matched that way sends the query to another group's pages: "see it locally" to the translation guides,
 * "versions still maintained" to the team page. Two words are forms of one word when what follows their common start
 * is an inflection on both sides (a doubled consonant allowed: "mapped"), or when they share the start of one
 * derived word, two letters or more past the stem ("localized" and "localization", "accessible" and "accessibility").
 */
export function inflectsLike(first: string, second: string, stemWord: Stemmer = stem): boolean {
  const a = first.toLowerCase();
  const b = second.toLowerCase();
  let common = 0;
  while (common < a.length && common < b.length && a[common] === b[common]) common++;
  if (common >= stemWord(a).length + 2) return true;
  const ending = (word: string) => {
    const rest = word.slice(common);
    return common > 0 && rest.length > 1 && rest[0] === word[common - 1] ? rest.slice(1) : rest;
  };
  return inflectionEndings.has(ending(a)) && inflectionEndings.has(ending(b));
}

/** Content words of a phrase, as spelled. */
function phraseWordsOf(phrase: string): string[] {
  return words(phrase).filter((word) => !stopWords.has(word));
}

/** Content words of a phrase, stemmed: how phrases and queries are compared. */
function phraseKeyOf(phrase: string, stemWord: Stemmer): string[] {
  return phraseWordsOf(phrase).map(stemWord);
}

export type Alternative = {
  term: string;
  weight: number;
  kind: 'exact' | 'correction' | 'synonym';
  /**
   * The words of the term must stand together on the page (within `nearWords` positions): the parts of an identifier
   * ("hide on scroll" for `hideOnScroll`) or of a compound written apart ("search bar" for "searchbar").
   */
  near?: boolean;
};

export type Concept = {
  /** The reader's words this concept stands for. */
  source: string[];
  /** What is searched for it, best first. */
  alternatives: Alternative[];
  /**
   * The reader typed the word our pages use (the group's first phrase). Its synonyms are then only searched when
   * the word itself finds few pages (see `fewHits` in engine.ts): each searched word costs an index download.
   */
  pageWord?: boolean;
};

/**
 * Groups query words into concepts: words covered by a synonym phrase become one concept
 * that also searches every other phrase of the group; every other word is its own concept.
 */
export function applySynonyms(
  queryWords: readonly string[],
  groups: SynonymGroups = synonymGroups,
  stemWord: Stemmer = stem,
  queryChunks?: readonly string[],
): Concept[] {
  const stems = queryWords.map(stemWord);
  // A phrase with a stop word ("get started", "get help") needs that word in the query too (`queryChunks`, the query
  // with its stop words): "started" alone, in "the version that started checking anchors", is not "get started".
  const typed = queryChunks ? new Set(queryChunks.map(stemWord)) : undefined;
  const hasItsStopWords = (phrase: string) =>
    !typed ||
    words(phrase)
      .filter((word) => stopWords.has(word))
      .every((word) => typed.has(stemWord(word)));
  const phraseKey = (phrase: string) => phraseKeyOf(phrase, stemWord);
  const consumed = new Set<number>();
  const concepts: Concept[] = [];
  for (const group of groups) {
    const matched: number[] = [];
    let matchedPhrase: string | undefined;
    for (const phrase of group) {
      const key = phraseKey(phrase);
      if (key.length === 0 || !hasItsStopWords(phrase)) continue;
      const spelled = phraseWordsOf(phrase);
      const positions = key.map((part, at) =>
        stems.findIndex(
          (s, index) =>
            s === part && !consumed.has(index) && inflectsLike(queryWords[index]!, spelled[at] ?? '', stemWord),
        ),
      );
      if (positions.every((position) => position >= 0)) {
        matched.push(...positions);
        matchedPhrase ??= phrase;
      }
    }
    if (!matchedPhrase) continue;
    for (const position of matched) consumed.add(position);
    const source = [...new Set(matched)].sort((a, b) => a - b).map((index) => queryWords[index]!);
    concepts.push({
      source,
      alternatives: [
        {term: source.join(' '), weight: 1, kind: 'exact'},
        ...synonymAlternatives(
          group.filter((phrase) => phraseKey(phrase).join(' ') !== source.map(stemWord).join(' ')),
        ),
      ],
      pageWord: phraseKey(group[0]!).join(' ') === source.map(stemWord).join(' '),
    });
  }
  // A language name asks for the translation group's pages too, unless the query already says "translation".
  const translationGroup = groups.find((group) => group.includes('i18n'));
  const asksTranslation = concepts.some((concept) =>
    concept.alternatives.some((alternative) => translationGroup?.includes(alternative.term)),
  );
  queryWords.forEach((word, index) => {
    if (consumed.has(index)) return;
    const alternatives: Alternative[] = [{term: word, weight: 1, kind: 'exact'}];
    if (translationGroup && !asksTranslation && isLanguageName(word)) {
      alternatives.push(...synonymAlternatives(translationGroup));
    }
    concepts.push({source: [word], alternatives});
  });
  return concepts;
}

// ---------------------------------------------------------------------------
// Releases

export type ReleaseQuery = {
  /** Versions to look for: "3.4" (a minor release: post x.y and changelog x.y.0) or an exact "2.0.0-beta.5". */
  version: string;
  /** true when the reader named a full version (x.y.z or a prerelease): its changelog page comes first. */
  exact: boolean;
  /** true when the query says "changelog", "changes" or "fixes". */
  wantsChangelog: boolean;
  /**
   * The release where something broke, in a question asking which later release fixed it ("css nesting broken after
   * 3.6.1, fixed in which patch"): the answer is a later release of the same line, a patch of the same minor or a
   * prerelease of the same kind (`asksForLaterFix`).
   */
  later?: boolean;
  /** With version "latest": the major whose newest release is asked for ("the last 2.x release"), `newestOfLine`. */
  line?: string;
  /** Query chunks that named the release; they are not searched as words. */
  consumed: string[];
};

const releaseWords = new Set([
  'release',
  'releases',
  'released',
  'announcing',
  'announcement',
  'notes',
  'new',
  "what's",
  'whats',
  'changelog',
  'version',
  'launch',
]);

/**
 * Stems of the words that ask when or in which release something came: "released", "announcing", "introduced",
 * "launched". Without a version named, such a query looks for the release post that brought the feature.
 */
export const releaseIntentStems = new Set(['releas', 'announc', 'introduc', 'launch']);

/**
 * Past forms that ask when something came ("sitemap lastmod added", "shipped", "landed"); the imperative "add" asks
 * how, and stays a task.
 */
export const arrivalWords = new Set(['added', 'shipped', 'landed', 'appeared', 'arrived']);

/** Words naming a blog post, which ask for one when a word saying what it is about follows ("post about …"). */
const postWords = new Set(['post', 'posts', 'article', 'articles']);
const postRelations = new Set(['about', 'on', 'for', 'announcing', 'introducing', 'where', 'that', 'which']);

/** Verbs after "when" that ask about the past: "when did … get", "when was … added", "when were … introduced". */
const pastAuxiliaries = new Set(['did', 'was', 'were']);

/**
 * Words before "version" that ask in which release something came: "which version", "since version". Not "what":
 * "what version of node do i need" asks for a requirement.
 */
const askingWords = new Set(['which', 'since']);

/** Words after "version" that go on to say what it brought: "the version that started checking anchors". */
const relativeWords = new Set(['that', 'where', 'when', 'which', 'in']);

/**
 * Is the chunk at `index` one that asks about a release (`releaseIntentStems` in any form, `arrivalWords` not after
 * "not", "version" after `askingWords` or before a relative word, "since when", "when did", "what's new", "new
 * in")? Such a chunk is the query's intent, not a word to search.
 */
export function isReleaseIntentWord(chunks: readonly string[], index: number): boolean {
  const chunk = chunks[index]!;
  if (!/^[a-z]+$/.test(chunk)) return false;
  if (releaseIntentStems.has(stem(chunk))) return true;
  // "post about the i18n launch", "blog post announcing …", "article on visual tests": the reader asks for a post.
  if (postWords.has(chunk)) return postRelations.has(chunks[index + 1] ?? '');
  if (chunk === 'blog' && postWords.has(chunks[index + 1] ?? '')) return postRelations.has(chunks[index + 2] ?? '');
  // "not added to PATH" says what is missing, not when something came.
  if (arrivalWords.has(chunk)) return chunks[index - 1] !== 'not';
  if (chunk === 'when') {
    // "since when can …", "when did docusaurus get …".
    return chunks[index - 1] === 'since' || pastAuxiliaries.has(chunks[index + 1] ?? '');
  }
  // "what's new", "new in which version", "… new in": what a release brought. Not "a new page", "new features".
  if (chunk === 'new') {
    return (
      chunks[index + 1] === 'in' ||
      ["what's", 'whats'].includes(chunks[index - 1] ?? '') ||
      (chunks[index - 1] === 'is' && chunks[index - 2] === 'what')
    );
  }
  if (chunk !== 'version') return false;
  return (
    (index > 0 && askingWords.has(chunks[index - 1]!)) ||
    // "in what version did …" asks when; "what version of node" asks for a requirement.
    (chunks[index - 1] === 'what' && chunks[index - 2] === 'in') ||
    (index < chunks.length - 2 && relativeWords.has(chunks[index + 1]!))
  );
}

/**
 * Does the query ask for the changelog entry of something, no release named: it says "changelog" ("changelog where
 * code blocks got magic comments"), or asks which pre-release did it ("which beta made node 16.14 the minimum"; the
 * betas and alphas have changelog pages, seldom a post)? Their changelog pages are lifted as posts are for a release
 * question.
 */
export function hasChangelogIntent(chunks: readonly string[]): boolean {
  return chunks.some(
    (chunk, index) =>
      chunk === 'changelog' || (['beta', 'alpha'].includes(chunk) && askingWords.has(chunks[index - 1] ?? '')),
  );
}

/** Words that say a page is not ready for its readers on their own. */
const unfinishedWords = new Set(['unfinished', 'unpublished', 'incomplete', 'wip', 'half-written', 'work-in-progress']);
/** "a lesson I am still writing": the page is being worked on. */
const stillDoing = new Set(['writing', 'working', 'drafting', 'editing']);
/** States a page reaches when it goes out to readers: with a negation before them, the page is not there yet. */
const publishedStates = new Set(['live', 'public', 'published', 'finished', 'ready', 'visible']);
const negations = new Set(['not', "isn't", "aren't", "shouldn't", "don't", "doesn't", "won't", 'never', 'without']);
/** What a reader writes and keeps back: a site that is "not live" is a deployment question, not a draft. */
const writtenThings = new Set(['page', 'doc', 'post', 'article', 'lesson', 'chapter', 'guide', 'section', 'tutorial']);
const deployWords = new Set([
  'deploy',
  'deployed',
  'deploying',
  'deployment',
  'netlify',
  'vercel',
  'gh-pages',
  'pushed',
]);

/**
 * Where a query speaks of a page that is not ready for readers, in the reader's words rather than "draft" ("hide a
 * page that isn't finished yet", "work on a page that should not go live yet", "keep a half-written doc out of the
 * production build", "a lesson I am still writing"): the position of the word to search as "draft", or null. The
 * query must name a page, doc or post. A state ("live", "finished") counts with a negation up to six words before it
 * or "yet" right after, and not in a query about a deployment ("my docs are not live after deploying" asks why the
 * site did not update).
 */
export function unfinishedPageAt(chunks: readonly string[]): number | null {
  const nouns = chunks.map((chunk) => chunk.replace(/s$/, ''));
  if (!nouns.some((noun) => writtenThings.has(noun))) return null;
  if (chunks.some((chunk) => stem(chunk) === 'draft' || chunk === 'unlisted')) return null;
  // Words that say so on their own ("half-written", "a lesson I am still writing"), whatever else the query says.
  for (const [index, chunk] of chunks.entries()) {
    if (unfinishedWords.has(chunk)) return index;
    if (chunks[index - 1] === 'still' && stillDoing.has(chunk)) return index;
  }
  // A state said not reached ("not live yet"), unless the query is about a deployment.
  if (chunks.some((chunk) => deployWords.has(chunk))) return null;
  for (const [index, chunk] of chunks.entries()) {
    if (!publishedStates.has(chunk)) continue;
    const before = chunks.slice(Math.max(0, index - 6), index);
    if (before.some((word) => negations.has(word)) || chunks[index + 1] === 'yet') return index;
  }
  return null;
}

/**
 * The section of the site a query word names, whose pages carry that word though their text seldom repeats it: a
 * changelog entry ("3.4.0") is what "changelog configurePostCss runs after configureWebpack" asks for. Null for other
 * words. ("blog" is not one: readers mean the blog plugin as often as the posts.)
 */
export function sectionNamedBy(term: string): string | null {
  return /^change ?logs?$/.test(term) ? 'Changelog' : null;
}

/**
 * Does the query speak of a changelog of the reader's own ("add a changelog to my site", "our own changelog page",
 * "a separate changelog for each package")? A changelog with an article or a possessive is one the reader keeps;
 * "changelog" or "the changelog" alone is Docusaurus's, and so is "a changelog entry".
 */
export function speaksOfOwnChangelog(query: string): boolean {
  return /\b(?:a|an|my|our|own|your)\s+(?:[\w-]+\s+)?change ?logs?\b(?!\s+(?:entry|entries|item|line))/i.test(query);
}

/** Nouns that name a release or a post: they ask about one ("older releases", "our launch"), not when something came. */
const releaseNouns = new Set([
  'release',
  'releases',
  'releasing',
  'announcement',
  'announcements',
  'announcing',
  'launch',
  'launches',
  'blog',
  ...postWords,
]);

/** Words after "what version" that ask for a requirement, not a release: "what version of node", "what version do I need". */
const requirementFollowers = new Set(['of', 'do', 'does', 'should', 'is', 'must']);

/**
 * Does the query ask when, or in which release, something came: an arrival question ("createSitemapItems added in",
 * "since when is node 16.14 required", "release that moved docusaurus to webpack 5", "first docusaurus version with
 * mermaid", "which v2 alpha", "tabs queryString prop, what version")? Its answer is the release post or changelog page
 * that brought the change (`arrivalLift` in ranking.ts). Not a release noun used as a topic ("keep docs of older
 * releases"), a verb of a task ("announce our launch"), "not released yet", nor a question of how often releases come.
 */
export function hasArrivalIntent(chunks: readonly string[]): boolean {
  return chunks.some((chunk, index) => {
    const next = chunks[index + 1] ?? '';
    // "which v2 alpha", "first docusaurus version", "…, what version".
    const before = chunks.slice(Math.max(0, index - 3), index);
    const asked =
      ['version', 'release', 'alpha', 'beta'].includes(chunk) &&
      (before.includes('first') ||
        before.includes('which') ||
        (chunks[index - 1] === 'what' && !requirementFollowers.has(next)));
    if (asked) return true;
    if (!isReleaseIntentWord(chunks, index)) return false;
    if (releaseNouns.has(chunk)) return relativeWords.has(next);
    // A past form: "added", "released", "introduced".
    if (chunk.endsWith('ed')) return chunks[index - 1] !== 'not' && !chunks.includes('often');
    return chunk === 'when' || chunk === 'version' || chunk === 'new';
  });
}

/** Does the query ask about a release (`isReleaseIntentWord`)? */
export function hasReleaseIntent(chunks: readonly string[]): boolean {
  return chunks.some((_, index) => isReleaseIntentWord(chunks, index));
}

/** Words that ask for the newest release ("latest release notes"). */
const latestWords = new Set(['latest', 'newest', 'recent', 'last']);
const changelogWords = new Set(['changelog', 'changes', 'change', 'fixes', 'fix', 'bug', 'bugs']);

/** Words before a verb ("can i fix", "how to change") and after it ("fix my", "change the"). */
const beforeVerb = new Set(['i', 'to', 'we', 'you']);
const afterVerb = new Set(['my', 'our', 'your', 'the', 'this', 'these', 'those', 'a', 'an', 'it', 'its']);

/**
 * Is "fix" or "change" a reader's verb here rather than the noun of a changelog ("fixes in 3.5.2", "3.6.1 fix static
 * files being minified")? It is as the query's first word ("fix prism-react-renderer theme require after upgrading to
 * v3"), after "i", "to", "we" or "you" ("can i fix mdx 3 content problems while on docusaurus 2"), or before "my",
 * "the", "a" and the like ("fix my v2 content for mdx 3"). A version beside the verb is then the reader's context, not
 * a release asked for.
 */
function isTaskVerb(chunks: readonly string[], index: number): boolean {
  return (
    ['fix', 'change'].includes(chunks[index]!) &&
    (index === 0 || beforeVerb.has(chunks[index - 1] ?? '') || afterVerb.has(chunks[index + 1] ?? ''))
  );
}

/**
 * Does the query name a release's changes only as "breaking changes" ("docusaurus 3.0 breaking changes node 18")?
 * What breaks is what a major's announcement and its migration guide list for the reader; the changelog lists every
 * change of the release. So such a query does not ask for the changelog page first, unless another word does ("3.0
 * changelog breaking changes").
 */
export function namesOnlyBreakingChanges(chunks: readonly string[]): boolean {
  const asking = chunks
    .map((chunk, index) => ({chunk, index}))
    .filter(({chunk, index}) => changelogWords.has(chunk) && !isTaskVerb(chunks, index));
  return (
    asking.length > 0 && asking.every(({chunk, index}) => /^changes?$/.test(chunk) && chunks[index - 1] === 'breaking')
  );
}

/** A version number as a reader writes one: `2.0`, `v3`, `1.x`, `4.2.1`, `2024.1`. */
function isVersionNumber(chunk: string): boolean {
  return /^v?\d+(?:\.(?:\d+|x))+$|^v\d+$/.test(chunk);
}

/** Words that ask to move a site from one version to another. */
const moveStems = new Set(['upgrad', 'migrat', 'move', 'port', 'bump', 'updat']);

/**
 * The position of the query's first word of moving a site ("upgrade", "migrating", "move", "port", "bump",
 * "update"), or -1.
 */
function moveAt(chunks: readonly string[]): number {
  return chunks.findIndex((chunk) => moveStems.has(stem(chunk)));
}

/** Does the query have a word of moving a site (`moveAt`)? */
function asksToMove(chunks: readonly string[]): boolean {
  return moveAt(chunks) >= 0;
}

/** Words that ask what changed over a span of releases ("changes from 3.0 to 3.1", "what's new from 2.2 to 2.3"). */
const spanQuestionWords = new Set([
  ...['changes', 'changed', 'changelog', 'fixes', 'fixed', 'new', "what's", 'whats'],
  ...['difference', 'differences', 'different', 'diff', 'compared'],
]);

/** Words after which a bare digit names a Docusaurus version ("docusaurus 1", "to 3", "version 2", "from 2"). */
const bareVersionBefore = new Set(['docusaurus', 'version', 'to', 'from']);

/** The versions a query names, as written: dotted or "v" ones, and a bare digit after `bareVersionBefore`. */
function namedVersions(chunks: readonly string[]): string[] {
  return chunks.filter(
    (chunk, index) => isVersionNumber(chunk) || (/^\d$/.test(chunk) && bareVersionBefore.has(chunks[index - 1] ?? '')),
  );
}

/**
 * Does the query speak of a Docusaurus major older than `newestMajor`, or of moving a site at all ("migrate from v1",
 * "docusaurus 2 manual", "port my site")? Then the guides for moving off an old major may be what it asks for
 * (`legacyGuides`).
 */
export function speaksOfOldMajors(chunks: readonly string[], newestMajor: number): boolean {
  if (asksToMove(chunks)) return true;
  return namedVersions(chunks).some((version) => {
    const major = /^\d$/.test(version) ? version : namedMajor(version);
    return major !== null && Number(major) < newestMajor;
  });
}

/** The distinct versions a query names, "v" dropped ("v3.5" and "3.5" are one). */
function distinctVersions(chunks: readonly string[]): Set<string> {
  return new Set(namedVersions(chunks).map((version) => version.replace(/^v/, '')));
}

/**
 * Does the query ask about moving a site from one version to another: two versions, and a word of moving or "from"
 * just before the first ("upgrade from 3.6.3 to 3.7.0", "is going from 3.6.3 to 3.7.0 safe", "move my old docusaurus 1
 * website to version 2")? The versions say where the move starts and ends; neither is a release to read about, and
 * the upgrade and migration guides answer.
 */
export function movesBetweenVersions(chunks: readonly string[]): boolean {
  if (distinctVersions(chunks).size < 2) return false;
  if (asksToMove(chunks)) return true;
  // "differences from 2.3 to 2.4" asks what changed over the span, not how to move.
  const first = chunks.indexOf(namedVersions(chunks)[0]!);
  const fromFirst = chunks.slice(Math.max(0, first - 2), first).includes('from');
  return fromFirst && !chunks.some((chunk) => spanQuestionWords.has(chunk));
}

const ownerWords = new Set(['my', 'our']);
const docsWords = new Set(['docs', 'doc', 'documentation']);

/**
 * Does the query name a version of the reader's own product rather than of Docusaurus? "keep the docs for 1.0 around
 * while i write docs for 2.0", "freeze a copy of the docs before shipping 2.0 of my library", "our sdk v3": a docs
 * version to cut or keep, whose number says nothing about which Docusaurus release to read. The version is the
 * object of "docs for", "docs of" or "docs as" (a word like "the" or "version" between), is owned ("our v3", "our
 * sdk v3"), is followed by "of my" or "of our", or, written with a dot, comes a few words before a docs word ("the
 * 2.0 api docs"). "docs for docusaurus 2.0" names Docusaurus's, and so does a query with a word of moving ("migration
 * docs for v3").
 */
export function namesOwnVersion(chunks: readonly string[]): boolean {
  if (asksToMove(chunks)) return false;
  return chunks.some((chunk, index) => {
    if (!isVersionNumber(chunk) || chunks[index - 1] === 'docusaurus') return false;
    const before = chunks.slice(Math.max(0, index - 3), index);
    const linked = before.findIndex((word) => ['for', 'of', 'as'].includes(word));
    const ofDocs = linked > 0 && docsWords.has(before[linked - 1]!) && !before.slice(linked + 1).some(isVersionNumber);
    const owned = before.slice(-2).some((word) => ownerWords.has(word));
    const ownedAfter = chunks[index + 1] === 'of' && ownerWords.has(chunks[index + 2] ?? '');
    // "the 2.0 api docs", "already released 2.0.0 docs", "the 1.4.0 version of a doc"; not "v1 legacy docs", where a
    // bare major is Docusaurus's own.
    const docsAfter = chunk.includes('.') && chunks.slice(index + 1, index + 5).some((word) => docsWords.has(word));
    return ofDocs || owned || ownedAfter || docsAfter;
  });
}

/** Words that say which of Docusaurus's versions a reader means: an old one, or the one to use. */
const versionStatusWords = new Set([
  ...['old', 'older', 'oldest', 'past', 'previous', 'prior', 'earlier', 'archived', 'archive', 'legacy'],
  ...['stable', 'maintained', 'unmaintained', 'supported', 'unsupported', 'latest', 'newest', 'current'],
]);
/** Status words that alone, with no docs word, may ask for the newest release's notes rather than the docs. */
const newestWords = new Set(['latest', 'newest', 'current']);
const versionNouns = new Set(['version', 'versions', 'release', 'releases']);
/** Words that only frame where a thing is ("where did the v2 docs go", "list of versions still online"). */
const whereaboutsWords = new Set([
  ...['docusaurus', 'where', 'find', 'read', 'still', 'now', 'go', 'went', 'gone', 'moved', 'available', 'online'],
  ...['list', 'link', 'links', 'page', 'site', 'website', 'one', 'ones', 'other', 'number', 'numbers', 'anymore'],
]);

/**
 * Does the query ask for the documentation of Docusaurus's own versions, or which versions there are: "where can i
 * still read the 2.x docs", "v1 legacy docs", "is 3.7.0 the latest stable, which versions have docs", "which docusaurus
 * versions are still maintained"? The list of documented versions answers, not the versioning guide (a reader's own
 * docs) nor the release named. A docs word with a version or a status word ("older", "stable"), or a version noun
 * with a status word, and no word of a topic: "2.x docs sidebar" asks about sidebars, "keep our 1.0 docs" about the
 * reader's versions, "upgrade docs from v2" about a move.
 */
export function asksForDocsOfVersions(chunks: readonly string[]): boolean {
  if (
    asksToMove(chunks) ||
    chunks.some((chunk, index) => ownerWords.has(chunk) && chunks[index + 1] !== 'docusaurus')
  ) {
    return false;
  }
  const isDocusaurusNumber = (chunk: string, index: number) =>
    isVersionNumber(chunk) || (/^\d$/.test(chunk) && chunks[index - 1] === 'docusaurus');
  const framing = (chunk: string, index: number) =>
    stopWords.has(chunk) ||
    whereaboutsWords.has(chunk) ||
    docsWords.has(chunk) ||
    versionNouns.has(chunk) ||
    versionStatusWords.has(chunk) ||
    isDocusaurusNumber(chunk, index);
  if (!chunks.every(framing)) return false;
  const hasDocs = chunks.some((chunk) => docsWords.has(chunk));
  const named = chunks.some(isDocusaurusNumber);
  const status = chunks.filter((chunk) => versionStatusWords.has(chunk));
  const noun = chunks.some((chunk) => versionNouns.has(chunk));
  if (hasDocs) return named || status.length > 0;
  return noun && status.some((chunk) => !newestWords.has(chunk));
}

/** Words for the reader's own plugin or theme, and the words that may stand between an owner and it. */
const extensionWords = new Set(['plugin', 'plugins', "plugin's", 'theme', 'themes', "theme's"]);
const extensionQualifiers = new Set(['own', 'custom', 'local', 'new', 'first']);
const fromWords = new Set(['from', 'inside', 'within']);

/**
 * Does the reader write the plugin or theme the query is about ("inject a script into every page from a plugin",
 * "declare which components of my theme package are safe to swizzle", "validate the options users give my
 * plugin")? The plugin API answers (its lifecycles, the client modules, the guide to writing one), not the pages of
 * the site's configuration that share the task's words. An owner before the plugin or theme ("my plugin", "our own
 * theme"), a place inside one ("from a plugin"), or a theme package; not a plugin the query names ("my docs plugin
 * options": its reference answers), nor a question about a release.
 */
export function speaksAsExtensionAuthor(chunks: readonly string[]): boolean {
  if (hasReleaseIntent(chunks) || hasArrivalIntent(chunks)) return false;
  return chunks.some((chunk, index) => {
    if (chunk === 'theme' && chunks[index + 1] === 'package') return true;
    if (!extensionWords.has(chunk)) return false;
    let before = index - 1;
    while (before >= 0 && extensionQualifiers.has(chunks[before]!)) before--;
    const previous = chunks[before];
    if (previous !== undefined && ownerWords.has(previous)) return true;
    // "from a plugin", "inside my plugin": an article or owner may stand between.
    const place = ['a', 'the', 'my', 'our', 'your'].includes(previous ?? '') ? chunks[before - 1] : previous;
    return place !== undefined && fromWords.has(place);
  });
}

/** Words of a release policy: how often releases come, how long a version is kept up. */
const cadenceWords = new Set(['often', 'frequently', 'frequency', 'cadence', 'schedule', 'eol', 'lts']);
const supportWords = new Set(['supported', 'unsupported', 'maintained', 'unmaintained', 'maintenance', 'security']);
const policyNouns = new Set([...versionNouns, 'minor', 'minors', 'major', 'majors', 'patch', 'patches']);

/**
 * Does the query ask about Docusaurus's release policy rather than about one release: how often releases come out
 * ("how often are minor releases published"), how long a version is kept up ("how long is v2 supported after v3
 * came out", "is v2 still maintained security fixes")? The release process answers; the versions the query names
 * only say whose support is asked about, and "releases" is a word to search, not a wish for release notes. A word of
 * cadence, "how long" or "end of life" with a release noun or a version, or a word of support a few words after one;
 * not a question of when something came.
 */
export function asksAboutReleasePolicy(chunks: readonly string[]): boolean {
  const isVersion = (chunk: string) => policyNouns.has(chunk) || isVersionNumber(chunk);
  if (!chunks.some(isVersion) || hasArrivalIntent(chunks)) return false;
  const howLong = chunks.some((chunk, index) => chunk === 'how' && chunks[index + 1] === 'long');
  const endOfLife = chunks.some((chunk, index) => chunk === 'end' && chunks[index + 2] === 'life');
  // A version kept up: "v2 still maintained", "the previous major still gets security fixes"; not a feature
  // "supported from which version", nor a message's "not supported anymore in Docusaurus v3".
  const keptUp = chunks.some(
    (chunk, index) => supportWords.has(chunk) && chunks.slice(Math.max(0, index - 3), index).some(isVersion),
  );
  return howLong || endOfLife || keptUp || chunks.some((chunk) => cadenceWords.has(chunk));
}

/** The major version a chunk names (`v2`, `2.x`, `3.4`, `2.4.2`, `v3.1`), or null. */
function namedMajor(chunk: string): string | null {
  return /^v?(\d)\.x$|^v(\d)$|^v?(\d)\.\d+(?:\.\d+)?(?:-[a-z]+\.\d+)?$/.exec(chunk)?.slice(1).find(Boolean) ?? null;
}

/** Does the query name two versions of one major ("from 3.6.3 to 3.7.0"), a move no migration guide is about? */
function movesWithinMajor(chunks: readonly string[]): boolean {
  const versions = distinctVersions(chunks);
  const majors = new Set([...versions].map((version) => version.split('.')[0]));
  return versions.size > 1 && majors.size === 1;
}

/** Words that put what follows later in time: "before", "ahead of", "prior to". */
const beforeWords = new Map<string, string | null>([
  ['before', null],
  ['ahead', 'of'],
  ['prior', 'to'],
]);

/**
 * Where a query asks what to prepare before a move it has not made: the position of "before" ("ahead of", "prior
 * to") followed within three words by a word of moving or a major version ("fix my mdx before upgrading to v3", "get
 * ready for mdx 2 before v3", "ahead of the move to docusaurus 3"), and the positions of those moving words. Null when
 * there is none: "before" of another kind ("a sidebar item before another", "a script before the page loads").
 */
export function preparationFor(chunks: readonly string[]): {before: number; moves: number[]} | null {
  for (const [index, chunk] of chunks.entries()) {
    // A Map, not an object: a word such as "constructor" must not find an inherited property.
    if (!beforeWords.has(chunk)) continue;
    const link = beforeWords.get(chunk);
    if (link && chunks[index + 1] !== link) continue;
    const start = index + (link ? 2 : 1);
    const window = chunks.slice(start, start + 3);
    const moves = window.flatMap((word, offset) => (moveStems.has(stem(word)) ? [start + offset] : []));
    const names = window.some(
      (word, offset) => namedMajor(word) !== null || (/^\d$/.test(word) && window[offset - 1] === 'docusaurus'),
    );
    if (moves.length > 0 || names) return {before: index, moves};
  }
  return null;
}

/**
 * Words asking what a release brought, rather than for its docs ("3.6.3 release notes", "what changed in 3.7.0"); "new"
 * only in the phrases `hasReleaseIntent` reads ("what's new", "new in"), not in "add a new doc".
 */
const releaseNewsWords = new Set([
  ...[...releaseWords].filter((word) => word !== 'version' && word !== 'new'),
  ...['changed', 'fixed', 'post', 'posts'],
  // What a release did to something: "rspack incremental disabled in 3.6.3", "removed in 3.7.0".
  ...['removed', 'deprecated', 'dropped', 'renamed', 'disabled', 'broken', 'broke', 'regression'],
]);

/**
 * The older docs version of Docusaurus that the query asks the docs of, on a topic: one of the `documented` versions
 * (those the site keeps docs for, "3.6.3"), as written or with a "v", and a word that is not framing ("docusaurus
 * 3.6.3 deployment", "node version required for docusaurus 3.7.0", "3.6.3 blog plugin options"). Not a question about
 * what the release brought ("3.6.3 release notes", "fixes in 3.6.3", "when was it added"), a move between versions
 * ("upgrade 3.6.3 to 3.7.0"), nor the docs of the version alone ("docs for 3.6.3": the list of versions answers).
 * Returns the version and its position, or null.
 */
export function olderDocsVersion(
  chunks: readonly string[],
  documented: ReadonlySet<string>,
): {version: string; index: number} | null {
  const index = chunks.findIndex((chunk) => documented.has(chunk.replace(/^v/, '')));
  if (index < 0 || asksToMove(chunks) || hasReleaseIntent(chunks) || hasArrivalIntent(chunks)) return null;
  const asksNews = chunks.some(
    (chunk, at) => releaseNewsWords.has(chunk) || (changelogWords.has(chunk) && !isTaskVerb(chunks, at)),
  );
  const framing = (chunk: string) =>
    stopWords.has(chunk) || docsWords.has(chunk) || versionNouns.has(chunk) || chunk === 'docusaurus';
  const topic = chunks.some((chunk, at) => at !== index && !framing(chunk) && !isVersionNumber(chunk));
  return asksNews || !topic ? null : {version: chunks[index]!.replace(/^v/, ''), index};
}

/** Words of recency that can end a move ("to the latest", "to the newest version"). */
const recencyWords = new Set(['latest', 'newest', 'recent']);
/** Words that may stand between a move and its recency word when what moves is Docusaurus or the reader's site. */
const ownMoveWords = new Set([
  ...['docusaurus', 'to', 'the', 'a', 'its', 'my', 'our', 'site', 'website', 'all', 'every', 'packages', 'package'],
  ...['deps', 'dependencies', 'most', 'stable', 'version', 'release'],
]);
/** Words of a release's kind within a major. */
const withinMajorWords = new Set(['minor', 'minors', 'patch', 'patches']);
/** Words that, next to "minor" or "patch", say a release is meant ("minor version"; not "a minor typo"). */
const releaseKindNouns = new Set(['version', 'versions', 'release', 'releases', 'update', 'updates', 'upgrade']);

/**
 * Does the query ask how to upgrade Docusaurus within its major: a word of moving with no major to move to
 * (`migrationTarget`) and no move still ahead (`preparationFor`), and either two versions of one major ("bump from
 * 3.6 to 3.7"), a word of recency ending the move of Docusaurus or the site ("update docusaurus to the latest
 * version", "bump all packages to the newest"), or a minor or patch release ("upgrading docusaurus minor version",
 * "the latest 3.x minor")? The page on upgrading answers (bump every package together, read the skipped releases'
 * notes); "latest" names no release to read about. Not another product's move ("update node to the latest version"),
 * nor "minor" as an adjective ("update a minor typo").
 *
 * With `spans` (rule routineMoves), the move may also be said by its two ends alone, with any verb or none: "from" a
 * version, or a version "to" another, of the same major ("jump from docusaurus 2.1 to 2.4", "switch docusaurus 3.6 to
 * 3.7"); by a verb of placing with the newest release ending the query (`movesToNewest`: "bring my site to the latest
 * release"); and the packages may be named by their scope ("bump every @docusaurus package to the latest").
 */
export function asksForRoutineUpgrade(chunks: readonly string[], spans = false): boolean {
  const isOwn = (chunk: string) => ownMoveWords.has(chunk) || (spans && /^@docusaurus(?:\/[\w-]+)?$/.test(chunk));
  const move = moveAt(chunks);
  if (spans && move < 0) {
    if (preparationFor(chunks)) return false;
    const spanned = movesWithinMajor(chunks) && (movesBetweenVersions(chunks) || saysVersionToVersion(chunks));
    return spanned || movesToNewest(chunks, isOwn);
  }
  if (move < 0 || migrationTarget(chunks) !== null || preparationFor(chunks)) return false;
  if (movesWithinMajor(chunks)) return true;
  const recency = chunks.findIndex((chunk, index) => index > move && recencyWords.has(chunk));
  if (recency > 0 && chunks.slice(move + 1, recency).every(isOwn)) return true;
  return chunks.some(
    (chunk, index) =>
      withinMajorWords.has(chunk) &&
      [chunks[index - 1] ?? '', chunks[index + 1] ?? ''].some(
        (next) => releaseKindNouns.has(next) || isVersionNumber(next),
      ),
  );
}

/** Verbs that move the site only when what follows says where to ("bring my site to the latest release"). */
const placingVerbs = new Set(['bring', 'get', 'take', 'switch', 'jump', 'go', 'raise', 'put']);

/**
 * Does the query move Docusaurus or the site to the newest release with a verb of placing, the newest release ending
 * the query ("bring my docusaurus site to the latest release", "get docusaurus onto the newest version")? Not when
 * more follows it ("go to the latest release notes").
 */
function movesToNewest(chunks: readonly string[], isOwn: (chunk: string) => boolean): boolean {
  const verb = chunks.findIndex((chunk) => placingVerbs.has(chunk));
  const recency = chunks.findIndex((chunk, index) => index > verb && recencyWords.has(chunk));
  if (verb < 0 || recency < 0) return false;
  const between = chunks.slice(verb + 1, recency).filter((chunk) => chunk !== 'onto' && chunk !== 'on');
  return between.every(isOwn) && chunks.slice(recency + 1).every(isOwn);
}

/** Does the query name a version, "to", then another version ("switch docusaurus 3.6 to 3.7")? Not a span question. */
function saysVersionToVersion(chunks: readonly string[]): boolean {
  if (chunks.some((chunk) => spanQuestionWords.has(chunk))) return false;
  return chunks.some(
    (chunk, index) => isVersionNumber(chunk) && chunks[index + 1] === 'to' && isVersionNumber(chunks[index + 2] ?? ''),
  );
}

/** Words after which a version, or a bare digit, names the major a move goes to ("to 3", "version 2"). */
const targetBefore = new Set(['docusaurus', 'to', 'version']);

/**
 * The major version a query asks to move to ("upgrade to docusaurus 3", "move my site from docusaurus 2 to 3",
 * "upgrade docusaurus 2.4.3 to 3.0"): the highest major it names after `targetBefore`, when it has a word of moving.
 * A version after another name is another product's ("moving to docsearch v3"), and one after "from" is where the
 * move starts. A move within one major ("from 3.6.3 to 3.7.0") has no target.
 */
export function migrationTarget(chunks: readonly string[]): string | null {
  if (!asksToMove(chunks) || movesWithinMajor(chunks)) return null;
  const majors = chunks
    .map((chunk, index) =>
      targetBefore.has(chunks[index - 1] ?? '') ? (/^\d$/.test(chunk) ? chunk : namedMajor(chunk)) : null,
    )
    .filter((major): major is string => major !== null);
  return majors.length ? majors.sort().at(-1)! : null;
}

/** The release that the chunk at `index` names, if any (see `parseRelease`). */
function releaseAt(
  chunks: readonly string[],
  index: number,
  hasReleaseWord: boolean,
  wantsChangelog: boolean,
): ReleaseQuery | null {
  const chunk = chunks[index]!;
  const full = /^v?(\d+)\.(\d+)\.(\d+)(?:-(alpha|beta|rc)\.(\d+))?$/.exec(chunk);
  if (full) return {version: chunk.replace(/^v/, ''), exact: true, wantsChangelog, consumed: [chunk]};
  const pre = /^(alpha|beta|rc)\.(\d+)$/.exec(chunk);
  if (pre) return {version: `2.0.0-${chunk}`, exact: true, wantsChangelog, consumed: [chunk]};
  const minor = /^v?(\d)\.(\d+)$/.exec(chunk);
  if (minor) {
    const next = chunks[index + 1];
    if (next === 'beta' || next === 'alpha') {
      return {version: `${minor[1]}.${minor[2]}.0-${next}`, exact: false, wantsChangelog, consumed: [chunk, next]};
    }
    return {version: `${minor[1]}.${minor[2]}`, exact: false, wantsChangelog, consumed: [chunk]};
  }
  const major = /^v?(\d)$/.exec(chunk);
  if (major && (hasReleaseWord || wantsChangelog) && (chunk.startsWith('v') || chunks[index - 1] === 'docusaurus')) {
    const next = chunks[index + 1];
    if (next === 'beta' || next === 'alpha') {
      return {version: `${major[1]}.0.0-${next}`, exact: false, wantsChangelog, consumed: [chunk, next]};
    }
    return {version: `${major[1]}.0`, exact: false, wantsChangelog, consumed: [chunk]};
  }
  return null;
}

/**
 * Words that speak of a release itself ("when did docusaurus 3 come out", "go stable", "become official"), not of
 * something it brought.
 */
const releaseItselfWords = new Set([
  'come',
  'came',
  'out',
  'go',
  'went',
  'become',
  'became',
  'stable',
  'official',
  'officially',
  'final',
  'available',
  'date',
  'ready',
  'first',
  'docusaurus',
]);

/**
 * The major version that only says where to look in an arrival question: "when did i18n ship in docusaurus 2", "when
 * was docs versioning first added to v2". Such a query asks which release of that major brought the feature, not
 * about the major's first release, so the major names no release; the arrival question's release pages of that major
 * are lifted (`arrivalMajor` in ranking.ts). Not a question about the release itself ("when did docusaurus 3 come
 * out"), nor a minor or a prerelease ("mermaid added in 2.2", "which v2 alpha added …").
 */
export function scopedMajor(chunks: readonly string[], release: ReleaseQuery): string | null {
  if (release.exact || release.consumed.length !== 1) return null;
  const major = /^v?(\d)$/.exec(release.consumed[0]!);
  if (!major || !hasArrivalIntent(chunks)) return null;
  const subject = chunks.some(
    (chunk, index) =>
      /[a-z]/i.test(chunk) &&
      !/^v?\d/.test(chunk) &&
      !stopWords.has(chunk) &&
      !releaseWords.has(chunk) &&
      !releaseItselfWords.has(chunk) &&
      !release.consumed.includes(chunk) &&
      !isReleaseIntentWord(chunks, index),
  );
  return subject ? major[1]! : null;
}

/** Words that stand between the two ends of a span of releases ("3.6.3 to 3.7.0", "3.4 vs 3.5", "3.4 → 3.5"). */
const spanWords = new Set(['to', 'vs', 'versus', '→']);

/** Compares two release versions ("3.6", "3.6.3", "2.0.0-beta.5"): negative when the first is earlier. */
export function compareVersions(first: string, second: string): number {
  const parts = (version: string) => version.split(/[.-]/).map((part) => (/^\d+$/.test(part) ? Number(part) : -1));
  const [a, b] = [parts(first), parts(second)];
  for (let at = 0; at < Math.max(a.length, b.length); at += 1) {
    const difference = (a[at] ?? 0) - (b[at] ?? 0);
    if (difference !== 0) return difference;
  }
  return 0;
}

/**
 * Finds a release named in the query: "Docusaurus 3.4", "release 3.2", "v3.1", "2.0.0-beta.5 changelog", "beta.15",
 * "v3 release". A query that names two major versions ("still on v2 before moving to v3", "how long is v2 supported
 * after v3") asks about the move between them, which the migration guides and the release process answer: no single
 * release is named.
 */
export function parseRelease(chunks: readonly string[]): ReleaseQuery | null {
  if (new Set(chunks.map(namedMajor).filter((major) => major !== null)).size > 1) return null;
  const wantsChangelog = chunks.some((chunk, index) => changelogWords.has(chunk) && !isTaskVerb(chunks, index));
  const hasReleaseWord = chunks.some((chunk) => releaseWords.has(chunk)) || hasReleaseIntent(chunks);
  const named = chunks
    .map((_, index) => ({index, query: releaseAt(chunks, index, hasReleaseWord, wantsChangelog)}))
    .filter((found): found is {index: number; query: ReleaseQuery} => found.query !== null);
  if (named.length > 0) {
    // A span between two releases of one major ("changes between docusaurus 3.5 and 3.6", "from 3.6.3 to 3.7.0",
    // "3.4 vs 3.5") asks what the later brought since the other; two releases otherwise ("is 2.0.0 broken? must use
    // 2.0.1") ask about the first. Two versions side by side ("2.2 -> 2.3", whose arrow the tokenizer drops) are a
    // span too.
    const between = chunks.slice(named[0]!.index + 1, named.at(-1)!.index);
    const span = chunks.includes('between') || between.length === 0 || between.some((chunk) => spanWords.has(chunk));
    if (!span) return named[0]!.query;
    const later = named.reduce((best, found) =>
      compareVersions(found.query.version, best.query.version) > 0 ? found : best,
    );
    return {...later.query, consumed: [...new Set(named.flatMap((found) => found.query.consumed))]};
  }
  // "latest release notes", "newest docusaurus version": the word stands just before the release it qualifies; in
  // "since which release do pages show the last update", "last" qualifies something else.
  const latest = chunks.findIndex(
    (chunk, index) =>
      latestWords.has(chunk) &&
      chunks.slice(index + 1, index + 3).some((next) => releaseWords.has(next) || changelogWords.has(next)),
  );
  if (latest >= 0) return {version: 'latest', exact: false, wantsChangelog, consumed: [chunks[latest]!]};
  return null;
}

/** Nouns of a release or of a line of releases ("the last patch of the 2.x line"). */
const lineNouns = new Set([...releaseWords, ...changelogWords, 'patch', 'patches', 'line', 'branch', 'versions']);
/** Words after which a bare digit is a major of Docusaurus ("docusaurus 2", "version 2"). */
const majorBefore = new Set(['docusaurus', 'version']);

/**
 * Does the query ask for the newest release of one major line: "last 2.x release", "latest v3 version", "final
 * release of docusaurus 2", "most recent patch of the 2.x line"? The major is returned with the chunks that name the
 * line (the word of recency and the major), which are not searched. Not a move ("upgrade to the latest v3") nor the
 * docs of a version ("latest 2.x docs"), nor a query naming a minor, a full version or prereleases ("the last
 * docusaurus 2 betas").
 */
export function newestOfLine(chunks: readonly string[]): {major: string; consumed: string[]} | null {
  if (asksToMove(chunks) || chunks.some((chunk) => docsWords.has(chunk))) return null;
  if (!chunks.some((chunk) => lineNouns.has(chunk))) return null;
  // A named minor or version is a release of its own; "the last 2.0 betas" are prereleases, not the line's newest.
  if (chunks.some((chunk) => /^v?\d+\.\d+|^(?:alpha|beta|rc)s?$/.test(chunk))) return null;
  // With minors and versions ruled out above, `namedMajor` reads only a bare major (`2.x`, `v2`).
  const majorAt = (index: number): string | null => {
    const chunk = chunks[index] ?? '';
    return namedMajor(chunk) ?? (/^\d$/.test(chunk) && majorBefore.has(chunks[index - 1] ?? '') ? chunk : null);
  };
  for (let index = 0; index < chunks.length; index++) {
    if (!latestWords.has(chunks[index]!) && chunks[index] !== 'final') continue;
    for (let at = Math.max(0, index - 2); at <= index + 5 && at < chunks.length; at++) {
      const major = majorAt(at);
      if (major) return {major, consumed: [chunks[index]!, chunks[at]!]};
    }
  }
  return null;
}

/** The newest minor release among pages' releases ("3.7" from "3.7", "3.7.0", "3.6"), or null. */
export function latestRelease(releases: Iterable<string>): string | null {
  let best: number[] | null = null;
  for (const release of releases) {
    const match = /^(\d+)\.(\d+)(?:\.\d+)?$/.exec(release);
    if (!match) continue;
    const version = [Number(match[1]), Number(match[2])];
    if (!best || version[0]! > best[0]! || (version[0] === best[0] && version[1]! > best[1]!)) best = version;
  }
  return best ? best.join('.') : null;
}

/** Words saying that something went wrong ("stopped working", "fails", "warnings"), and words of its repair. */
const breakageWords = new Set(
  ['broke', 'broken', 'breaks', 'stopped', 'working', 'regression', 'regressed', 'disappeared']
    .concat(['fail', 'fails', 'failed', 'failing', 'crash', 'crashes', 'crashed'])
    .concat(['error', 'errors', 'warning', 'warnings', 'problem', 'problems', 'issue', 'issues']),
);
const repairWords = new Set(['fixed', 'fix', 'fixes', 'patch', 'patched', 'hotfix', 'resolved']);
/** Words that, after a repair word, ask for the release that brought it ("fixed in", "fix version"). */
const repairAskedAfter = new Set(['in', 'by', 'since', 'version', 'release', 'patch']);
const askWords = new Set(['which', 'what', 'when']);

/**
 * A value in single quotes ("No docs version exist for name '2.0', please verify…", "preset name 'v2' is not
 * valid"): the framework's messages print the values they fill in so. The quotes stand at the value's two ends, with a
 * space, a bracket or punctuation outside (not an apostrophe in a word: "isn't", "site's").
 */
const quotedValue = /(?:^|[\s(=,:])'([^'\s]+)'(?=$|[\s,.;:)])/g;

/** The values the query puts in single quotes (`quotedValue`), without their quotes. */
export function quotedValues(query: string): string[] {
  return [...query.matchAll(quotedValue)].map((match) => match[1]!);
}

/**
 * Does the query quote a version ('2.0', 'v3', '1.x')? A reader asking about a release writes its number bare; a
 * quoted one is a value a message filled in.
 */
export function quotesVersion(query: string): boolean {
  return quotedValues(query).some((value) => /^v?\d+(?:\.(?:\d+|x))*$/i.test(value));
}

/**
 * Does the query ask which release repaired what went wrong in the one it names ("algolia search broken after
 * upgrading to 3.5.0, fixed in patch", "stopped working in 3.6, which patch fixed it", "warnings after 3.6.0, what
 * version fixes", "…, is there a fix")? It says something went wrong, and asks for the repair: a patch, a repair word
 * that ends the query or is followed by "in" or "version", or one just after "which" or "what". "did 3.2.1 fix the
 * regression", "3.5.1 import error fix" and "how to fix the error in 3.6" ask about the release named or about the
 * reader's task.
 */
export function asksForLaterFix(chunks: readonly string[]): boolean {
  if (!chunks.some((chunk) => breakageWords.has(chunk))) return false;
  if (chunks.some((chunk) => /^(?:patch(?:es|ed)?|hotfix)$/.test(chunk))) return true;
  return chunks.some((chunk, index) => {
    if (!repairWords.has(chunk)) return false;
    const next = chunks[index + 1];
    const asked = chunks.slice(Math.max(0, index - 3), index).some((word) => askWords.has(word));
    // "…, is there a fix", "was this fixed"; not "3.5.1 algolia import error fix", the fix of the release named.
    const endsQuestion = next === undefined && !breakageWords.has(chunks[index - 1] ?? '');
    return endsQuestion || repairAskedAfter.has(next ?? '') || asked;
  });
}

/**
 * The line of a release and its place in it, for the later releases of that line (`ReleaseQuery.later`): "3.6.1" is
 * patch 1 of 3.6, "3.6" patch 0, "2.0.0-beta.10" beta 10 of 2.0.0. Null for any other version ("3", "latest").
 */
export function releaseLine(version: string): {line: string; number: number} | null {
  const match = /^(\d+\.\d+)(?:\.(\d+))?$/.exec(version) ?? /^(\d+\.\d+\.\d+-[a-z]+)\.(\d+)$/.exec(version);
  return match ? {line: match[1]!, number: Number(match[2] ?? 0)} : null;
}

/** Does a page's release ("3.4" for a post, "3.4.0" for a changelog page) answer the release query? */
export function releaseMatches(pageRelease: string, query: ReleaseQuery): boolean {
  if (query.later) {
    // A later patch of the same minor: "3.6.1" → 3.6.2 and 3.6.3; "3.6" and "3.6.0" → 3.6.1 and after. A later
    // prerelease of the same kind: "2.0.0-beta.10" → beta.11 and after.
    const asked = releaseLine(query.version);
    const page = releaseLine(pageRelease);
    return asked !== null && page !== null && page.line === asked.line && page.number > asked.number;
  }
  if (query.exact) {
    if (pageRelease === query.version) return true;
    // "3.6.3" also finds the 3.6 post; a prerelease has no post of its own.
    const plain = /^(\d+\.\d+)\.\d+$/.exec(query.version);
    return plain !== null && pageRelease === plain[1];
  }
  if (query.version.includes('-')) return pageRelease === query.version || pageRelease.startsWith(`${query.version}.`);
  return pageRelease === query.version || pageRelease === `${query.version}.0`;
}

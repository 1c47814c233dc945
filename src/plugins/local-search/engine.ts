/**
 * The query pipeline shared by the modal, /search/ and the not-found page. Pagefind answers
 * "which pages contain this word, how strongly"; this module decides what is asked
 * (stop words, corrections, synonyms, releases) and the final order (ranking.ts).
 */
import type {PagefindApi, PagefindFilter, PagefindFragment, PagefindResult} from './client';
import {
  applySynonyms,
  allowedEdits,
  correctionsFor,
  editDistance,
  hasArrivalIntent,
  hasChangelogIntent,
  hasReleaseIntent,
  isCorrectable,
  isIdentifier,
  latestRelease,
  asksForLaterFix,
  asksForDocsOfVersions,
  asksForRoutineUpgrade,
  olderDocsVersion,
  speaksAsExtensionAuthor,
  newestOfLine,
  compareVersions,
  cliFlags,
  asksAboutReleasePolicy,
  releaseLine,
  releaseMatches,
  looksLikeMessage,
  quotesVersion,
  quotedValues,
  sectionNamedBy,
  unfinishedPageAt,
  speaksOfOwnChangelog,
  migrationTarget,
  namesOwnVersion,
  preparationFor,
  movesBetweenVersions,
  isReleaseIntentWord,
  looksLikeIdentifier,
  namesOnlyBreakingChanges,
  parseRelease,
  rawTokenize,
  scopedMajor,
  stem,
  stopWords,
  politeRequestWordAt,
  speaksOfOldMajors,
  tokenize,
  words,
  type Alternative,
  type Concept,
  type ReleaseQuery,
  type Stemmer,
} from './queryRules';
import {
  isOfYear,
  rankPages,
  readerLiftFor,
  overviewUrls,
  stretchShare,
  titleIsQuery,
  type Candidate,
  type PageInfo,
  type RankContext,
  type RankingWeights,
  docsVersionsUrl,
} from './ranking';
import rankingWeights from './rankingWeights.json';
import {
  closeMessageShare,
  matchQuotedMessages,
  messageWords,
  minMatchedWords,
  type QuotedMessageRow,
} from './quotedMessages';
import {conceptWeights, everydayMinConcepts, type EverydayFile} from './everydayWords';
import {bestReaderQueries, currentDocsUrl, pagesCarrying, readerCarrying, type ReaderFile} from './readerQueries';
import {docsVersionOfTag} from './pageRules';
import type {PageRow, PagesFile} from './searchData';
import {identifierParts, joinedForm, maxWordLength, pluralStem, underscoredForm} from './words';

/** What the engine needs from the browser: Pagefind, and the two files the indexer writes next to it. */
export type SearchIndex = {
  pagefind: PagefindApi;
  loadPages: () => Promise<PagesFile>;
  /** Rows of one `parts` file of pages.json (an older docs version). */
  loadPagesPart?: (file: string) => Promise<PageRow[]>;
  /** Vocabulary of one first letter, most frequent word first. */
  loadWords: (letter: string) => Promise<string[]>;
  /** Reader queries of the pages, one file of stems (`readerQueries.ts`); absent: none. */
  loadReader?: (key: string) => Promise<ReaderFile>;
  /** Weights of everyday words, one file of stems (`everydayWords.ts`); absent: every word weighs 1. */
  loadEveryday?: (key: string) => Promise<EverydayFile>;
  /**
   * The messages the pages quote to explain them (`quotedMessages.ts`); fetched only by a query that reads like a
   * message or has four words or more.
   */
  loadMessages?: () => Promise<QuotedMessageRow[]>;
};

export type Correction = {from: string; to: string[]};

export type QueryPlan = {
  concepts: Concept[];
  release: ReleaseQuery | null;
  /** The query asks about a release without naming one ("nested admonitions release"): release posts come first. */
  releaseIntent: boolean;
  /** The query asks when, or in which release, something came (`hasArrivalIntent`): release pages are lifted. */
  arrivalIntent: boolean;
  /** The major an arrival question is limited to ("when did i18n ship in docusaurus 2"; `scopedMajor`), or null. */
  arrivalMajor: string | null;
  /** The query asks for a changelog entry, no release named (`hasChangelogIntent`): changelog pages come first. */
  changelogIntent: boolean;
  /** The query asks for the docs of Docusaurus's versions (`asksForDocsOfVersions`): their list comes first. */
  docsOfVersions: boolean;
  /** The query asks how to upgrade within a major (`asksForRoutineUpgrade`): the page on upgrading is lifted. */
  routineUpgrade: boolean;
  /** The older docs version whose docs the query asks for on a topic (`olderDocsVersion`): searched as from there. */
  docsVersion: string | null;
  /** The reader writes the plugin or theme asked about (`speaksAsExtensionAuthor`): the plugin API is lifted. */
  extensionAuthor: boolean;
  corrections: Correction[];
  /** The query as searched, when a word was corrected: "Showing results for …". */
  correctedQuery: string | null;
  /** Words to highlight in results and on the opened page. */
  highlightTerms: string[];
  /** Query words left unsearched in a long query (the most common ones): see `maxSearchedConcepts`. */
  skipped: string[];
};

export type RankedPage = {
  page: PageInfo;
  result: PagefindResult | undefined;
  score: number;
  /** The heading of the page's entry that explains the pasted message (`quotedMessages.ts`). */
  anchor?: string;
};

/**
 * The engine's rules, each of which can be switched off (scripts/bench-search.mjs measures each one off, so a rule is
 * kept only when both halves of relevance.json gain from it). Default: all on.
 * - stopWords: words such as "how", "the", "can" are not searched;
 * - stemming: titles, headings, synonyms and the vocabulary are compared by Snowball English stems (off: plurals only);
 * - typos: a word missing from the vocabulary is replaced by its nearest indexed words;
 * - identifiers: camelCase, kebab-case, snake_case and dotted names are searched whole and by their parts, neighbour
 *   words are joined when the index has them together ("nav bar" → navbar), an unknown word is split in two known ones;
 * - synonyms: the groups of synonyms.json;
 * - releases: a named release puts its post and changelog page first;
 * - rareWords: a long query (a pasted message) searches only its `maxSearchedConcepts` rarest concepts;
 * - titles: a title or heading that carries a query word lifts the page;
 * - sections: docs before community, blog, pages and changelog for the same evidence, moved by aboutness;
 * - reference: API reference pages are lifted for identifier queries, and a page that defines a named identifier (in
 *   its options table or a heading) counts one concept more;
 * - messages: troubleshooting pages rank as docs for a query that reads like a pasted message, below them otherwise;
 * - proximity: a page carrying the query's concepts within one passage is lifted over one that scatters them;
 * - neighbours: a page writing side by side two words the query has side by side is lifted (`neighbourShare`);
 * - arrivalNeighbours: in a question asking when something came, that lift is `arrivalNeighbourLift` times larger;
 * - breakingChanges: "breaking changes" of a named release asks for its post before its changelog page
 *   (`namesOnlyBreakingChanges`);
 * - phrases: a title, heading or keyword that is a phrase of a query of 3+ concepts counts one concept more;
 * - weights: the rules' parts are combined by the weights of rankingWeights.json, fitted on the tuning halves
 *   (`rankingFeatures`, scripts/train-search-ranking.mjs); off: the hand-set score;
 * - readerQueries: a page one of whose reader queries (readerQueries.ts) carries the query's concepts counts them as
 *   covered, though its text may lack them;
 * - everyday: in a query of 3+ concepts, a concept of everyday words ("away", "different") counts less than one
 *   (everydayWords.ts);
 * - longQueries: in a query of 4+ concepts (a reader's sentence), the reader queries lift a page twice as much
 *   (`readerLiftFor`);
 * - overviews: in a query of 3+ concepts, a docs page above two or more others (`/docs/sidebar/`) keeps
 *   `overviewTaskShare` of its score, so the sub-page that explains the task comes first (`overviewUrls`);
 * - arrivals: a question asking when, or in which release, something came ("createSitemapItems added in which
 *   version") lifts the release posts and changelog pages (`hasArrivalIntent`, `arrivalLift`);
 * - ownVersions: a version of the reader's own product ("keep the docs for 1.0 while i write docs for 2.0") names no
 *   Docusaurus release and asks no release question; its numbers are not searched (`namesOwnVersion`);
 * - ownVersionWord: the first of those numbers is searched as the word "version" instead: the reader's docs come in
 *   versions, which the versioning guide explains ("keep separate docs for v1 and v2 of my package");
 * - messageHeadlines: a pasted message's whole opening sentence ("Duplicate routes found!") with the details printed
 *   under it matches the message, though its other sentences are missing (`headlineOf`);
 * - retiredPages: a page that announces, before its first section, that what it documents is retired (the
 *   Universal Analytics plugin) keeps `retiredShare` of its score, so its successor's page comes first;
 * - preparations: "before" a word of moving or a major version ("fix my mdx before upgrading to v3") asks what to
 *   prepare for a move not made yet: "before" is searched as "prepare", the moving words not at all (`preparationFor`);
 * - olderDocs: a query naming one of the older docs versions the site keeps, with a topic ("docusaurus 3.6.3
 *   deployment"), names no release: it searches as from that version's docs, whose pages take the place of the
 *   current ones (`olderDocsVersion`, `filtersForDocsVersion`);
 * - routineUpgrades: a move within the major or to the newest version ("bump from 3.6 to 3.7", "update docusaurus to
 *   the latest version") names no release; the page on upgrading is lifted (`asksForRoutineUpgrade`,
 *   `routineUpgradeLift`);
 * - routineMoves: such a move said by its two ends alone ("jump from 2.1 to 2.4", "going from 3.6.3 to 3.7.0") or
 *   of the packages by their scope ("bump every @docusaurus package to the latest") is read the same way; the two
 *   versions of a routine upgrade are not searched (`asksForRoutineUpgrade` with `spans`);
 * - versionMoves: two versions with a move between them ("upgrade from 3.6.3 to 3.7.0") are read the same way: the
 *   upgrade and migration guides answer, not the release the move starts from (`movesBetweenVersions`);
 * - majorScopes: a bare major in an arrival question ("when did i18n ship in docusaurus 2") names no release; it
 *   limits the lifted release pages to that major's (`scopedMajor`, `arrivalMajor`);
 * - unindexedJoins: a name's joined form that Pagefind's index cannot have (`sidebar_label` → sidebarlabel) is not
 *   searched, since Pagefind answers it with the pages of its longest indexed prefix (`mayBeIndexed`);
 * - laterFixes: something broken in a named release, with a question for its repair ("broken after 3.6.1, fixed in
 *   which patch"), asks for the later releases of the same line (`asksForLaterFix`, `ReleaseQuery.later`);
 * - docsOfVersions: a question for the docs of Docusaurus's own versions ("where can i still read the 2.x docs", "past
 *   versions") names no release to read and no version of the reader's: the list of documented versions comes first
 *   (`asksForDocsOfVersions`, `docsVersionsUrl`);
 * - releasePolicy: a question about the release policy ("how often are minor releases published", "is v2 still
 *   maintained") names no release and asks for no release notes; its versions are not searched
 *   (`asksAboutReleasePolicy`);
 * - extensionAuthors: a reader who writes the plugin or theme asked about ("inject a script into every page from a
 *   plugin", "my theme package") is answered by the plugin API: its pages are lifted (`speaksAsExtensionAuthor`,
 *   `extensionApiLift`);
 * - newestOfLine: a question for the newest release of one major ("last 2.x release", "latest v3 version") names the
 *   newest release of that line among the pages' releases, a patch included (`newestOfLine`);
 * - cliFlags: a command-line flag ("swizzle --danger", "start --host") is a name: its synonyms are not searched, and
 *   the reference pages are lifted as for any identifier (`cliFlags`);
 * - quotedValues: a value in single quotes is one a message filled in, as the framework's messages print them: a
 *   quoted version ("No docs version exist for name '2.0'…") names no release, and a query quoting a value that
 *   matches a quoted message's words at all is that message (`quotedValues`, `quotesVersion`);
 * - sectionNames: a word naming a section of the site ("changelog") is carried by every page of that section that the
 *   query's other words find, though its text seldom repeats the word (`sectionNamedBy`);
 * - unfinishedPages: a page said not to be ready for readers ("a doc that isn't finished yet", "should not go live
 *   yet", "half-written") is a draft: the word that says so is searched as "draft" (`unfinishedPageAt`);
 * - politeRequests: the verb of a polite request ("i would like to", "we'd love to") is not searched: long pages that
 *   say "like" everywhere carried it as one concept more (`politeRequestWordAt`);
 * - legacyGuides: the pages of the migration guide to an older major (Docusaurus 1 → 2) yield to the current guides
 *   when the query speaks of no older major and of no move (`speaksOfOldMajors`, `isLegacyGuide`).
 */
export const ruleNames = [
  'stopWords',
  'stemming',
  'typos',
  'identifiers',
  'synonyms',
  'releases',
  'rareWords',
  'titles',
  'sections',
  'reference',
  'messages',
  'proximity',
  'phrases',
  'weights',
  'readerQueries',
  'everyday',
  'longQueries',
  'overviews',
  'arrivals',
  'ownVersions',
  'ownVersionWord',
  'preparations',
  'messageHeadlines',
  'retiredPages',
  'versionMoves',
  'routineUpgrades',
  'routineMoves',
  'olderDocs',
  'majorScopes',
  'unindexedJoins',
  'laterFixes',
  'docsOfVersions',
  'releasePolicy',
  'extensionAuthors',
  'newestOfLine',
  'cliFlags',
  'quotedValues',
  'sectionNames',
  'unfinishedPages',
  'politeRequests',
  'legacyGuides',
  'neighbours',
  'arrivalNeighbours',
  'breakingChanges',
] as const;
export type RuleName = (typeof ruleNames)[number];
export type EngineOptions = {rules?: Partial<Record<RuleName, boolean>>};
const ruleOn = (options: EngineOptions | undefined, rule: RuleName) => options?.rules?.[rule] !== false;

const releaseOnlyWords = new Set([
  'release',
  'releases',
  'released',
  'changelog',
  'notes',
  'version',
  'announcement',
  'announcing',
  "what's",
  'whats',
  'new',
  'docusaurus',
  'changes',
  'change',
  'fixes',
  'fix',
  'bug',
  'bugs',
]);

/**
 * Concepts searched at most per query: each costs an index chunk download (≈ 17 KB) the first time, and a pasted
 * message of 30 words is told apart by its few rare words, not by "the", "page" or "docusaurus".
 */
export const maxSearchedConcepts = 8;

/** Positions between the parts of an identifier or a compound written apart, on the page. */
export const nearWords = 3;

/** Stems of a vocabulary list, computed once per list. */
const vocabularyStems = new WeakMap<readonly string[], Map<Stemmer, Set<string>>>();
function stemsOf(list: readonly string[], stemWord: Stemmer): Set<string> {
  let byStemmer = vocabularyStems.get(list);
  if (!byStemmer) vocabularyStems.set(list, (byStemmer = new Map()));
  let set = byStemmer.get(stemWord);
  if (!set) byStemmer.set(stemWord, (set = new Set(list.map(stemWord))));
  return set;
}

/**
 * Depths in a vocabulary list (`words-<letter>.json`, most frequent first) past which a joined form of two words is
 * rare, and above which each word is common: such a join is an artifact, and the words stay apart (`isJoinArtifact`).
 */
export const rareJoinDepth = 0.4;
export const commonWordDepth = 0.1;

/** Compounds the vocabulary may have as one word: three neighbours first, then two, each with its shortest join. */
const compoundSizes = [
  {size: 3, minLetters: 8},
  {size: 2, minLetters: 6},
];

/** Words from which a query that reads like a message is taken for a pasted one rather than a reader's question. */
const messageLength = 8;

/** Turns the reader's query into concepts to search; loads vocabulary files only for words that may be misspelled. */
export async function planQuery(
  query: string,
  loadWords: SearchIndex['loadWords'],
  options?: EngineOptions,
  commonStems: ReadonlySet<string> = new Set(),
  /** API names the pages define, joined and lowercase (`definedNameForms`): such a word is not split. */
  definedNames: ReadonlySet<string> = new Set(),
  /** The older docs versions the search may move to (`documentedVersions`), "3.6.3". */
  documentedVersions: ReadonlySet<string> = new Set(),
): Promise<QueryPlan> {
  const on = (rule: RuleName) => ruleOn(options, rule);
  const stemWord: Stemmer = on('stemming') ? stem : pluralStem;
  const rawChunks = rawTokenize(query);
  const chunks = rawChunks.map((chunk) => chunk.toLowerCase());
  // A version inside a long pasted message is one of its variable parts ("Invalid name=… version number=3.5.2. All
  // official packages…"), not a release asked for; a short question with a message word ("is 2.4.2 broken") still is.
  // A question asking which release fixed what broke in a named one is not a message for its word "broken".
  const laterFix = on('releases') && on('laterFixes') && asksForLaterFix(chunks);
  // A version in single quotes is a value a message filled in ("No docs version exist for name '2.0'…"), at any length.
  const versionInMessage =
    on('messages') &&
    !laterFix &&
    ((chunks.length >= messageLength && looksLikeMessage(query)) || (on('quotedValues') && quotesVersion(query)));
  // "keep the docs for 1.0 around while i write docs for 2.0": the reader's own versions, not Docusaurus releases.
  // "where can i still read the 2.x docs": Docusaurus's documented versions, neither a release nor the reader's own.
  const docsOfVersions = on('releases') && on('docsOfVersions') && asksForDocsOfVersions(chunks);
  // "update docusaurus to the latest version": how to upgrade, not what the newest release brought.
  const routineUpgrade = on('releases') && on('routineUpgrades') && asksForRoutineUpgrade(chunks, on('routineMoves'));
  // With `routineMoves`, a routine upgrade's versions are neither searched nor a docs version to search in.
  const routineMove = routineUpgrade && on('routineMoves');
  // "docusaurus 3.6.3 deployment": the deployment page of the 3.6.3 docs, not the 3.6.3 release. A version inside a
  // pasted message is one of its variable parts, not where to search (judged only once a documented version is named).
  const namedDocsVersion =
    on('releases') && on('olderDocs') && !docsOfVersions && !routineMove
      ? olderDocsVersion(chunks, documentedVersions)
      : null;
  const olderDocs = namedDocsVersion && !looksLikeMessage(query) ? namedDocsVersion : null;
  // "how often are minor releases published", "is v2 still maintained": the policy, not a release.
  const policy = on('releases') && on('releasePolicy') && !docsOfVersions && asksAboutReleasePolicy(chunks);
  const ownVersion =
    on('releases') && on('ownVersions') && !docsOfVersions && !olderDocs && !policy && namesOwnVersion(chunks);
  // "upgrade from 3.6.3 to 3.7.0": the two ends of a move name no release either, but they are Docusaurus's own
  // versions, searched as words ("v3" in the title of the guide to 3).
  const versionMove = on('releases') && on('versionMoves') && movesBetweenVersions(chunks);
  // The versions of each of these readings are no release to read about.
  const namesNoRelease = ownVersion || policy || versionMove || docsOfVersions || routineUpgrade || olderDocs !== null;
  const readsReleases = on('releases') && !versionInMessage && !namesNoRelease;
  // "last 2.x release": the newest release of that line, found among the pages' releases (`runSearch`).
  const line = readsReleases && on('newestOfLine') ? newestOfLine(chunks) : null;
  const parsed: ReleaseQuery | null = line
    ? {version: 'latest', line: line.major, exact: false, wantsChangelog: false, consumed: line.consumed}
    : readsReleases
      ? parseRelease(chunks)
      : null;
  // "docusaurus 3.0 breaking changes": the post and the migration guide list what breaks; not the changelog first.
  const named =
    parsed?.wantsChangelog && on('breakingChanges') && namesOnlyBreakingChanges(chunks)
      ? {...parsed, wantsChangelog: false}
      : parsed;
  // "when did i18n ship in docusaurus 2": the major says where to look; the release asked for is the one that brought
  // i18n.
  const arrivalMajor = named && !line && on('arrivals') && on('majorScopes') ? scopedMajor(chunks, named) : null;
  const release = arrivalMajor
    ? null
    : named && laterFix && releaseLine(named.version)
      ? {...named, later: true}
      : named;
  let kept = chunks.map((_, index) => index);
  if (arrivalMajor) kept = kept.filter((index) => !named!.consumed.includes(chunks[index]!));
  // The reader's own versions, and those whose policy is asked about, are not searched either; but the reader's own
  // numbers say the docs come in versions ("keep separate docs for v1 and v2 of my package"): the first is searched
  // as the word "version", unless the query has a word of that stem already.
  const isVersionChunk = (index: number) => /^v?\d+(?:\.(?:\d+|x))*$/.test(chunks[index]!);
  // Words searched as another word, by position.
  const searchedAs = new Map<number, string>();
  const versionWordAt =
    ownVersion && on('ownVersionWord') && !chunks.some((chunk) => stem(chunk) === 'version')
      ? kept.find(isVersionChunk)
      : undefined;
  if (versionWordAt !== undefined) searchedAs.set(versionWordAt, 'version');
  if (ownVersion || policy) kept = kept.filter((index) => index === versionWordAt || !isVersionChunk(index));
  // "fix my mdx before upgrading to v3": the reader has not moved yet and asks what to prepare, which the move's own
  // guide is not about; "before" is searched as "prepare" (dropped when the query says so already), its moving
  // words not at all.
  const preparation = on('releases') && on('preparations') ? preparationFor(chunks) : null;
  if (preparation) {
    const saysPrepare = chunks.some((chunk) => stem(chunk) === 'prepar');
    if (!saysPrepare) searchedAs.set(preparation.before, 'prepare');
    kept = kept.filter((index) => !preparation.moves.includes(index) && (index !== preparation.before || !saysPrepare));
  }
  // "hide a page that isn't finished yet": the page is a draft, a word no part of the query says.
  const unfinishedAt = on('unfinishedPages') ? unfinishedPageAt(chunks) : null;
  if (unfinishedAt !== null) searchedAs.set(unfinishedAt, 'draft');
  // "move my site from docusaurus 3.5 to 3.7": the two ends of a move within the major are in no guide's title, only
  // in their release posts', which do not say how to move.
  if (routineMove) kept = kept.filter((index) => !isVersionChunk(index));
  // The version says where to search (`filtersForDocsVersion`); it is not a word of the topic.
  if (olderDocs) kept = kept.filter((index) => index !== olderDocs.index);
  // "to version 2": the word only labels the number.
  if (versionMove) kept = kept.filter((index) => !['version', 'versions'].includes(chunks[index]!));
  if (release)
    kept = kept.filter((index) => !release.consumed.includes(chunks[index]!) && !releaseOnlyWords.has(chunks[index]!));
  const isStop = (chunk: string) => on('stopWords') && stopWords.has(chunk);
  let content = kept.filter((index) => !isStop(chunks[index]!));
  // "i would like to …", "i'd love to …": the words of a polite request, not of the topic.
  if (on('politeRequests')) content = content.filter((index) => !politeRequestWordAt(chunks, index));
  // "sitemap lastmod release": the release words are the intent (release posts first), not words to search.
  // "createSitemapItems added in which version": the release that brought it, before the page documenting it.
  const noRelease = !release && !namesNoRelease;
  const arrivalIntent = on('releases') && on('arrivals') && noRelease && hasArrivalIntent(chunks);
  const releaseIntent = on('releases') && noRelease && (hasReleaseIntent(chunks) || arrivalIntent);
  const changelogIntent = on('releases') && noRelease && hasChangelogIntent(chunks);
  if (releaseIntent) {
    const rest = content.filter((index) => !isReleaseIntentWord(chunks, index));
    if (rest.length > 0) content = rest;
  }
  const searched = content.length > 0 || release ? content : kept;

  const vocabulary = (letter: string) => loadWords(letter).catch(() => [] as string[]);
  /** Is the word in the index, as written or as another form of the same stem? */
  const isKnown = async (word: string) => {
    const list = await vocabulary(word[0]!);
    return list.includes(word) || (/^[a-z]+$/.test(word) && stemsOf(list, stemWord).has(stemWord(word)));
  };
  const isIndexedWord = async (word: string) => (await vocabulary(word[0]!)).includes(word);
  /** How deep a word lies in its vocabulary list, most frequent first: 0 at the top, 1 at the bottom or absent. */
  const depthOf = async (word: string) => {
    const list = await vocabulary(word[0]!);
    const at = list.indexOf(word);
    return at < 0 ? 1 : at / list.length;
  };
  /**
   * Two common words whose joined form (an indexed word) is rare ("offline pwa" → offlinepwa, from one changelog's
   * "offline/PWA"; "docusaurus site", "blog posts", "doc page") are the words the reader means, not a compound: the
   * joined form is an artifact of a path or a package name on a page or two. "nav bar" (navbar) and "site map"
   * (sitemap) are joined forms as common as their parts, and "blog title" is an option the pages define (`blogTitle`).
   */
  const isJoinArtifact = async (typed: readonly string[], joined: string) => {
    if (definedNames.has(joined) || (await depthOf(joined)) <= rareJoinDepth) return false;
    const parts = await Promise.all(typed.map(depthOf));
    return parts.every((depth) => depth <= commonWordDepth);
  };

  /**
   * Can Pagefind's index have this joined form of a name? Pagefind answers a word its index lacks with the pages of the
   * word's longest indexed prefix ("docusaurusfoobar" finds every page with "docusaurus"), so a form it cannot have is
   * not searched: the underscore-less join of `DOCUSAURUS_IGNORE_SSG_WARNINGS` or `sidebar_label` (Pagefind keeps the
   * underscore), or a form of plain letters that no word of the vocabulary begins with. A form the vocabulary does not
   * cover (with digits, or longer than its words) is searched.
   */
  const mayBeIndexed = async (segment: string, joined: string) => {
    if (joined !== underscoredForm(segment)) return false;
    if (!/^[a-z]+$/.test(joined) || joined.length > maxWordLength) return true;
    return (await vocabulary(joined[0]!)).some((word) => word.startsWith(joined));
  };

  const identifierConcepts: Concept[] = [];
  const plain: {index: number; word: string}[] = [];
  for (const index of searched) {
    const raw = rawChunks[index]!;
    const replacement = searchedAs.get(index);
    if (replacement) {
      plain.push({index, word: replacement});
      continue;
    }
    if (!on('identifiers') || !isIdentifier(raw)) {
      plain.push({index, word: chunks[index]!});
      continue;
    }
    // `themeConfig.navbar.hideOnScroll`: each dotted segment is a concept, searched whole and by its parts.
    const segments = raw.split(/[./@]+/).filter((segment) => /\p{L}/u.test(segment));
    for (const segment of segments) {
      const parts = identifierParts(segment);
      const joined = joinedForm(segment);
      const forms = [
        underscoredForm(segment),
        ...(!on('unindexedJoins') || (await mayBeIndexed(segment, joined)) ? [joined] : []),
      ];
      const alternatives: Alternative[] = [...new Set(forms)]
        .filter((term) => /\p{L}/u.test(term))
        .map((term) => ({term, weight: 1, kind: 'exact'}));
      if (parts.length > 1) alternatives.push({term: parts.join(' '), weight: 0.9, kind: 'exact', near: true});
      // A typo inside a name ("useDocusarusContext", "docusaurus.conig.js"): the whole name, which the index has as
      // one word, is corrected; and so is each part, for a name the index has only by its parts
      // ("strng-literal-i18n-messages").
      const unknown = on('typos') && !(await isIndexedWord(joined));
      if (unknown && isCorrectable(joined)) {
        for (const [rank, term] of correctionsFor(joined, await vocabulary(joined[0]!)).entries()) {
          alternatives.push({term, weight: rank === 0 ? 1 : 0.8, kind: 'correction'});
        }
      }
      if (unknown && parts.length > 1) {
        const correctedParts = await Promise.all(
          parts.map(async (part) =>
            isCorrectable(part) && !(await isIndexedWord(part))
              ? (correctionsFor(part, await vocabulary(part[0]!))[0] ?? part)
              : part,
          ),
        );
        if (correctedParts.some((part, position) => part !== parts[position])) {
          // The index has a name with digits ("i18n") whole, though not in its typo vocabulary: searched whole too.
          alternatives.push({term: correctedParts.join(''), weight: 1, kind: 'correction'});
          alternatives.push({term: correctedParts.join(' '), weight: 0.85, kind: 'correction', near: true});
        }
      }
      identifierConcepts.push({source: [segment.toLowerCase()], alternatives});
    }
    if (segments.length > 1) {
      const whole = [...new Set([underscoredForm(raw), joinedForm(raw)])];
      identifierConcepts.push({
        source: [chunks[index]!],
        alternatives: whole.map((term) => ({term, weight: 1, kind: 'exact'})),
      });
    }
  }

  // A swap of the first two letters changes the file the right word is in. Corrections compare the word as typed,
  // never its stem: a stemmed typo matches nothing. A correction of another form of an indexed word may only give a
  // form of the same stem ("instalation" → installation).
  const correctionsOf = async (chunk: string, otherForm: boolean) => {
    const letters = [...new Set([chunk[0]!, chunk[1]!])];
    const lists = await Promise.all(letters.map(vocabulary));
    const candidates = lists.length > 1 ? interleave(lists[0]!, lists[1]!) : lists[0]!;
    return correctionsFor(chunk, candidates).filter((word) => !otherForm || stemWord(word) === stemWord(chunk));
  };
  const corrections: Correction[] = [];
  // Compounds: neighbours the index has as one word ("nav bar" → navbar, "hide on scroll" → hideonscroll).
  const joinedConcepts: Concept[] = [];
  const joinedAway = new Set<number>();
  if (on('identifiers')) {
    // Words of a synonym phrase ("stack overflow") stay as the phrase.
    const inPhrase = new Set(
      on('synonyms')
        ? applySynonyms(
            plain.map(({word}) => word),
            undefined,
            stemWord,
          )
            .filter((concept) => concept.source.length > 1)
            .flatMap((concept) => concept.source)
        : [],
    );
    // A compound written apart with a typo in one of its words ("site mapp" → sitemap, where "mapp" alone reads "app"):
    // the words joined are corrected as one word, when one of them is unknown (known words are never corrected into a
    // compound) and the neighbour changes what it reads. The notice names the corrected word ("site map").
    // The words no page has in any form, looked up once for all the groups they stand in.
    const misspelt = new Set<string>();
    if (on('typos')) {
      for (const {word} of plain) if (isCorrectable(word) && !(await isKnown(word))) misspelt.add(word);
    }
    const compoundTypo = async (typed: readonly string[], joined: string) => {
      const at = typed.findIndex((word) => misspelt.has(word));
      if (at < 0 || typed.some((word, other) => other !== at && misspelt.has(word))) return null;
      const [compound] = await correctionsOf(joined, false);
      if (!compound) return null;
      const from = typed[at]!;
      const before = typed.slice(0, at).join('');
      const after = typed.slice(at + 1).join('');
      const word =
        compound.startsWith(before) && compound.endsWith(after)
          ? compound.slice(before.length, compound.length - after.length)
          : '';
      // The misspelt word must be as close to its part of the compound as a typo of it may be ("blcok title" is not
      // "blogtitle"), and its own correction must read otherwise ("blog athors": authors, left to the word rules).
      const edits = allowedEdits(from.length);
      if (word.length === 0 || editDistance(from, word, edits) > edits) return null;
      if ((await correctionsOf(from, false))[0] === word) return null;
      return {compound, word: {from, to: [word]}};
    };
    // Three words first ("authors map path" is `authorsMapPath`, and no two of its words are one indexed word), then
    // two; neighbours may have one stop word between them.
    for (const {size, minLetters} of compoundSizes) {
      for (let position = 0; position + size <= plain.length; position += 1) {
        const group = plain.slice(position, position + size);
        if (group.some(({index, word}) => joinedAway.has(index) || inPhrase.has(word))) continue;
        if (group[size - 1]!.index - group[0]!.index > 2 * (size - 1)) continue;
        const joined = chunks.slice(group[0]!.index, group[size - 1]!.index + 1).join('');
        if (joined.length < minLetters || !/^[a-z]+$/.test(joined)) continue;
        const typed = group.map(({word}) => word);
        const indexed = await isIndexedWord(joined);
        if (indexed && size === 2 && (await isJoinArtifact(typed, joined))) continue;
        if (!indexed) {
          const typo = await compoundTypo(typed, joined);
          if (!typo) continue;
          for (const {index} of group) joinedAway.add(index);
          // Pages may write the compound apart, as the reader did ("site map"): both forms are searched.
          const apart = typed.map((word) => (word === typo.word.from ? typo.word.to[0]! : word));
          joinedConcepts.push({
            source: typed,
            alternatives: [
              {term: apart.join(' '), weight: 1, kind: 'correction', near: true},
              {term: typo.compound, weight: 0.95, kind: 'correction'},
            ],
          });
          corrections.push(typo.word);
          continue;
        }
        for (const {index} of group) joinedAway.add(index);
        joinedConcepts.push({
          source: typed,
          // The words as typed come first: a page that writes them apart as the reader did matches exactly.
          alternatives: [
            {term: typed.join(' '), weight: 1, kind: 'exact', near: true},
            {term: joined, weight: 0.95, kind: 'exact'},
          ],
        });
      }
    }
  }

  const corrected: string[] = [];
  const splitConcepts: Concept[] = [];
  for (const {index, word: chunk} of plain) {
    if (joinedAway.has(index)) continue;
    if (!isCorrectable(chunk) || (await isIndexedWord(chunk))) {
      // A long compound the index has as one word (a file or folder name on one page, "staticassets") is also
      // searched written apart, as the guides write it ("static assets"), unless it has synonyms of its own or is an
      // API name the pages define ("sidebarcollapsible" names the option).
      const apart =
        on('identifiers') &&
        !definedNames.has(chunk) &&
        chunk.length >= 10 &&
        /^[a-z]+$/.test(chunk) &&
        applySynonyms([chunk])[0]!.alternatives.length === 1
          ? await splitCompound(chunk, isIndexedWord)
          : null;
      if (apart) {
        splitConcepts.push(writtenApart(chunk, apart));
        continue;
      }
      corrected.push(chunk);
      continue;
    }
    // Another form of an indexed word ("releasing" where pages say "released") is searched as typed: Pagefind stems it.
    const otherForm = await isKnown(chunk);
    // A compound written together that the pages write apart ("searchbar" → search bar).
    const split = on('identifiers') && !otherForm ? await splitCompound(chunk, isIndexedWord) : null;
    if (split) {
      // Two known words in one ("metdata": met + data) may as well be a typo of one ("metadata"): both are searched,
      // and the pages decide.
      const typoOf = on('typos') ? await correctionsOf(chunk, false) : [];
      splitConcepts.push(writtenApart(chunk, split, typoOf));
      continue;
    }
    if (!on('typos')) {
      corrected.push(chunk);
      continue;
    }
    const to = await correctionsOf(chunk, otherForm);
    if (to.length === 0) {
      corrected.push(chunk);
      continue;
    }
    corrections.push({from: chunk, to});
    corrected.push(to[0]!);
  }

  const wordConcepts = on('synonyms')
    ? applySynonyms(corrected, undefined, stemWord, chunks)
    : corrected.map((word): Concept => ({source: [word], alternatives: [{term: word, weight: 1, kind: 'exact'}]}));
  // "--host" names a flag: "deployment", a synonym of the word "host", is not what the reader means.
  const flags = on('cliFlags') ? new Set(cliFlags(query)) : new Set<string>();
  for (const concept of wordConcepts) {
    if (concept.source.length === 1 && flags.has(concept.source[0]!.toLowerCase())) {
      concept.alternatives = concept.alternatives.filter((alternative) => alternative.kind !== 'synonym');
    }
  }
  // A corrected word searches every equally close candidate, marked as a correction.
  for (const concept of wordConcepts) {
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
  let concepts = [...identifierConcepts, ...joinedConcepts, ...splitConcepts, ...wordConcepts];

  // A long query searches its rarest concepts: identifiers first, then words the site seldom uses, longer first.
  const skipped: string[] = [];
  if (on('rareWords') && concepts.length > maxSearchedConcepts) {
    const rareness = (concept: Concept, position: number) => {
      const identifier = identifierConcepts.includes(concept) ? 100 : 0;
      const common = concept.source.every((word) => commonStems.has(stemWord(word))) ? -50 : 0;
      return identifier + common + Math.max(...concept.source.map((word) => word.length)) - position / 100;
    };
    const keep = new Set(
      concepts
        .map((concept, position) => ({concept, score: rareness(concept, position)}))
        .sort((a, b) => b.score - a.score)
        .slice(0, maxSearchedConcepts)
        .map(({concept}) => concept),
    );
    skipped.push(...concepts.filter((concept) => !keep.has(concept)).flatMap((concept) => concept.source));
    concepts = concepts.filter((concept) => keep.has(concept));
  }

  const correctedQuery = corrections.length
    ? tokenize(query)
        .map((chunk) => corrections.find((correction) => correction.from === chunk)?.to[0] ?? chunk)
        .join(' ')
    : null;
  const highlightTerms = [
    ...new Set(
      concepts.flatMap((concept) =>
        concept.alternatives
          .filter((alternative) => alternative.kind !== 'synonym')
          .flatMap((alternative) => words(alternative.term)),
      ),
    ),
  ];
  return {
    concepts,
    release,
    releaseIntent,
    arrivalIntent,
    arrivalMajor,
    changelogIntent,
    docsOfVersions,
    routineUpgrade,
    docsVersion: olderDocs?.version ?? null,
    extensionAuthor: on('extensionAuthors') && speaksAsExtensionAuthor(chunks),
    corrections,
    correctedQuery,
    highlightTerms,
    skipped,
  };
}

/**
 * A word searched as typed and as the two words it splits into, standing together; `corrections`, when the word may
 * as well be a typo of one word, are searched too.
 */
function writtenApart(word: string, split: readonly [string, string], corrections: readonly string[] = []): Concept {
  return {
    source: [word],
    alternatives: [
      {term: word, weight: 1, kind: 'exact'},
      {term: split.join(' '), weight: 0.95, kind: 'exact', near: true},
      ...corrections.map((term, rank) => ({term, weight: rank === 0 ? 0.95 : 0.8, kind: 'correction' as const})),
    ],
  };
}

/** Two indexed words (3 letters or more each) that make up a word the index lacks, or null. */
async function splitCompound(
  word: string,
  isIndexedWord: (word: string) => Promise<boolean>,
): Promise<[string, string] | null> {
  if (word.length < 6) return null;
  for (let cut = 3; cut <= word.length - 3; cut += 1) {
    const head = word.slice(0, cut);
    const tail = word.slice(cut);
    if ((await isIndexedWord(head)) && (await isIndexedWord(tail))) return [head, tail];
  }
  return null;
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

/** Each page table's `definedNameForms`, computed once. */
const namesDefined = new WeakMap<PagesFile, ReadonlySet<string>>();

/** The joined, lowercase forms of the API names of two words or more that the pages define (`PageRow`'s last column). */
function definedNameForms(pagesFile: PagesFile): ReadonlySet<string> {
  let names = namesDefined.get(pagesFile);
  if (!names) {
    const found = new Set<string>();
    for (const row of pagesFile.pages) {
      for (const name of (row[9] ?? '').split(' ')) {
        if (identifierParts(name).length > 1) for (const form of definedForms(name)) found.add(form);
      }
    }
    namesDefined.set(pagesFile, (names = found));
  }
  return names;
}

/**
 * The words of a query that spell, all lowercase, a name of two words or more that a page defines ("sidebarpath").
 * Only such names: a page's title is one of its defined forms too, and "deployment" names no API. Not the name's
 * words apart: "sidebar items" is as often a topic as the option `sidebarItems`.
 */
function namesSpelledIn(concepts: readonly Concept[], pagesFile: PagesFile): string[] {
  const known = definedNameForms(pagesFile);
  return concepts.flatMap((concept) =>
    concept.alternatives
      .filter((alternative) => alternative.kind !== 'synonym')
      .map((alternative) => alternative.term)
      .filter((term) => /^[a-z]+$/.test(term) && known.has(term) && concept.source.length === 1)
      .slice(0, 1),
  );
}

/**
 * How a defined name and a query's identifier are compared: joined and lowercase (`sidebar_label`, `sidebarLabel` and
 * `sidebar-label` meet), whole and, for an option path, by its last segment (`themeConfig.navbar.hideOnScroll` names
 * the option `hideOnScroll`). A file name is not an option path: `docusaurus.config.js` does not name `js`.
 */
export function definedForms(name: string): string[] {
  const segments = name.split('.').filter((segment) => /\p{L}/u.test(segment));
  const last = segments.at(-1);
  const optionPath = segments.length > 1 && !name.includes('/') && !fileExtension.test(last!);
  return [...new Set([joinedForm(name), ...(optionPath ? [joinedForm(last!)] : [])])];
}

const fileExtension = /^(?:[cm]?[jt]sx?|json|mdx?|css|scss|ya?ml|html?|txt|svg|png|jpe?g)$/i;

function pageInfo(row: PageRow): PageInfo {
  const [id, url, title, section, language, tag, release, headings, wordCount, defines, retired] = row;
  return {
    id,
    url,
    title,
    section,
    release,
    headings: headings ? headings.split('\n') : [],
    ...(wordCount ? {wordCount} : {}),
    // A page titled with the name ("docusaurus.config.js") defines it too, whatever its tables say.
    defines: new Set([joinedForm(title), ...(defines ? defines.split(' ').flatMap(definedForms) : [])]),
    ...(retired ? {retired: true} : {}),
    filters: {language: [language], docusaurus_tag: [tag], section: [section]},
  };
}

// ---------------------------------------------------------------------------

export type EngineSearch = {
  plan: QueryPlan;
  ranked: RankedPage[];
  /** What each page matched, by page id (the benchmark's `--explain` prints it). */
  candidates: ReadonlyMap<string, Candidate>;
  /** What the ranking knew of the query (`scripts/train-search-ranking.mjs` computes each candidate's features with it). */
  context: RankContext;
};

/** Per loaded index: the page table, and the filter-only result of every page (for pages no word search returned). */
const tables = new WeakMap<SearchIndex, Promise<Map<string, PageInfo>>>();
const commonWords = new WeakMap<SearchIndex, Promise<Set<string>>>();
const allResults = new WeakMap<SearchIndex, Promise<Map<string, PagefindResult>>>();

const loadedParts = new WeakMap<SearchIndex, Map<string, Promise<void>>>();

/**
 * The page table for a search: pages.json, plus the part file of each older docs version that the filters can match
 * (all of them without filters). Parts join the same table as they load.
 */
async function pageTable(index: SearchIndex, filters?: PagefindFilter): Promise<Map<string, PageInfo>> {
  let table = tables.get(index);
  if (!table) {
    table = index.loadPages().then((file) => new Map(file.pages.map((row) => [row[0], pageInfo(row)])));
    tables.set(index, table);
    table.catch(() => tables.delete(index));
  }
  const [rows, file] = await Promise.all([table, index.loadPages()]);
  const wanted = (file.parts ?? []).filter((part) =>
    matchesFilter(filters, {language: [part.language], docusaurus_tag: [part.tag], section: ['Docs']}),
  );
  if (wanted.length > 0 && index.loadPagesPart) {
    const loading = loadedParts.get(index) ?? new Map<string, Promise<void>>();
    loadedParts.set(index, loading);
    await Promise.all(
      wanted.map((part) => {
        let pending = loading.get(part.file);
        if (!pending) {
          pending = index.loadPagesPart!(part.file).then((partRows) => {
            for (const row of partRows) rows.set(row[0], pageInfo(row));
          });
          loading.set(part.file, pending);
          pending.catch(() => loading.delete(part.file));
        }
        return pending;
      }),
    );
  }
  return rows;
}

/** The current docs tag of an older version's: "docs-default-3.6.3" → "docs-default-current". */
function currentTagOf(tag: string, version: string): string {
  return `${tag.slice(0, -version.length)}current`;
}

/**
 * The older docs versions that a search with these filters may move to (`olderDocsVersion`): those with a part file
 * whose current docs the filters search (every one without filters).
 */
export function documentedVersions(parts: PagesFile['parts'], filters?: PagefindFilter): Set<string> {
  const versions = new Set<string>();
  for (const part of parts ?? []) {
    const version = docsVersionOfTag(part.tag);
    if (!version || version === 'current') continue;
    const current = {language: [part.language], docusaurus_tag: [currentTagOf(part.tag, version)], section: ['Docs']};
    if (matchesFilter(filters, current)) versions.add(version);
  }
  return versions;
}

/**
 * The filters of a search from an older docs version: each current docs tag that has a part of that version is
 * swapped for that version's tag, as the contextual search of a page of that version has it, so that its pages take
 * the place of their current copies. Without filters, the current copies are left out.
 */
export function filtersForDocsVersion(
  filters: PagefindFilter | undefined,
  version: string,
  parts: PagesFile['parts'],
): PagefindFilter {
  const older = (parts ?? []).filter((part) => docsVersionOfTag(part.tag) === version);
  const swaps = new Map(older.map((part) => [currentTagOf(part.tag, version), part.tag]));
  if (!filters) return {not: {docusaurus_tag: {any: [...swaps.keys()]}}} as unknown as PagefindFilter;
  const swap = (value: unknown): unknown => {
    if (typeof value === 'string') return swaps.get(value) ?? value;
    if (Array.isArray(value)) return value.map(swap);
    if (value && typeof value === 'object') {
      return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, swap(inner)]));
    }
    return value;
  };
  return swap(filters) as PagefindFilter;
}

/** Each page table's overview pages (`overviewUrls`), computed again when an older version's rows have joined it. */
const overviewsByTable = new WeakMap<Map<string, PageInfo>, {size: number; urls: Set<string>}>();
function overviewsOf(table: Map<string, PageInfo>): Set<string> {
  const known = overviewsByTable.get(table);
  if (known && known.size === table.size) return known.urls;
  const urls = overviewUrls(table.values());
  overviewsByTable.set(table, {size: table.size, urls});
  return urls;
}

/** The newest Docusaurus major among the pages' releases (3 when a 3.x post or changelog page exists), or null. */
const newestMajors = new WeakMap<Map<string, PageInfo>, number | null>();
function newestMajorOf(table: Map<string, PageInfo>): number | null {
  if (newestMajors.has(table)) return newestMajors.get(table)!;
  const majors = [...table.values()].map((page) => Number.parseInt(page.release, 10)).filter(Number.isFinite);
  const newest = majors.length ? Math.max(...majors) : null;
  newestMajors.set(table, newest);
  return newest;
}

/** Stems found on many pages (`common` of pages.json): what a long query searches last. */
function commonStemsOf(index: SearchIndex): Promise<Set<string>> {
  let common = commonWords.get(index);
  if (!common) {
    common = index.loadPages().then((file) => new Set(file.common ?? []));
    commonWords.set(index, common);
    common.catch(() => commonWords.delete(index));
  }
  return common;
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

/**
 * Concepts one reader query of a page must carry for its page to count them: one shared word says little, a reader
 * query with two of the query's concepts says what the page answers. (A query of one concept that no page's text has
 * needs that one.)
 */
export const readerMinConcepts = 2;

/** How telling a word found on `pages` of `pageCount` pages is: 1 on one page, 0.15 at least. */
function rarityOf(pages: number, pageCount: number): number {
  return 0.15 + (0.85 * Math.log(1 + pageCount / Math.max(pages, 1))) / Math.log(1 + pageCount);
}

/** Below this many pages (after filters), a page word also searches its synonyms. */
export const fewHits = 5;

export async function runSearch(
  index: SearchIndex,
  query: string,
  requestedFilters?: PagefindFilter,
  options?: EngineOptions,
): Promise<EngineSearch> {
  const on = (rule: RuleName) => ruleOn(options, rule);
  let filters = requestedFilters;
  const [currentTable, common, pagesFile] = await Promise.all([
    pageTable(index, filters),
    commonStemsOf(index),
    index.loadPages(),
  ]);
  let table = currentTable;
  const definedNames = definedNameForms(pagesFile);
  const versions = documentedVersions(pagesFile.parts, filters);
  let plan = await planQuery(query, index.loadWords, options, common, definedNames, versions);
  if (plan.docsVersion) {
    // "docusaurus 3.6.3 deployment": searched as from a page of the 3.6.3 docs.
    filters = filtersForDocsVersion(filters, plan.docsVersion, pagesFile.parts);
    table = await pageTable(index, filters);
  }
  if (plan.release?.version === 'latest' && plan.release.line) {
    // The newest release of the line, a patch's changelog page included ("2.4.3" for "the last 2.x release").
    const {line} = plan.release;
    const newest = [...table.values()]
      .map((page) => page.release)
      .filter((release): release is string => release?.split('.')[0] === line)
      // "3.7.0" over "3.7": the changelog's full version also finds the minor's post (`releaseMatches`).
      .reduce<string | null>((best, release) => {
        const order = best ? compareVersions(release, best) : 1;
        return order > 0 || (order === 0 && release.length > best!.length) ? release : best;
      }, null);
    plan.release = newest ? {...plan.release, version: newest, exact: true} : null;
  } else if (plan.release?.version === 'latest') {
    const newest = latestRelease(
      [...table.values()].filter((page) => page.section === 'Blog').map((page) => page.release),
    );
    plan.release = newest ? {...plan.release, version: newest} : null;
  }
  // "docusaurus 4 release notes", "when will 4.0 be released": all the words of the query named a release that no page
  // is of, and nothing would be searched. The query is read as words instead, release rules off.
  const {release} = plan;
  if (
    release &&
    plan.concepts.length === 0 &&
    on('releases') &&
    ![...table.values()].some((page) => page.release && releaseMatches(page.release, release))
  ) {
    const noReleases = {rules: {...options?.rules, releases: false}};
    plan = await planQuery(query, index.loadWords, noReleases, common, definedNames, versions);
  }
  const wordResults = new Map<string, Promise<PagefindResult[]>>();
  const searchWord = (word: string) => {
    let pending = wordResults.get(word);
    if (!pending) {
      // Pagefind can return pages where the word does not occur (an empty `words` list): not hits.
      pending = index.pagefind
        .search(word)
        .then((response) =>
          (response?.results ?? []).filter((result) => result.words === undefined || result.words.length > 0),
        );
      wordResults.set(word, pending);
    }
    return pending;
  };

  // Scores of each searched word, normalised to the best page that passes the filters.
  const scoresByWord = new Map<string, Map<string, {score: number; result: PagefindResult}>>();
  const rarityByWord = new Map<string, number>();
  const pageCount = Math.max(pagesFile.pageCount ?? table.size, 2);
  const handles = new Map<string, PagefindResult>();
  const searchTerms = (terms: string[]) =>
    Promise.all(
      terms.map(async (word) => {
        const all = await searchWord(word);
        // 0.15 at least: a common word in a title still says what the page is about.
        rarityByWord.set(word, rarityOf(all.length, pageCount));
        const results = all.filter((result) => {
          const page = table.get(result.id);
          return page !== undefined && matchesFilter(filters, page.filters);
        });
        const best = Math.max(...results.map((result) => result.score), Number.MIN_VALUE);
        scoresByWord.set(word, new Map(results.map((result) => [result.id, {score: result.score / best, result}])));
      }),
    );
  const wordsOf = (alternatives: Concept['alternatives']) =>
    alternatives.flatMap((alternative) => searchWordsOf(alternative.term));
  const isDeferred = (concept: Concept, alternative: Concept['alternatives'][number]) =>
    concept.pageWord === true && alternative.kind === 'synonym';
  // Pagefind searches the query's words while the quoted messages and the reader files load.
  const firstRound = searchTerms([
    ...new Set(
      plan.concepts.flatMap((concept) =>
        wordsOf(concept.alternatives.filter((alternative) => !isDeferred(concept, alternative))),
      ),
    ),
  ]);
  // Awaited below; a failure must not be reported as unhandled meanwhile.
  firstRound.catch(() => undefined);
  // A question about a release that quotes a name or has a message word ("in what version did the broken anchors
  // check appear") asks for the post, not for the troubleshooting reference.
  const readsLikeMessage = on('messages') && looksLikeMessage(query) && !plan.releaseIntent;
  // A pasted message is matched against the messages the pages quote, its variable parts as wildcards
  // (`quotedMessages.ts`). A query of four words or more that matches one closely (`closeMessageShare`) is that
  // message, whether or not it reads like one ("Theme X doesn't exist.") and even with words that ask for a release or
  // a post ("…please refer to the blog post for instructions").
  const mayQuoteMessage = on('messages') && (readsLikeMessage || messageWords(query).length >= minMatchedWords);
  const messageMatches =
    mayQuoteMessage && index.loadMessages
      ? matchQuotedMessages(query, await index.loadMessages().catch(() => [] as QuotedMessageRow[]), {
          headlines: on('messageHeadlines'),
        })
      : [];
  // A query that quotes a value ('2.0', 'docsVersionDropdown') as the messages print them is that message when it
  // has enough of one's words to match it at all: a reader's question that quotes an option shares few of them.
  const quotesAsMessage = on('quotedValues') && messageMatches.length > 0 && quotedValues(query).length > 0;
  const message = on('messages')
    ? readsLikeMessage || quotesAsMessage || (messageMatches[0]?.share ?? 0) >= closeMessageShare
    : undefined;
  // Reader queries count for neither a pasted message (readers' queries are not messages, and its rule leads to the
  // troubleshooting pages) nor a query naming an API (`sidebarPath`, "gtag trackingID": reader queries name options
  // in passing, and the page that defines the option is the answer, `definitionLift`). For the others, they are read
  // while Pagefind searches.
  const useReaderQueries = on('readerQueries') && message !== true && !rawTokenize(query).some(isIdentifier);
  const loadReader = useReaderQueries ? index.loadReader : undefined;
  const readReaderQueries = () =>
    loadReader
      ? readerCarrying(
          plan.concepts.map((concept) => concept.alternatives.map((alternative) => alternative.term)),
          loadReader,
        ).catch(() => undefined)
      : Promise.resolve(undefined);
  // A query of one concept counts its reader queries only when no page's text has the concept (`needed` below): its
  // reader files wait for Pagefind's answer, so that the common first search ("installation") does not fetch them.
  const singleConcept = plan.concepts.length === 1;
  const readerCarryingOf = singleConcept ? undefined : readReaderQueries();
  // Everyday words weigh less in a query of several concepts, not in a pasted message nor for a named release.
  const loadEveryday =
    on('everyday') && plan.concepts.length >= everydayMinConcepts && message !== true && !plan.release
      ? index.loadEveryday
      : undefined;
  const everydayWeights = loadEveryday
    ? conceptWeights(
        plan.concepts.map((concept) => concept.source),
        loadEveryday,
      ).catch(() => undefined)
    : Promise.resolve(undefined);
  await firstRound;
  // The page word of a synonym group searches the reader's words only when it finds few pages itself.
  const needSynonyms = plan.concepts.filter((concept) => {
    if (!concept.pageWord) return false;
    const own = wordsOf(concept.alternatives.filter((alternative) => alternative.kind !== 'synonym'));
    const pagesFound = new Set(own.flatMap((word) => [...(scoresByWord.get(word)?.keys() ?? [])]));
    return pagesFound.size < fewHits;
  });
  await searchTerms([
    ...new Set(
      needSynonyms.flatMap((concept) =>
        wordsOf(concept.alternatives.filter((alternative) => alternative.kind === 'synonym')),
      ),
    ),
  ]);

  // The rarities of each concept's searched forms that some page's text has.
  const rarityInText = plan.concepts.map((concept) =>
    concept.alternatives.flatMap((alternative) =>
      searchWordsOf(alternative.term)
        .filter((part) => (scoresByWord.get(part)?.size ?? 0) > 0)
        .map((part) => rarityByWord.get(part) ?? 0),
    ),
  );
  const foundInText = rarityInText.map((found) => found.length > 0);
  const carrying = await (readerCarryingOf ??
    (singleConcept && !foundInText[0] ? readReaderQueries() : Promise.resolve(undefined)));
  // A concept is as telling as its rarest searched form: the reader's rare word or its common synonym weigh the same.
  // One that no page's text has but reader queries do ("integrals") is as rare as the pages they belong to.
  const conceptRarity = rarityInText.map((found, conceptIndex) => {
    const readerPages = carrying && found.length === 0 ? pagesCarrying(carrying, conceptIndex) : 0;
    if (readerPages > 0) return rarityOf(readerPages, pageCount);
    return Math.max(0.05, ...found);
  });
  const candidates = new Map<string, Candidate>();
  /** The page's candidate, created without matches if the words found none (a reader query, a message, a year). */
  const candidateOf = (page: PageInfo): Candidate => {
    let candidate = candidates.get(page.id);
    if (!candidate) candidates.set(page.id, (candidate = {page, matches: []}));
    return candidate;
  };
  for (const [conceptIndex, concept] of plan.concepts.entries()) {
    for (const alternative of concept.alternatives) {
      const parts = searchWordsOf(alternative.term);
      if (parts.length === 0) continue;
      const first = scoresByWord.get(parts[0]!) ?? new Map();
      for (const [id, {result}] of first) {
        // Every word of a phrase must occur; the phrase scores as its weakest word.
        const hits = parts.map((part) => scoresByWord.get(part)?.get(id));
        if (hits.some((hit) => hit === undefined)) continue;
        if (alternative.near && !standTogether(hits.map((hit) => hit!.result.words))) continue;
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
          spread: stretchShare(
            hits.map((hit) => hit!.result.words),
            page.wordCount,
          ),
          ...(hits.every((hit) => hit!.result.words)
            ? {locations: [...new Set(hits.flatMap((hit) => hit!.result.words!))]}
            : {}),
        });
        candidates.set(id, candidate);
        if (!handles.has(id)) handles.set(id, result);
      }
    }
  }

  // A page one of whose reader queries carries concepts of the query counts them as covered (`readerQueries.ts`).
  if (carrying) {
    const rows = pagesFile.pages;
    const byCurrentUrl = new Map<string, PageInfo[]>();
    for (const page of table.values()) {
      const url = currentDocsUrl(page.url);
      const copies = byCurrentUrl.get(url);
      if (copies) copies.push(page);
      else byCurrentUrl.set(url, [page]);
    }
    // One word shared with a reader query says little (reader queries name options and features in passing): a
    // reader query counts when it carries two concepts of the query, or the one concept of a query that no page's
    // text has ("integrals").
    const needed = plan.concepts.length === 1 && !foundInText[0] ? 1 : readerMinConcepts;
    const totalRarity = conceptRarity.reduce((sum, rarity) => sum + rarity, 0);
    for (const [row, match] of bestReaderQueries(carrying, conceptRarity)) {
      if (match.concepts.size < needed) continue;
      for (const page of byCurrentUrl.get(rows[row]?.[1] ?? '') ?? []) {
        if (!matchesFilter(filters, page.filters)) continue;
        const candidate = candidateOf(page);
        candidate.readerShare = totalRarity > 0 ? match.score / totalRarity : 0;
        for (const conceptIndex of match.concepts) {
          if (candidate.matches.some((found) => found.concept === conceptIndex)) continue;
          candidate.matches.push({
            concept: conceptIndex,
            term: plan.concepts[conceptIndex]!.source.join(' '),
            kind: 'reader',
            weight: 1,
            textScore: 0,
            rarity: conceptRarity[conceptIndex]!,
          });
        }
      }
    }
  }

  // The pages that quote the pasted message, its variable parts as wildcards, explain it (`quotedMessages.ts`).
  const messageAnchors = new Map<string, string>();
  if (message === true && messageMatches.length > 0) {
    const quoting = new Map(messageMatches.map((match) => [match.url, match]));
    for (const page of table.values()) {
      const match = quoting.get(currentDocsUrl(page.url));
      if (!match || !matchesFilter(filters, page.filters)) continue;
      candidateOf(page).quotesMessage = match.share;
      messageAnchors.set(page.id, match.anchor);
    }
  }

  // A post of the year the query names has that year, whether or not its text repeats it (`isOfYear`).
  const years = on('releases') ? rawTokenize(query).filter((chunk) => /^20[1-3]\d$/.test(chunk)) : [];
  for (const [conceptIndex, concept] of plan.concepts.entries()) {
    const year = concept.alternatives.find((alternative) => years.includes(alternative.term))?.term;
    if (!year) continue;
    for (const page of table.values()) {
      if (!isOfYear(page, year) || !matchesFilter(filters, page.filters)) continue;
      const candidate = candidateOf(page);
      if (candidate.matches.some((match) => match.concept === conceptIndex)) continue;
      candidate.matches.push({
        concept: conceptIndex,
        term: year,
        kind: 'exact',
        weight: 1,
        textScore: 1,
        rarity: conceptRarity[conceptIndex]!,
      });
    }
  }

  // A changelog entry carries "changelog" for a query that says it, though its text seldom does (`sectionNamedBy`).
  // Only the pages the query's other words found: the word alone does not make a page a candidate.
  if (on('sectionNames') && !speaksOfOwnChangelog(query)) {
    for (const [conceptIndex, concept] of plan.concepts.entries()) {
      const named = concept.alternatives.find((alternative) => sectionNamedBy(alternative.term) !== null);
      if (!named) continue;
      const section = sectionNamedBy(named.term);
      for (const candidate of candidates.values()) {
        if (candidate.page.section !== section) continue;
        if (candidate.matches.some((match) => match.concept === conceptIndex)) continue;
        candidate.matches.push({
          concept: conceptIndex,
          term: named.term,
          kind: 'exact',
          weight: 1,
          textScore: 1,
          rarity: conceptRarity[conceptIndex]!,
          titleOfPage: true,
        });
      }
    }
  }

  const stemWord = on('stemming') ? stem : pluralStem;
  const correctedChunks = tokenize(plan.correctedQuery ?? query);
  const queryStems = [
    ...new Set(
      correctedChunks
        .flatMap(words)
        .filter((word) => !stopWords.has(word))
        .map(stemWord),
    ),
  ];
  // With a release named, the words alone may search nothing: pages titled as the query ("V2 Changelog") join in.
  const releasePages = plan.release
    ? [...table.values()].filter(
        (page) =>
          (page.release || titleIsQuery(page.title, queryStems, stemWord)) && matchesFilter(filters, page.filters),
      )
    : [];
  // A query that is a name the pages define, typed lowercased ("sidebarpath", "sidebarpath option"), names that API as
  // its own spelling does. Not when the name is a few words of a longer query ("editurl of each doc page": a task's
  // words often make a name) nor in a question about a release ("googletagmanager plugin announcement"), which asks
  // for the post.
  const namesInQuery =
    on('reference') && on('identifiers') && !plan.releaseIntent ? namesSpelledIn(plan.concepts, pagesFile) : [];
  const spelledNames = namesInQuery.length > 0 && plan.concepts.length <= namesInQuery.length + 1 ? namesInQuery : [];
  const conceptWeight = await everydayWeights;
  const newestMajor = newestMajorOf(table);
  const context: RankContext = {
    conceptCount: plan.concepts.length,
    ...(conceptWeight ? {conceptWeight} : {}),
    readerLift: readerLiftFor(plan.concepts.length, on('longQueries')),
    conceptRarity,
    queryStems,
    identifier:
      on('reference') &&
      (looksLikeIdentifier(query) || spelledNames.length > 0 || (on('cliFlags') && cliFlags(query).length > 0)),
    ...(on('reference')
      ? {identifierForms: [...rawTokenize(query).filter(isIdentifier).flatMap(definedForms), ...spelledNames]}
      : {}),
    stem: stemWord,
    titles: on('titles'),
    sections: on('sections'),
    releaseIntent: plan.releaseIntent,
    arrivalIntent: plan.arrivalIntent,
    ...(plan.arrivalMajor ? {arrivalMajor: plan.arrivalMajor} : {}),
    changelogIntent: plan.changelogIntent,
    years,
    ...(on('releases') ? {migrationTarget: migrationTarget(correctedChunks) ?? undefined} : {}),
    routineUpgrade: plan.routineUpgrade,
    ...(message === undefined ? {} : {message}),
    proximity: on('proximity'),
    ...(on('neighbours') ? {neighbourPairs: neighbourPairsOf(plan.concepts, correctedChunks)} : {}),
    arrivalNeighbours: on('arrivalNeighbours'),
    phrases: on('phrases'),
    ...(on('weights') ? {weights: rankingWeights.weights as RankingWeights} : {}),
    ...(on('overviews') ? {overviews: overviewsOf(table)} : {}),
    extensionAuthor: plan.extensionAuthor,
    retiredPages: on('retiredPages'),
    ...(on('legacyGuides') && newestMajor !== null && !speaksOfOldMajors(correctedChunks, newestMajor)
      ? {legacyGuidesBelow: newestMajor}
      : {}),
  };
  const versionsPage = plan.docsOfVersions
    ? [...table.values()].find((page) => page.url === docsVersionsUrl && matchesFilter(filters, page.filters))
    : undefined;
  const ranked = rankPages({
    candidates: [...candidates.values()],
    context,
    release: plan.release,
    releasePages,
    ...(versionsPage ? {versionsPage} : {}),
  });
  return {
    plan,
    ranked: ranked.map(({page, score}) => {
      const anchor = messageAnchors.get(page.id);
      return {page, score, result: handles.get(page.id), ...(anchor ? {anchor} : {})};
    }),
    candidates,
    context,
  };
}

/**
 * The pairs of concepts whose words stand side by side in the query, stop words left out ("clear" and "command" in
 * "docusaurus clear command added when"; "site" and "option" in "the trailingSlash site option"). A word that no
 * concept was searched from (skipped, or part of a release number) breaks the chain. Each pair once.
 */
export function neighbourPairsOf(concepts: readonly Concept[], chunks: readonly string[]): [number, number][] {
  const conceptOf = (chunk: string) => concepts.findIndex((concept) => concept.source.includes(chunk));
  const sequence = chunks.filter((chunk) => !stopWords.has(chunk)).map(conceptOf);
  const pairs = new Map<string, [number, number]>();
  for (let index = 1; index < sequence.length; index += 1) {
    const [first, second] = [sequence[index - 1]!, sequence[index]!];
    if (first < 0 || second < 0 || first === second) continue;
    const pair: [number, number] = first < second ? [first, second] : [second, first];
    pairs.set(pair.join(' '), pair);
  }
  return [...pairs.values()];
}

/**
 * Do the words of a phrase stand together somewhere on the page (each within `nearWords` positions of the first)?
 * Pagefind indexes an identifier's parts at the identifier's own position. True when a location list is unknown.
 */
export function standTogether(locations: readonly (readonly number[] | undefined)[]): boolean {
  if (locations.some((list) => list === undefined)) return true;
  const [first = [], ...rest] = locations as (readonly number[])[];
  return first.some((start) => rest.every((list) => list.some((location) => Math.abs(location - start) <= nearWords)));
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

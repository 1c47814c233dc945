/**
 * The order of results. Pagefind's score only says how strongly a page uses a word;
 * a reader expects more:
 * 1. a page that covers more of the query's concepts comes first (in a task, a concept of everyday words such as
 *    "away" or "different" counts less than one: `everydayWords.ts`);
 * 2. a page whose title carries the words beats one that only mentions them,
 *    and a title that is exactly the query beats every other;
 * 3. for the same evidence, docs come before community, blog, and changelog pages
 *    (changelogs mention every term, they rarely explain one); for blog posts and
 *    community pages that order is only a presumption, corrected by how much of the
 *    page's text carries the query (`aboutness`): a post about visual tests beats a
 *    contributing guide with one passage on them;
 * 4. a named release ("3.4", "v3.1", "2.0.0-beta.5") puts that release's post and
 *    changelog page first.
 * 5. a page that defines an API name of the query (in its options table, a heading or its
 *    title) counts as covering one concept more.
 * 6. the parts of these rules, and a few page traits, are weighed by weights fitted on the
 *    tuning halves of relevance.json (`rankingFeatures`, rankingWeights.json).
 * Pure functions, unit-tested in __tests__/ranking.test.ts.
 */
import {
  releaseIntentStems,
  releaseMatches,
  compareVersions,
  stem,
  stopWords,
  words,
  type ReleaseQuery,
  type Stemmer,
} from './queryRules';

export type PageInfo = {
  id: string;
  url: string;
  title: string;
  section: string;
  /** "3.4" (post), "3.4.0" (changelog page) or "". */
  release: string;
  /** h2 and h3 texts. */
  headings: string[];
  /** Words of indexed text, for the aboutness signal; unknown in an index without it. */
  wordCount?: number;
  /** API names the page defines (in a table's first cell, a heading, or as its title), in `definedForms`. */
  defines?: ReadonlySet<string>;
  /** The page announces that what it documents is retired (`announcesRetirement` in pageRules.ts). */
  retired?: boolean;
  filters: Record<string, string[]>;
};

export type Match = {
  concept: number;
  term: string;
  /** 'reader': carried by one of the page's reader queries (`readerQueries.ts`), not by its text. */
  kind: 'exact' | 'correction' | 'synonym' | 'reader';
  weight: number;
  /** Pagefind's score for the term on this page, relative to the best page for the term (0–1]. */
  textScore: number;
  /** How rare the term is across the site, 0–1: "docusaurus" or "site" say little, "crowdin" a lot. */
  rarity: number;
  /** Share of the page's stretches of text that carry the term (`stretchShare`); unknown without word locations. */
  spread?: number;
  /** Word positions of the term on the page (Pagefind's locations); unknown in an index without them. */
  locations?: readonly number[];
  /** The term names what the page is, as its title would: "changelog" for a changelog entry titled "3.4.0". */
  titleOfPage?: boolean;
};

export type Candidate = {
  page: PageInfo;
  matches: Match[];
  /** Share of the query (by concept rarity) that the page's best reader query carries (`readerQueries.ts`), 0–1. */
  readerShare?: number;
  /** The page quotes the pasted message (`quotedMessages.ts`): the share of the message's fixed words the query has. */
  quotesMessage?: number;
};

export type RankContext = {
  conceptCount: number;
  /** The query's content words, stemmed: a page titled exactly so comes first. */
  queryStems: string[];
  /** The query names an API or option: reference pages get a lift. */
  identifier: boolean;
  /** The identifiers the query names, in `definedForms`: a page that defines one of them comes first (`definitionLift`). */
  identifierForms?: readonly string[];
  /** Rarity of each concept, matched or not, for the aboutness average; without it, an unmatched concept weighs as the average matched one. */
  conceptRarity?: readonly number[];
  /** How titles and headings are compared with the query (default: Snowball English). */
  stem?: Stemmer;
  /** Title and heading bonuses (default true). */
  titles?: boolean;
  /** Section priors and aboutness (default true). */
  sections?: boolean;
  /** The query asks about a release without naming one: blog posts are lifted (`releaseIntentLift`). */
  releaseIntent?: boolean;
  /** The query asks when, or in which release, something came (`hasArrivalIntent`): release pages are lifted (`arrivalLift`). */
  arrivalIntent?: boolean;
  /** The major an arrival question is limited to ("when did i18n ship in docusaurus 2"): other majors' pages are not lifted. */
  arrivalMajor?: string;
  /** The query asks for a changelog entry without naming a release: changelog pages are lifted (`releaseIntentLift`). */
  changelogIntent?: boolean;
  /** Years the query names ("2020"): a post of that year, or titled with it, is lifted (`yearLift`). */
  years?: readonly string[];
  /** The major version a move is asked towards ("upgrade to docusaurus 3"): its migration guide is lifted. */
  migrationTarget?: string;
  /** The query asks how to upgrade within a major ("bump from 3.6 to 3.7"): the page on upgrading is lifted. */
  routineUpgrade?: boolean;
  /** The query reads like a pasted message: troubleshooting pages keep the docs' prior. Undefined: not judged. */
  message?: boolean;
  /** A page that carries the query's concepts close together, in one passage, is lifted (`passageCoverage`; default true). */
  proximity?: boolean;
  /**
   * Pairs of concepts whose words stand side by side in the query ("clear" and "command" in "docusaurus clear command
   * added when"): a page where they stand side by side too is lifted (`neighbourShare`). Absent: no lift.
   */
  neighbourPairs?: readonly (readonly [number, number])[];
  /** Neighbours weigh more in a question asking when something came (`arrivalNeighbourLift`; default true). */
  arrivalNeighbours?: boolean;
  /** A title, heading or keyword that is a phrase of the query counts one concept more (`namesPhraseOf`; default true). */
  phrases?: boolean;
  /** Learned weights of `rankingFeatures` (`rankingWeights.json`); without them, the hand-set score ranks. */
  weights?: RankingWeights;
  /** What each concept counts for in the coverage (`everydayWords.ts`); without it, 1 each. */
  conceptWeight?: readonly number[];
  /** What a reader query carrying the whole query counts for (`readerLiftFor`); default `readerLift`. */
  readerLift?: number;
  /** The reader writes a plugin or theme (`speaksAsExtensionAuthor`): the plugin API is lifted (`extensionApiLift`). */
  extensionAuthor?: boolean;
  /** A retired page keeps `retiredShare` of its score (default true). */
  retiredPages?: boolean;
  /** URLs of the docs' overview pages (`overviewUrls`): a task's sentence ranks them lower (`overviewTaskShare`). */
  overviews?: ReadonlySet<string>;
  /**
   * The newest Docusaurus major, when the query speaks of no older one and of no move (`speaksOfOldMajors`): the guides
   * for moving to an older major keep `legacyGuideShare` of their score (`isLegacyGuide`). Absent: no change.
   */
  legacyGuidesBelow?: number;
};

/**
 * Overview pages. A docs page whose address two or more docs pages start with (`/docs/sidebar/` above
 * `/docs/sidebar/items/` and `/docs/sidebar/autogenerated/`) sums up its section: it names the task of each sub-page
 * in a line or two, so for a sentence of `overviewTaskConcepts` concepts or more it carries as much of the query as
 * the sub-page that explains the task. For such a query an overview keeps `overviewTaskShare` of its score; a topic
 * of one or two words ("sidebar") is left alone, and so are pasted messages and release questions.
 */
export const overviewTaskShare = 0.85;
export const overviewTaskConcepts = 3;

/**
 * The docs pages whose address two or more other docs pages start with, and a folder's introduction or overview page
 * with two or more pages beside it when the folder has no page of its own (`/docs/i18n/introduction/`).
 */
export function overviewUrls(pages: Iterable<Pick<PageInfo, 'url' | 'section'>>): Set<string> {
  const urls = [...pages].filter((page) => page.section === 'Docs').map((page) => page.url);
  const below = new Map<string, number>();
  // Each address is counted under every shorter address it starts with, walked segment by segment.
  const known = new Set(urls);
  for (const url of urls) {
    const segments = url.split('/').filter(Boolean);
    for (let length = 1; length < segments.length; length++) {
      const parent = `/${segments.slice(0, length).join('/')}/`;
      if (known.has(parent)) below.set(parent, (below.get(parent) ?? 0) + 1);
    }
  }
  // A folder's introduction page sums it up as its parent address would (`/docs/i18n/introduction/`).
  for (const url of urls) {
    const folder = url.replace(/[^/]+\/$/, '');
    if (!/\/(?:introduction|overview)\/$/.test(url) || known.has(folder)) continue;
    const siblings = urls.filter((other) => other !== url && other.startsWith(folder)).length;
    if (siblings >= 2) below.set(url, siblings);
  }
  return new Set([...below].filter(([, count]) => count >= 2).map(([url]) => url));
}

/** The share of its score that an overview page keeps for this query (`overviewTaskShare`), 1 for other pages. */
function overviewShare(page: PageInfo, context: RankContext): number {
  const task =
    context.conceptCount >= overviewTaskConcepts &&
    context.message !== true &&
    !context.releaseIntent &&
    !context.changelogIntent;
  return task && context.overviews?.has(page.url) ? overviewTaskShare : 1;
}

/**
 * Troubleshooting pages explain messages, and name many options and words while doing so: for a query that reads
 * like a message (`looksLikeMessage`) they count as docs; for any other query their prior is `troubleshootingPrior`,
 * so the page about the option or the feature stays first.
 */
export const troubleshootingPrior = 0.7;

/**
 * For a query that reads like a message, the page that explains messages is the answer: its whole score (coverage
 * included, since a message's words are also spread over the feature pages) is lifted by this factor.
 */
export const messageLift = 1.4;

export function isTroubleshootingPage(url: string): boolean {
  return /\/docs\/(?:[\d.]+\/)?troubleshooting\//.test(url);
}

/**
 * Lift of a blog post for a query asking about a release: release posts and the announcements that carry no version
 * ("Releasing Docusaurus i18n"); the changelog's pages keep their prior.
 */
export const releaseIntentLift = 4;

/**
 * Years. A reader places a post by its year ("first announcement 2017", "what happened in 2020"): a page dated that
 * year (a blog post's address, /blog/2017/12/14/…) or titled with it ("Docusaurus 2020 Recap") is lifted.
 */
export const yearLift = 2.5;

/** Lift of the migration guide to the major version a query asks to move to. */
export const migrationTargetLift = 2;

/**
 * Lift of the page on upgrading (the one above the major versions' migration guides, `/docs/migration/`) for a move
 * within a major or to the newest version: the major guides and the newest release's notes share its words.
 */
export const routineUpgradeLift = 2;

/** Is the page the one on upgrading, above the major versions' guides? */
export function isUpgradingGuide(url: string): boolean {
  return /\/migration\/$/.test(url);
}

/** Does the page belong to the year: dated in it by its address, or named with it in its title? */
export function isOfYear(page: Pick<PageInfo, 'url' | 'title'>, year: string): boolean {
  return page.url.includes(`/${year}/`) || new RegExp(`\\b${year}\\b`).test(page.title);
}

/**
 * A concept that only the page's reader queries carry (the page's text lacks the reader's word) counts this much of a
 * concept in coverage.
 */
export const readerCredit = 1;

/**
 * A page whose one reader query carries the whole query counts this many concepts more; one carrying part of it, that
 * share of them (`Candidate.readerShare`).
 */
export const readerLift = 2;

/**
 * A query of this many concepts or more is a sentence in the reader's own words ("run some code every time the user
 * navigates to another page"), whose words the right page says less often than it says a topic of one or two words:
 * there the reader queries, the page's vocabulary as readers have it, lift it twice as much (rule `longQueries`).
 */
export const longQueryConcepts = 4;

/** The reader lift of a query (`readerLift`, doubled for a long query when `long` is on). */
export function readerLiftFor(conceptCount: number, long = true): number {
  return long && conceptCount >= longQueryConcepts ? 2 * readerLift : readerLift;
}

/**
 * A page that quotes the pasted message explains it: it comes before every page that merely shares its words (and,
 * among pages quoting it, the closer match first).
 */
export const quotedMessageScore = 1000;

/** Section order for the same evidence. "Pages" are the showcase and the feature-request board. */
export const sectionPrior: Record<string, number> = {Docs: 1, Community: 0.95, Blog: 0.75, Pages: 0.5, Changelog: 0.45};

/**
 * A page that names one of the query's concepts in its title or a heading counts as covering one concept more (at most
 * `namedCoverage`, however many it names): for "customize the footer", the page with a "Footer" section that never says
 * "customize" stands level with pages that merely contain both words. Not for a pasted message: a heading naming one
 * of its words ("Label" for `"label" must be a string`) says nothing about the message. Counting every named concept, or
 * crediting a heading by the share of its words the query has, lost first places on both halves (the reference pages
 * have many headings; short headings are the generic ones).
 */
export const namedCoverage = 1;
const titleBonus = 1.5;
const headingBonus = 0.6;
const exactTitleBonus = 4;
const coverageWeight = 10;
const referenceLift = 1.5;
const releaseScore = 1000;
/** The page listing the documentation of each Docusaurus version (src/pages/versions.tsx). */
export const docsVersionsUrl = '/versions/';
/** For a question asking which later release fixed something, each release further away keeps this share. */
export const laterFixDecay = 0.9;

/**
 * A page that defines an API name of the query (the options table of a plugin, a front matter table, a heading for
 * the option) counts this many concepts more: for "createRedirects" the plugin's reference outranks the
 * troubleshooting page that quotes it, and a reference page defining the option outranks a guide using it.
 */
export const definitionLift = 1;

/**
 * A phrase of the query. A reader describing a task ("how do i put my site online for free") often uses, among
 * incidental words, a phrase that a page's title, a heading or a reader keyword says whole ("put site online",
 * "Deploying to GitHub Pages"). A page with such a phrase of two content words or more counts `phraseLift` concepts
 * more: for a task the whole phrase says more than the one incidental word ("free") a long page also has. Only for
 * queries of three concepts or more (shorter ones are names, which the title bonuses order), not for pasted messages
 * (a heading naming some of a message's words says nothing of the message) nor for release questions (a post's
 * headings name the features of other releases too).
 */
export const phraseLift = 1;

/** Does the page's title, a heading or a keyword consist of query words only, two content words or more of them? */
export function namesPhraseOf(page: PageInfo, context: RankContext, stemWord: Stemmer = stem): boolean {
  if (context.phrases === false || context.message === true || context.releaseIntent || context.conceptCount < 3)
    return false;
  const query = new Set(context.queryStems);
  return [page.title, ...page.headings].some((heading) => {
    const stems = titleStems(heading, stemWord);
    return stems.length >= 2 && stems.every((part) => query.has(part));
  });
}

/**
 * Aboutness: a page about a topic carries it through its text; a page that mentions it has it in
 * one passage. The page is cut into stretches of `stretchWords` words (at least `minStretches`, so a
 * short page is not about everything it names); a concept found in `fullAboutShare` of them counts
 * fully. For articles (`articleSections`) the section prior then runs from `mentionPriorShare` ×
 * prior (a mention) to 1 (about the query). Docs keep their prior: a reference page documents an
 * option in one row, which is what a reader looking for that option wants.
 */
export const stretchWords = 100;
export const minStretches = 8;
export const fullAboutShare = 0.5;
export const mentionPriorShare = 0.7;

/**
 * Share of the page's stretches that carry every word of a term, from Pagefind's word locations
 * (one list per word of the term). Undefined when the page length or a location list is unknown.
 */
export function stretchShare(
  locations: readonly (readonly number[] | undefined)[],
  wordCount: number | undefined,
): number | undefined {
  if (!wordCount || locations.length === 0 || locations.some((list) => list === undefined)) return undefined;
  let common: Set<number> | undefined;
  for (const list of locations as (readonly number[])[]) {
    const stretches = new Set(list.map((location) => Math.floor(location / stretchWords)));
    common = common ? new Set([...common].filter((stretch) => stretches.has(stretch))) : stretches;
  }
  return Math.min(1, common!.size / Math.max(minStretches, Math.ceil(wordCount / stretchWords)));
}

/**
 * How much the page is about the query, 0–1: per concept, the spread of its best form (times the
 * form's weight) relative to `fullAboutShare`, averaged over the query's concepts weighted by rarity
 * (an unmatched concept counts 0). Undefined when no match knows its spread.
 */
export function aboutness({matches}: Candidate, context: RankContext): number | undefined {
  const best = new Map<number, {value: number; rarity: number}>();
  for (const match of matches) {
    if (match.spread === undefined) continue;
    const value = Math.min(1, (match.weight * match.spread) / fullAboutShare);
    const previous = best.get(match.concept);
    if (!previous || value > previous.value) best.set(match.concept, {value, rarity: match.rarity});
  }
  if (best.size === 0) return undefined;
  const matched = [...best.values()];
  const averageRarity = matched.reduce((sum, entry) => sum + entry.rarity, 0) / matched.length;
  const conceptCount = Math.max(context.conceptCount, ...[...best.keys()].map((concept) => concept + 1));
  let total = 0;
  for (let concept = 0; concept < conceptCount; concept += 1) {
    total += best.get(concept)?.rarity ?? context.conceptRarity?.[concept] ?? averageRarity;
  }
  const carried = matched.reduce((sum, entry) => sum + entry.rarity * entry.value, 0);
  return total > 0 ? carried / total : undefined;
}

/**
 * Sections whose pages are articles, about one subject or touching several: their prior follows
 * aboutness. Changelog pages (lists of one-line entries, where a label recurs without the page being
 * about it) and the showcase and feature-request pages keep theirs.
 */
export const articleSections = new Set(['Blog', 'Community']);

/** The section prior of a candidate, moved by its aboutness for articles. */
export function priorOf(candidate: Candidate, context: RankContext): number {
  if (context.sections === false) return 1;
  const base = sectionPrior[candidate.page.section] ?? 0.5;
  if (!articleSections.has(candidate.page.section) || !candidate.page.wordCount) return base;
  const about = aboutness(candidate, context);
  if (about === undefined) return base;
  const mention = mentionPriorShare * base;
  return mention + (1 - mention) * about;
}

function titleStems(title: string, stemWord: Stemmer = stem): string[] {
  return words(title)
    .filter((word) => !stopWords.has(word))
    .map(stemWord);
}

/** Title words that name a kind of page, not its subject: "i18n - Introduction" is about i18n. */
const genericTitleWords = new Set(['introduction', 'overview', 'guide', 'tutorial']);

function termStems(term: string, stemWord: Stemmer = stem): string[] {
  return words(term)
    .filter((word) => !stopWords.has(word))
    .map(stemWord);
}

/** Does the text carry every word of the term? */
export function titleHas(title: string, term: string, stemWord: Stemmer = stem): boolean {
  const stems = new Set(titleStems(title, stemWord));
  const parts = termStems(term, stemWord);
  return parts.length > 0 && parts.every((part) => stems.has(part));
}

/** API reference pages: what a reader typing an option or API name is after. */
export function isReferencePage(url: string): boolean {
  return /\/docs\/(?:[\d.]+\/)?(?:api|cli|docusaurus-core)\//.test(url);
}

/** The page's title is the query, word for word (order and stop words aside). */
export function titleIsQuery(title: string, queryStems: readonly string[], stemWord: Stemmer = stem): boolean {
  const stems = new Set(titleStems(title, stemWord));
  const query = new Set(queryStems);
  return query.size > 0 && stems.size === query.size && [...query].every((part) => stems.has(part));
}

/** The parts of a candidate's score (`handScore` is the hand-set score of the rules above). */
type ScoreParts = {
  handScore: number;
  coverage: number;
  named: number;
  namedCount: number;
  defines: number;
  phrase: number;
  passage: number;
  prior: number;
  evidence: number;
  exactTitle: number;
  sectionPrior: number;
  titleWordCount: number;
  reader: number;
  readerCovered: number;
  /** Concepts the page carries, in its text or its reader queries, each counted once (unweighted). */
  coveredCount: number;
};

/**
 * Arrival questions. A reader asking when, or in which release, something came ("createSitemapItems added in which
 * version", "since when is node 16.14 required", "release that moved docusaurus to webpack 5") is answered by the
 * release post or changelog page that brought it, not by the page documenting the feature, which carries the
 * feature's words more often. For such a query (`hasArrivalIntent`), a page of a release (a post or changelog page
 * with a version, or a post announcing one: "Releasing Docusaurus i18n") scores `arrivalLift` times as much, and
 * changelog pages get the release prior that posts get (`releaseIntentLift`).
 */
export const arrivalLift = 2;

/**
 * The plugin API. A reader writing a plugin or a theme (`speaksAsExtensionAuthor`: "load a stylesheet from my plugin
 * on every page") asks how the plugin does it, through its lifecycles or client modules; the pages about configuring
 * a site carry the same task words ("stylesheet", "every page") more often. For such a query the pages for plugin
 * authors score `extensionApiLift` times as much.
 */
export const extensionApiLift = 1.6;

/**
 * A page that says what it documents is retired (the Universal Analytics plugin) shares most of its words with its
 * successor's page (gtag, Google Analytics 4), and names the successor in its notice: for "add google analytics 4 to
 * my site" it came first. A retired page keeps this share of its score; a query for the old thing ("universal
 * analytics") still finds it, by the words only it has.
 */
export const retiredShare = 0.7;

/**
 * Guides for moving to an older major. The guide to Docusaurus 2 is written for Docusaurus 1 sites, and its pages
 * cover translations, versioned docs and the config file again, in the words of the current guides: "translate my
 * site" and "versioned_docs folder" found the migration pages for Docusaurus 1 translations and versions first. For a
 * query that speaks of no older major and of no move, such a page keeps this share of its score; a page defining a
 * name the query asks for ("original_id") keeps all of it.
 */
export const legacyGuideShare = 0.7;

/** Is the page part of the migration guide to a major older than `newestMajor` (`/docs/migration/v2/…` below 3)? */
export function isLegacyGuide(url: string, newestMajor: number): boolean {
  const major = /\/docs\/(?:[\d.]+\/)?migration\/v(\d+)\//.exec(url)?.[1];
  return major !== undefined && Number(major) < newestMajor;
}

/** Is the page written for plugin and theme authors: the plugin methods, the guide to plugins, the client modules? */
export function isExtensionApiPage(url: string): boolean {
  return /\/docs\/(?:[\d.]+\/)?(?:api\/plugin-methods\/|advanced\/(?:plugins|client)\/)/.test(url);
}

/** Is the page a release's: a post or changelog page with a version, or a post whose title announces one? */
export function isReleasePage(page: Pick<PageInfo, 'section' | 'release' | 'title'>): boolean {
  if (page.release) return true;
  return page.section === 'Blog' && releaseIntentStems.has(stem(words(page.title)[0] ?? ''));
}

/** Is the page of the major an arrival question is limited to? A post without a version (a feature's launch) may be. */
function inArrivalMajor(page: Pick<PageInfo, 'release'>, context: RankContext): boolean {
  return !context.arrivalMajor || !page.release || page.release.split('.')[0] === context.arrivalMajor;
}

/**
 * What a candidate's score is multiplied by after the weighted sum, for rules that move a whole class of pages for a
 * class of queries: an overview's share for a task's sentence (`overviewTaskShare`), a release page's lift for an
 * arrival question (`arrivalLift`), the plugin API's for a plugin's author (`extensionApiLift`), the page on upgrading
 * for a move within a major (`routineUpgradeLift`), a guide for moving off an old major's share (`legacyGuideShare`).
 * scripts/train-search-ranking.mjs ranks with it the same way.
 */
export function scoreFactor(page: PageInfo, context: RankContext): number {
  const arrival =
    context.arrivalIntent && context.message !== true && isReleasePage(page) && inArrivalMajor(page, context)
      ? arrivalLift
      : 1;
  const extensionApi = context.extensionAuthor && isExtensionApiPage(page.url) ? extensionApiLift : 1;
  const retired = context.retiredPages !== false && page.retired ? retiredShare : 1;
  const upgrading = context.routineUpgrade && isUpgradingGuide(page.url) ? routineUpgradeLift : 1;
  const legacy =
    context.legacyGuidesBelow !== undefined &&
    isLegacyGuide(page.url, context.legacyGuidesBelow) &&
    !context.identifierForms?.some((form) => page.defines?.has(form))
      ? legacyGuideShare
      : 1;
  return overviewShare(page, context) * arrival * extensionApi * retired * upgrading * legacy;
}

/**
 * A score multiplied by a factor whatever its sign: a learned score can fall below 0, and is then divided by it, so
 * a factor below 1 always lowers a page and one above 1 always lifts it.
 */
export function scaleScore(score: number, factor: number): number {
  return score >= 0 ? factor * score : score / factor;
}

/**
 * Score of one candidate: the learned correction of the hand-set score when the context has weights, except for a
 * pasted message, whose own rule (troubleshooting pages first, `messageLift`) is judged on 304 framework messages
 * the fit never sees; then scaled by `scoreFactor`.
 */
export function scoreCandidate(candidate: Candidate, context: RankContext): number {
  const factor = scoreFactor(candidate.page, context);
  if (!context.weights || context.message === true) return scaleScore(scoreParts(candidate, context).handScore, factor);
  const features = rankingFeatures(candidate, context);
  let score = 0;
  for (const name of rankingFeatureNames) score += (context.weights[name] ?? 0) * features[name];
  return scaleScore(score, factor);
}

function scoreParts({page, matches, readerShare, quotesMessage}: Candidate, context: RankContext): ScoreParts {
  const stemWord = context.stem ?? stem;
  const titles = context.titles !== false;
  const generic = new Set([...genericTitleWords].map(stemWord));
  const titleWordCount = Math.max(1, titleStems(page.title, stemWord).filter((word) => !generic.has(word)).length);
  const valuesByConcept = new Map<number, number[]>();
  // Concepts the page names in its title or a heading (keywords included).
  const named = new Set<number>();
  // Concepts the page's text carries; the others it has come from its reader queries.
  const inText = new Set<number>();
  for (const match of matches) {
    if (match.kind !== 'reader') inText.add(match.concept);
    let value = match.textScore;
    if (!titles || match.kind === 'reader') {
      // no title or heading bonus
    } else if (match.titleOfPage || titleHas(page.title, match.term, stemWord)) {
      named.add(match.concept);
      // A title that is mostly the term is more about it: "Sidebar" over "Using multiple sidebars".
      const share = Math.min(1, termStems(match.term, stemWord).length / titleWordCount);
      value += titleBonus * (0.25 + 0.75 * share);
    } else if (page.headings.some((heading) => titleHas(heading, match.term, stemWord))) {
      named.add(match.concept);
      value += headingBonus;
    }
    const values = valuesByConcept.get(match.concept) ?? [];
    values.push(match.weight * match.rarity * value);
    valuesByConcept.set(match.concept, values);
  }
  let evidence = 0;
  for (const values of valuesByConcept.values()) {
    // The best alternative counts; more alternatives of the same concept on one page add a little.
    const [best = 0, ...rest] = values.sort((a, b) => b - a);
    evidence += best + 0.1 * rest.slice(0, 3).reduce((sum, value) => sum + value, 0);
  }
  const exactTitle = titles && titleIsQuery(page.title, context.queryStems, stemWord) ? exactTitleBonus : 0;
  const sectionPrior = priorOf({page, matches}, context);
  const prior =
    sectionPrior *
    (context.identifier && isReferencePage(page.url) ? referenceLift : 1) *
    (context.releaseIntent && page.section === 'Blog' ? releaseIntentLift : 1) *
    ((context.changelogIntent || context.arrivalIntent) && page.section === 'Changelog' ? releaseIntentLift : 1) *
    (context.years?.some((year) => isOfYear(page, year)) ? yearLift : 1) *
    (context.migrationTarget && page.url.includes(`/migration/v${context.migrationTarget}/`)
      ? migrationTargetLift
      : 1) *
    (context.message === false && isTroubleshootingPage(page.url) ? troubleshootingPrior : 1);
  const passage =
    context.proximity === false || context.conceptCount < 2 ? 0 : passageCoverage({page, matches}, context);
  // A pasted message has its own rule (`messageLift`, quoted messages): its words stand as the framework wrote them.
  const neighbours = context.message === true ? 0 : neighbourShare({page, matches}, context);
  const lift = context.message === true && isTroubleshootingPage(page.url) ? messageLift : 1;
  const defines = context.identifierForms?.some((form) => page.defines?.has(form)) ? definitionLift : 0;
  const phrase = titles && namesPhraseOf(page, context, stemWord) ? phraseLift : 0;
  const readerOnly = [...valuesByConcept.keys()].filter((concept) => !inText.has(concept));
  const readerCovered = readerOnly.length;
  const covered = coverage(inText, context.conceptWeight) + readerCredit * coverage(readerOnly, context.conceptWeight);
  const namedCredit = context.message === true ? 0 : Math.min(namedCoverage, named.size);
  // Set by the engine only when its rule `readerQueries` is on.
  const reader = readerShare ?? 0;
  const handScore =
    lift *
      ((covered + namedCredit + defines + phrase + (context.readerLift ?? readerLift) * reader) * coverageWeight +
        passage * passageWeight +
        neighbours * neighbourWeight * neighbourLiftFor(context) +
        prior * (evidence + exactTitle)) +
    (quotesMessage === undefined ? 0 : quotedMessageScore * (1 + quotesMessage));
  return {
    handScore,
    coverage: covered,
    named: namedCredit,
    namedCount: named.size,
    defines,
    phrase,
    passage,
    prior,
    evidence,
    exactTitle,
    sectionPrior,
    titleWordCount,
    reader,
    readerCovered,
    coveredCount: inText.size + readerCovered,
  };
}

/**
 * Learned correction. The rules above were set by hand, one at a time; the weights that combine them, and a few
 * page traits no rule uses alone, are fitted on the tuning halves of `relevance.json` by
 * `scripts/train-search-ranking.mjs` (pairwise logistic regression, pulled towards the hand-set score: `handScore`
 * starts at weight 1, every other feature at 0). The held-out halves never enter the fit. Features are scaled to
 * about 0–1 so that one pull fits all.
 */
export const rankingFeatureNames = [
  'handScore',
  'coverage',
  'named',
  'namedCount',
  'defines',
  'phrase',
  'passage',
  'priorEvidence',
  'priorExactTitle',
  'evidence',
  'sectionPrior',
  'pageLength',
  'referenceForIdentifier',
  'referenceOtherwise',
  'troubleshooting',
  'releasePostAsked',
  'releasePostOtherwise',
  'migrationGuide',
  'titleFocus',
  'headingCount',
  'coversAll',
  'blog',
  'community',
  'changelog',
  'otherPages',
  'blogAsked',
  'communityAsked',
  'changelogAsked',
  'otherPagesAsked',
  'readerShare',
  'readerCovered',
] as const;
export type RankingFeatureName = (typeof rankingFeatureNames)[number];
export type RankingWeights = Readonly<Partial<Record<RankingFeatureName, number>>>;

/** The features of one candidate, in `rankingFeatureNames`. */
export function rankingFeatures(candidate: Candidate, context: RankContext): Record<RankingFeatureName, number> {
  const parts = scoreParts(candidate, context);
  const {page} = candidate;
  const flag = (value: unknown) => (value ? 1 : 0);
  const asked = flag(context.releaseIntent);
  const reference = isReferencePage(page.url);
  const releasePost = Boolean(page.release) && page.section !== 'Changelog';
  const other = !['Docs', 'Blog', 'Community', 'Changelog'].includes(page.section);
  return {
    handScore: parts.handScore / coverageWeight,
    coverage: parts.coverage,
    named: parts.named,
    namedCount: Math.log1p(parts.namedCount),
    defines: parts.defines,
    phrase: parts.phrase,
    passage: parts.passage,
    priorEvidence: parts.prior * parts.evidence,
    priorExactTitle: parts.prior * parts.exactTitle,
    evidence: parts.evidence,
    sectionPrior: parts.sectionPrior,
    pageLength: Math.log1p(page.wordCount ?? 0) / 8,
    referenceForIdentifier: flag(reference && context.identifier),
    referenceOtherwise: flag(reference && !context.identifier),
    // A pasted message keeps the hand-set score: this weighs troubleshooting pages for the other queries.
    troubleshooting: flag(isTroubleshootingPage(page.url)),
    releasePostAsked: flag(releasePost) * asked,
    releasePostOtherwise: flag(releasePost) * (1 - asked),
    migrationGuide: flag(page.url.includes('/migration/')),
    titleFocus: 1 / parts.titleWordCount,
    headingCount: Math.log1p(page.headings.length) / 4,
    coversAll: flag(parts.coveredCount === context.conceptCount),
    blog: flag(page.section === 'Blog'),
    community: flag(page.section === 'Community'),
    changelog: flag(page.section === 'Changelog'),
    otherPages: flag(other),
    blogAsked: flag(page.section === 'Blog') * asked,
    communityAsked: flag(page.section === 'Community') * asked,
    changelogAsked: flag(page.section === 'Changelog') * asked,
    otherPagesAsked: flag(other) * asked,
    readerShare: parts.reader,
    readerCovered: parts.readerCovered / Math.max(1, context.conceptCount),
  };
}

/**
 * Passages. A page can carry every word of a long query spread over unrelated paragraphs (a troubleshooting
 * reference or a deployment guide names almost everything); the page that answers usually carries them in one
 * sentence or table row ("shows when each doc was last changed"). The best window of `passageWords` consecutive words
 * is found over the word locations Pagefind returns, and the share of the query's coverage it holds lifts the page by
 * up to `passageWeight`.
 */
export const passageWords = 24;
export const passageWeight = 4;

/** The share (0–1) of the query's coverage (`coverage`) that the page's best passage carries. */
export function passageCoverage({matches}: Candidate, context: RankContext): number {
  const events: {location: number; concept: number}[] = [];
  const concepts = new Set<number>();
  for (const match of matches) {
    if (!match.locations) continue;
    concepts.add(match.concept);
    for (const location of match.locations) events.push({location, concept: match.concept});
  }
  if (concepts.size < 2) return 0;
  const all = Array.from({length: context.conceptCount}, (_, concept) => concept);
  const total = coverage(all);
  if (total <= 0) return 0;
  const single = (concept: number) => coverage([concept]);
  events.sort((a, b) => a.location - b.location);
  const inWindow = new Map<number, number>();
  let carried = 0;
  let best = 0;
  let start = 0;
  for (const event of events) {
    const count = inWindow.get(event.concept) ?? 0;
    if (count === 0) carried += single(event.concept);
    inWindow.set(event.concept, count + 1);
    while (event.location - events[start]!.location >= passageWords) {
      const leaving = events[start]!.concept;
      const left = inWindow.get(leaving)! - 1;
      inWindow.set(leaving, left);
      if (left === 0) carried -= single(leaving);
      start += 1;
    }
    best = Math.max(best, carried);
  }
  return Math.min(1, best / total);
}

/**
 * Neighbours. Two words a reader writes side by side ("clear command", "site option") name one thing; a page that
 * writes them side by side too names it, where another only has each word somewhere ("a clear error", "the command").
 * The passage rule cannot tell them apart: a release post's paragraph holds every word of a short query. The share of
 * the query's neighbour pairs (`neighbourPairs`) that stand within `neighbourGap` words of each other on the page, in
 * either order, lifts it by up to `neighbourWeight`.
 */
export const neighbourGap = 3;
export const neighbourWeight = 10;
/**
 * In a question asking when something came, or for its changelog entry ("docusaurus clear command added when"), the
 * reader names the feature, and the entry that brought it names it in the same words ("new docusaurus clear
 * command"); a release post describes it in its own and mentions many more. Neighbours weigh `arrivalNeighbourLift`
 * times as much there.
 */
export const arrivalNeighbourLift = 3;

/** What the neighbours of a query weigh, relative to `neighbourWeight`. */
export function neighbourLiftFor(context: RankContext): number {
  const asksForEntry = context.arrivalIntent || context.changelogIntent;
  return asksForEntry && context.arrivalNeighbours !== false ? arrivalNeighbourLift : 1;
}

/** The share (0–1) of the query's neighbour pairs that stand together on the page; 0 without pairs or locations. */
export function neighbourShare({matches}: Candidate, context: RankContext): number {
  const pairs = context.neighbourPairs ?? [];
  if (pairs.length === 0) return 0;
  const paired = new Set(pairs.flat());
  const locationsOf = new Map<number, Set<number>>();
  for (const match of matches) {
    if (!match.locations || !paired.has(match.concept)) continue;
    const known = locationsOf.get(match.concept) ?? new Set<number>();
    for (const location of match.locations) known.add(location);
    locationsOf.set(match.concept, known);
  }
  const together = ([first, second]: readonly [number, number]) => {
    const firsts = locationsOf.get(first);
    const seconds = locationsOf.get(second);
    if (!firsts || !seconds) return false;
    // Either order counts: walk the smaller list, look up the larger.
    const [fewer, more] = firsts.size <= seconds.size ? [firsts, seconds] : [seconds, firsts];
    for (const location of fewer) {
      for (let gap = 1; gap <= neighbourGap; gap += 1) {
        if (more.has(location + gap) || more.has(location - gap)) return true;
      }
    }
    return false;
  };
  return pairs.filter(together).length / pairs.length;
}

/**
 * How much of the query a page carries: the count of its concepts that the page has. Every page with one concept is a
 * candidate, so a page lacking one word of the query is ranked below those with all of them, never dropped. (Counting
 * each concept by its rarity instead gained nothing on the held-out queries and lost first-five places: removed.) A
 * concept of everyday words counts for its `weights` entry (`everydayWords.ts`), every other for 1.
 */
export function coverage(matched: Iterable<number>, weights?: readonly number[]): number {
  let total = 0;
  for (const concept of matched) total += weights?.[concept] ?? 1;
  return total;
}

/** Release pages of the query, in reading order: the post first unless the reader asked for the changelog or an exact version. */
export function orderReleasePages(pages: readonly PageInfo[], release: ReleaseQuery): PageInfo[] {
  const changelogFirst = release.exact || release.wantsChangelog;
  return pages
    .filter((page) => page.release !== '' && releaseMatches(page.release, release))
    .sort((a, b) => {
      const aChangelog = a.section === 'Changelog' ? 1 : 0;
      const bChangelog = b.section === 'Changelog' ? 1 : 0;
      return changelogFirst ? bChangelog - aChangelog : aChangelog - bChangelog;
    });
}

export function rankPages({
  candidates,
  context,
  release,
  releasePages,
  versionsPage,
}: {
  candidates: readonly Candidate[];
  context: RankContext;
  release: ReleaseQuery | null;
  releasePages: readonly PageInfo[];
  /** The list of documented versions, for a query asking for the docs of Docusaurus's versions: it comes first. */
  versionsPage?: PageInfo;
}): {page: PageInfo; score: number}[] {
  const scores = new Map<string, {page: PageInfo; score: number}>();
  for (const candidate of candidates) {
    scores.set(candidate.page.id, {page: candidate.page, score: scoreCandidate(candidate, context)});
  }
  if (release) {
    const ordered = orderReleasePages(releasePages, release);
    // Which later release fixed it is for the query's words to say, the nearer releases first when they say little:
    // a fix comes soon after what it fixes.
    const later = release.later ? [...new Set(ordered.map((page) => page.release))].sort(compareVersions) : [];
    ordered.forEach((page, position) => {
      if (!page.release) return;
      const previous = scores.get(page.id)?.score ?? 0;
      if (release.later) {
        const nearness = laterFixDecay ** later.indexOf(page.release);
        scores.set(page.id, {page, score: releaseScore * ordered.length + previous * nearness});
        return;
      }
      scores.set(page.id, {page, score: releaseScore * (ordered.length - position) + previous});
    });
    // A page titled exactly as the query ("V2 Changelog") still comes first.
    for (const page of releasePages) {
      if (titleIsQuery(page.title, context.queryStems, context.stem)) {
        scores.set(page.id, {page, score: releaseScore * (ordered.length + 1) + (scores.get(page.id)?.score ?? 0)});
      }
    }
  }
  if (versionsPage) {
    const previous = scores.get(versionsPage.id)?.score ?? 0;
    scores.set(versionsPage.id, {page: versionsPage, score: releaseScore + previous});
  }
  return [...scores.values()].sort((a, b) => b.score - a.score || (a.page.url < b.page.url ? -1 : 1));
}

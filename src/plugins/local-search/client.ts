/**
 * Pure logic of the local search: turns the DocSearch modal's Algolia-style
 * `search({requests})` calls into Pagefind queries, and Pagefind fragments into
 * DocSearch hits. No DOM, no React: the theme components inject the loader.
 */
import {loadFragment, runSearch, type EngineOptions, type SearchIndex} from './engine';

// ---------------------------------------------------------------------------
// The part of Pagefind's browser API (pagefind.js, v1.6) that we use.

export type PagefindAnchor = {element: string; id: string; text?: string; location: number};

export type PagefindSubResult = {
  title: string;
  url: string;
  anchor?: PagefindAnchor;
  excerpt: string;
  locations?: number[];
};

export type PagefindFragment = {
  url: string;
  excerpt: string;
  meta: Record<string, string | undefined>;
  filters?: Record<string, string[]>;
  anchors?: PagefindAnchor[];
  sub_results?: PagefindSubResult[];
  word_count?: number;
};

export type PagefindResult = {id: string; score: number; words?: number[]; data: () => Promise<PagefindFragment>};

export type PagefindFilter =
  | {[attribute: string]: string | PagefindFilter | PagefindFilter[] | string[]}
  | {any: PagefindFilter[]}
  | {all: PagefindFilter[]}
  | {not: PagefindFilter};

export type PagefindApi = {
  options: (options: Record<string, unknown>) => Promise<void>;
  init: () => Promise<void>;
  search: (
    term: string | null,
    options?: {filters?: PagefindFilter},
  ) => Promise<{results: PagefindResult[]; unfilteredResultCount?: number} | null>;
};

// ---------------------------------------------------------------------------
// The part of the DocSearch / Algolia contract that the modal relies on.

export type FacetFilters = string | readonly (string | readonly string[])[];

export type SearchRequest = {
  indexName?: string;
  query?: string;
  hitsPerPage?: number;
  facetFilters?: FacetFilters;
  [parameter: string]: unknown;
};

type HitLevel = 'lvl0' | 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6';
export type Hierarchy = Record<HitLevel, string | null>;
type Highlighted = {value: string; matchLevel: 'none' | 'partial' | 'full'; matchedWords: string[]};

export type DocSearchHit = {
  objectID: string;
  url: string;
  url_without_anchor: string;
  anchor: string | null;
  type: 'lvl1' | 'lvl2' | 'lvl3' | 'content';
  content: string | null;
  hierarchy: Hierarchy;
  _highlightResult: {hierarchy: Partial<Record<HitLevel, Highlighted>>; content?: Highlighted};
  _snippetResult: {hierarchy?: Partial<Record<HitLevel, Highlighted>>; content?: Highlighted};
  /** Not Algolia's: the words searched, marked on the page the hit opens. */
  _highlightTerms?: string[];
};

export type SearchResponse = {
  hits: DocSearchHit[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  processingTimeMS: number;
  exhaustiveNbHits: boolean;
  query: string;
  params: string;
  index?: string;
  /** Not Algolia's: the query as searched when words were corrected. */
  correctedQuery?: string | null;
};

// ---------------------------------------------------------------------------
// HTML safety: every string handed to DocSearch or the search page is rendered
// with innerHTML, so it is escaped here, and only <mark> is let through.

const htmlEscapes: Record<string, string> = {'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;'};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => htmlEscapes[char]!);
}

/**
 * Pagefind excerpts are built from the page text with only `<` and `>` escaped,
 * plus `<mark>` around matches. Undo its escaping and escape everything again.
 */
export function sanitizeExcerpt(excerpt: string): string {
  return excerpt
    .split(/(<mark>|<\/mark>)/)
    .map((part) => {
      if (part === '<mark>' || part === '</mark>') return part;
      return escapeHtml(part.replace(/&lt;/g, '<').replace(/&gt;/g, '>'));
    })
    .join('');
}

/** Query words, lowercased, for highlighting titles and headings. */
export function queryTerms(query: string): string[] {
  return Array.from(
    new Set(
      query
        .toLowerCase()
        .split(/[\s"'`.,;:!?()[\]{}<>/\\|+=*&^%$#@~]+/u)
        .filter((term) => term.length > 0),
    ),
  );
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Escapes `text` and wraps the words that start with a query term in `<mark>`. */
export function highlightText(text: string, terms: readonly string[]): Highlighted {
  if (terms.length === 0) {
    return {value: escapeHtml(text), matchLevel: 'none', matchedWords: []};
  }
  const pattern = new RegExp(
    `(^|[^\\p{L}\\p{N}])(${terms
      .map(escapeRegExp)
      .sort((a, b) => b.length - a.length)
      .join('|')})`,
    'giu',
  );
  const matched = new Set<string>();
  let value = '';
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    const start = match.index! + match[1]!.length;
    value += escapeHtml(text.slice(last, start));
    value += `<mark>${escapeHtml(match[2]!)}</mark>`;
    matched.add(match[2]!.toLowerCase());
    last = start + match[2]!.length;
  }
  value += escapeHtml(text.slice(last));
  const matchLevel = matched.size === 0 ? 'none' : matched.size === terms.length ? 'full' : 'partial';
  return {value, matchLevel, matchedWords: [...matched]};
}

function asHighlighted(html: string): Highlighted {
  return {value: html, matchLevel: html.includes('<mark>') ? 'full' : 'none', matchedWords: []};
}

// ---------------------------------------------------------------------------
// Filters: DocSearch's contextual search sends Algolia facet filters such as
// ["language:en", ["docusaurus_tag:default", "docusaurus_tag:docs-default-3.6.3"]].
// Strings are ANDed, nested arrays are ORed, a leading "-" negates.

function facetToFilter(facet: string): PagefindFilter | null {
  const negated = facet.startsWith('-');
  const body = negated ? facet.slice(1) : facet;
  const separator = body.indexOf(':');
  if (separator <= 0) return null;
  const filter: PagefindFilter = {[body.slice(0, separator)]: body.slice(separator + 1)};
  return negated ? {not: filter} : filter;
}

export function facetFiltersToPagefind(facetFilters: FacetFilters | undefined): PagefindFilter | undefined {
  if (!facetFilters) return undefined;
  const groups = (typeof facetFilters === 'string' ? [facetFilters] : facetFilters)
    .map((entry): PagefindFilter | null => {
      if (typeof entry === 'string') return facetToFilter(entry);
      const alternatives = entry.map(facetToFilter).filter((f): f is PagefindFilter => f !== null);
      if (alternatives.length === 0) return null;
      return alternatives.length === 1 ? alternatives[0]! : {any: alternatives};
    })
    .filter((f): f is PagefindFilter => f !== null);
  if (groups.length === 0) return undefined;
  return groups.length === 1 ? groups[0] : {all: groups};
}

// ---------------------------------------------------------------------------
// Hits

export type HitOptions = {
  /** Origin used to make URLs absolute: the DocSearch modal parses them with `new URL()`. */
  origin: string;
  query: string;
  /** Heading sections shown under a page, at most. */
  maxSectionsPerPage?: number;
  /** Words to mark on the page the hit opens (components/highlightSearchTerms.ts). */
  highlight?: readonly string[];
  /** The heading the page's first section hit is: the entry explaining a pasted message (`RankedPage.anchor`). */
  anchor?: string;
};

function absoluteUrl(url: string, origin: string): string {
  return new URL(url, origin).href;
}

function emptyHierarchy(): Hierarchy {
  return {lvl0: null, lvl1: null, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null};
}

/** The page title without the " | Site" suffix that <title> carries. */
export function pageTitle(fragment: PagefindFragment): string {
  return (fragment.meta.title ?? fragment.url).trim() || fragment.url;
}

export function pageSection(fragment: PagefindFragment): string {
  return fragment.meta.section ?? 'Pages';
}

/** Parent h2 of an h3 section, so a hit reads "Page › Section › Subsection". */
function parentHeading(fragment: PagefindFragment, anchor: PagefindAnchor): PagefindAnchor | undefined {
  if (anchor.element.toLowerCase() !== 'h3') return undefined;
  return (fragment.anchors ?? [])
    .filter((candidate) => candidate.element.toLowerCase() === 'h2' && candidate.location < anchor.location)
    .sort((a, b) => b.location - a.location)[0];
}

export function fragmentToHits(fragment: PagefindFragment, options: HitOptions): DocSearchHit[] {
  const terms = queryTerms(options.query);
  const pageUrl = absoluteUrl(fragment.url, options.origin);
  const highlight = {_highlightTerms: [...(options.highlight ?? [])]};
  const title = pageTitle(fragment);
  // A page of an older docs version says so in its group's name ("Docs 3.6.3"): its title is its current copy's.
  const version = fragment.meta.version;
  const section = version && version !== 'current' ? `${pageSection(fragment)} ${version}` : pageSection(fragment);
  const hierarchy: Hierarchy = {...emptyHierarchy(), lvl0: escapeHtml(section), lvl1: escapeHtml(title)};
  const highlightedTitle = highlightText(title, terms);
  const pageExcerpt = sanitizeExcerpt(fragment.excerpt ?? '');

  const pageHit: DocSearchHit = {
    ...highlight,
    objectID: pageUrl,
    url: pageUrl,
    url_without_anchor: pageUrl,
    anchor: null,
    type: 'lvl1',
    content: pageExcerpt || null,
    hierarchy,
    _highlightResult: {
      hierarchy: {lvl0: highlightText(section, []), lvl1: highlightedTitle},
      ...(pageExcerpt && {content: asHighlighted(pageExcerpt)}),
    },
    _snippetResult: {
      hierarchy: {lvl1: highlightedTitle},
      ...(pageExcerpt && {content: asHighlighted(pageExcerpt)}),
    },
  };

  const headingResults = (fragment.sub_results ?? []).filter(
    (sub) => sub.anchor?.id && /^h[2-6]$/i.test(sub.anchor.element) && sub.anchor.id !== options.anchor,
  );
  // The entry that explains a pasted message comes first, whatever words the other sections matched.
  const entry = options.anchor ? fragment.anchors?.find((anchor) => anchor.id === options.anchor) : undefined;
  const entryResult: PagefindSubResult[] = entry
    ? [{title: entry.text ?? '', url: `${fragment.url.replace(/#.*$/, '')}#${entry.id}`, anchor: entry, excerpt: ''}]
    : [];
  const sections = [...entryResult, ...headingResults].slice(0, options.maxSectionsPerPage ?? 3);

  const sectionHits = sections.map((sub): DocSearchHit => {
    const anchor = sub.anchor!;
    const url = absoluteUrl(sub.url, options.origin);
    const heading = (sub.title || anchor.text || '').trim();
    const parent = parentHeading(fragment, anchor);
    const level: HitLevel = parent ? 'lvl3' : 'lvl2';
    const subHierarchy: Hierarchy = {...hierarchy};
    if (parent) subHierarchy.lvl2 = escapeHtml((parent.text ?? '').trim());
    subHierarchy[level] = escapeHtml(heading);
    const highlightedHeading = highlightText(heading, terms);
    const excerpt = sanitizeExcerpt(sub.excerpt ?? '');
    // A heading that matches reads best as the hit's title; otherwise the matching text does.
    const type = highlightedHeading.matchLevel !== 'none' || !excerpt ? level : 'content';
    return {
      ...highlight,
      objectID: url,
      url,
      url_without_anchor: pageUrl,
      anchor: anchor.id,
      type,
      content: excerpt || null,
      hierarchy: subHierarchy,
      _highlightResult: {
        hierarchy: {lvl0: highlightText(section, []), lvl1: highlightedTitle, [level]: highlightedHeading},
        ...(excerpt && {content: asHighlighted(excerpt)}),
      },
      _snippetResult: {
        hierarchy: {lvl1: highlightedTitle, [level]: highlightedHeading},
        ...(excerpt && {content: asHighlighted(excerpt)}),
      },
    };
  });

  return [pageHit, ...sectionHits];
}

// ---------------------------------------------------------------------------
// The search client handed to DocSearch through `transformSearchClient`.

/** DocSearch shows its "Unable to fetch results" screen only for errors named RetryError. */
export class SearchUnavailableError extends Error {
  override name = 'RetryError';
  constructor(message: string, options?: {cause?: unknown}) {
    super(message, options);
  }
}

export type LocalSearchClientOptions = {
  loadIndex: () => Promise<SearchIndex>;
  origin: string;
  /** Pages whose fragments are fetched per query (each costs one small request). */
  pagesPerQuery?: number;
  now?: () => number;
};

export type PageSearchResult = {
  total: number;
  pages: {fragment: PagefindFragment; hits: DocSearchHit[]}[];
  /** The query as searched when words were corrected ("Showing results for …"), else null. */
  correctedQuery: string | null;
};

/** Runs one query through the engine and loads the fragments of results [offset, offset + limit). */
export async function searchPages(
  index: SearchIndex,
  {
    query,
    filters,
    offset = 0,
    limit,
    origin,
    rules,
  }: {
    query: string;
    filters?: PagefindFilter;
    offset?: number;
    limit: number;
    origin: string;
    rules?: EngineOptions['rules'];
  },
): Promise<PageSearchResult> {
  const trimmed = query.trim();
  if (!trimmed) return {total: 0, pages: [], correctedQuery: null};
  const {plan, ranked} = await runSearch(index, trimmed, filters, {rules});
  const shown = ranked.slice(offset, offset + limit);
  const fragments = await Promise.all(shown.map((page) => loadFragment(index, page)));
  const highlightQuery = plan.highlightTerms.join(' ');
  return {
    total: ranked.length,
    pages: fragments.flatMap((fragment, position) =>
      fragment
        ? [
            {
              fragment,
              hits: fragmentToHits(fragment, {
                origin,
                query: highlightQuery,
                highlight: plan.highlightTerms,
                ...(shown[position]!.anchor ? {anchor: shown[position]!.anchor} : {}),
              }),
            },
          ]
        : [],
    ),
    correctedQuery: ranked.length > 0 ? plan.correctedQuery : null,
  };
}

export function createLocalSearchClient({
  loadIndex,
  origin,
  pagesPerQuery = 8,
  now = () => Date.now(),
}: LocalSearchClientOptions) {
  async function load(): Promise<SearchIndex> {
    try {
      return await loadIndex();
    } catch (error) {
      throw new SearchUnavailableError('The search index could not be loaded.', {cause: error});
    }
  }

  async function answer(index: SearchIndex, request: SearchRequest): Promise<SearchResponse> {
    const started = now();
    const query = request.query ?? '';
    const hitsPerPage = request.hitsPerPage ?? 20;
    let found: PageSearchResult;
    try {
      found = await searchPages(index, {
        query,
        filters: facetFiltersToPagefind(request.facetFilters),
        limit: pagesPerQuery,
        origin,
      });
    } catch (error) {
      throw new SearchUnavailableError('The search index could not be read.', {cause: error});
    }
    return {
      hits: found.pages.flatMap((page) => page.hits).slice(0, hitsPerPage),
      nbHits: found.total,
      page: 0,
      nbPages: 1,
      hitsPerPage,
      processingTimeMS: now() - started,
      exhaustiveNbHits: true,
      query,
      params: '',
      correctedQuery: found.correctedQuery,
      ...(request.indexName && {index: request.indexName}),
    };
  }

  return {
    async search({requests}: {requests: readonly SearchRequest[]}): Promise<{results: SearchResponse[]}> {
      const index = await load();
      return {results: await Promise.all(requests.map((request) => answer(index, request)))};
    },
    /** DocSearch and the theme tag their Algolia requests; there is nothing to tag here. */
    addAlgoliaAgent(): void {},
    clearCache: async (): Promise<void> => {},
  };
}

export type LocalSearchClient = ReturnType<typeof createLocalSearchClient>;

// ---------------------------------------------------------------------------
// /search/ page: the docs version chosen for each docs plugin becomes a filter,
// like the theme's contextual search: pages outside docs carry the "default" tag.

export function searchPageFilters(locale: string, versionsByPlugin: Record<string, string>): PagefindFilter {
  const tags = [
    'default',
    ...Object.entries(versionsByPlugin).map(([pluginId, version]) => `docs-${pluginId}-${version}`),
  ];
  return {language: locale, docusaurus_tag: {any: tags}};
}

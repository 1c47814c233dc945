/**
 * Every search the site's pages ask for, in one object: the modal's DocSearch requests, a page of
 * /search/ results, the not-found page's closest pages. It runs inside the search worker
 * (searchWorker.ts), so that ranking, typo correction and Pagefind's WebAssembly never hold up the
 * page while the reader types. Everything it returns is plain data: it crosses to the page by
 * structured clone.
 */
import {
  createLocalSearchClient,
  searchPages,
  type PageSearchResult,
  type PagefindFilter,
  type SearchRequest,
  type SearchResponse,
} from '../client';
import {runSearch, type SearchIndex} from '../engine';
import {loadSearchIndex} from '../loadPagefind';

/** What the worker needs from the page to find the index. */
export type SearchSetup = {pagefindScriptPath: string; baseUrl: string; origin: string};

export type ClosestPage = {url: string; title: string; section: string};

export type PageQuery = {query: string; filters?: PagefindFilter; offset?: number; limit: number};

export type SearchService = {
  /** The DocSearch modal's `search({requests})`, answered like Algolia would. */
  search: (params: {requests: readonly SearchRequest[]}) => Promise<{results: SearchResponse[]}>;
  /** One page of /search/ results, with the fragments of the pages shown. */
  searchPages: (query: PageQuery) => Promise<PageSearchResult>;
  /** The best `count` pages for a query, titles only (the not-found page). */
  closestPages: (query: {query: string; filters: PagefindFilter; count: number}) => Promise<ClosestPage[]>;
};

export function createSearchService(
  setup: SearchSetup,
  loadIndex: () => Promise<SearchIndex> = () => loadSearchIndex(setup.pagefindScriptPath, setup.baseUrl),
): SearchService {
  const client = createLocalSearchClient({loadIndex, origin: setup.origin});
  return {
    search: (params) => client.search(params),
    searchPages: async (query) => searchPages(await loadIndex(), {...query, origin: setup.origin}),
    closestPages: async ({query, filters, count}) => {
      const {ranked} = await runSearch(await loadIndex(), query, filters);
      return ranked.slice(0, count).map(({page}) => ({url: page.url, title: page.title, section: page.section}));
    },
  };
}

/** The modal's search client: DocSearch's requests go to the search worker (../worker/). */
import type {SearchRequest} from '../client';
import type {LocalSearchGlobalData} from '../types';
import {searchConnection} from '../worker/searchConnection';

export type SearchOutcome = {
  failed: boolean;
  /** The query as searched when words were corrected: the modal says "Showing results for …". */
  correctedQuery: string | null;
};

/**
 * DocSearch 4.7 marks a failed query as "error" and then, in the same request's
 * `finally`, back to "idle", so its error screen never stays up. The modal wrapper
 * renders that screen itself from the outcome reported here; the failed query
 * answers with no hits instead of an unhandled rejection.
 */
export function createBrowserClient(data: LocalSearchGlobalData, onOutcome: (outcome: SearchOutcome) => void) {
  const connection = searchConnection(data);
  return {
    /** DocSearch and the theme tag their Algolia requests; there is nothing to tag here. */
    addAlgoliaAgent(): void {},
    clearCache: async (): Promise<void> => {},
    async search(params: {requests: readonly SearchRequest[]}) {
      try {
        const response = await connection.search(params);
        onOutcome({failed: false, correctedQuery: response.results[0]?.correctedQuery ?? null});
        return response;
      } catch (error) {
        console.warn('Local search failed.', error);
        onOutcome({failed: true, correctedQuery: null});
        return {
          results: params.requests.map((request) => ({
            hits: [],
            nbHits: 0,
            page: 0,
            nbPages: 0,
            hitsPerPage: request.hitsPerPage ?? 20,
            processingTimeMS: 0,
            exhaustiveNbHits: true,
            query: request.query ?? '',
            params: '',
          })),
        };
      }
    },
  };
}

export type BrowserSearchClient = ReturnType<typeof createBrowserClient>;

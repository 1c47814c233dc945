/**
 * Which search backend the site uses. With ALGOLIA_APP_ID, ALGOLIA_API_KEY and
 * ALGOLIA_INDEX_NAME set at build time, the DocSearch modal and /search/ query the
 * hosted index; without them, both answer from the local Pagefind index that
 * src/plugins/local-search builds after `docusaurus build`.
 */
import type {UserThemeConfig} from '@docusaurus/theme-search-algolia';

export type SearchBackend = {kind: 'local'} | {kind: 'algolia'; appId: string; apiKey: string; indexName: string};

type AlgoliaOptions = NonNullable<UserThemeConfig['algolia']>;

/** Placeholder credentials: the theme requires them, the local backend never uses them. */
export const localPlaceholderAppId = 'LOCAL';

export const searchPagePath = 'search';

export function resolveSearchBackend(env: NodeJS.ProcessEnv = process.env): SearchBackend {
  const appId = env.ALGOLIA_APP_ID?.trim();
  const apiKey = env.ALGOLIA_API_KEY?.trim();
  const indexName = env.ALGOLIA_INDEX_NAME?.trim();
  if (appId && apiKey && indexName) {
    return {kind: 'algolia', appId, apiKey, indexName};
  }
  return {kind: 'local'};
}

/** `themeConfig.algolia` for the chosen backend. */
export function algoliaOptions(backend: SearchBackend): AlgoliaOptions {
  const shared = {
    contextualSearch: true,
    searchPagePath,
    // Unversioned "next" links in the hosted index point at the current docs.
    replaceSearchResultPathname: {from: '/docs/next', to: '/docs'},
  };
  if (backend.kind === 'algolia') {
    return {...shared, appId: backend.appId, apiKey: backend.apiKey, indexName: backend.indexName};
  }
  return {...shared, appId: localPlaceholderAppId, apiKey: 'local', indexName: 'docusaurus'};
}

export const searchBackend = resolveSearchBackend();

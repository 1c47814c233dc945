import {describe, expect, it} from 'vitest';
import {algoliaOptions, localPlaceholderAppId, resolveSearchBackend} from '../../../config/search';

describe('search backend (src/config/search.ts)', () => {
  it('is local unless all three Algolia variables are set', () => {
    expect(resolveSearchBackend({})).toEqual({kind: 'local'});
    expect(resolveSearchBackend({ALGOLIA_APP_ID: 'APP', ALGOLIA_API_KEY: 'key'})).toEqual({kind: 'local'});
    expect(resolveSearchBackend({ALGOLIA_APP_ID: ' ', ALGOLIA_API_KEY: 'key', ALGOLIA_INDEX_NAME: 'idx'})).toEqual({
      kind: 'local',
    });
    expect(resolveSearchBackend({ALGOLIA_APP_ID: 'APP', ALGOLIA_API_KEY: 'key', ALGOLIA_INDEX_NAME: 'idx'})).toEqual({
      kind: 'algolia',
      appId: 'APP',
      apiKey: 'key',
      indexName: 'idx',
    });
  });

  it('gives the theme the hosted credentials and the spec options in hosted mode', () => {
    expect(algoliaOptions({kind: 'algolia', appId: 'APP', apiKey: 'key', indexName: 'idx'})).toEqual({
      appId: 'APP',
      apiKey: 'key',
      indexName: 'idx',
      contextualSearch: true,
      searchPagePath: 'search',
      replaceSearchResultPathname: {from: '/docs/next', to: '/docs'},
    });
  });

  it('gives placeholders in local mode, with the same search page and contextual search', () => {
    expect(algoliaOptions({kind: 'local'})).toMatchObject({
      appId: localPlaceholderAppId,
      contextualSearch: true,
      searchPagePath: 'search',
    });
  });
});

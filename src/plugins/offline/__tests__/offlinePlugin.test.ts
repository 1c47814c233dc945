import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {PluginOptions as PwaOptions} from '@docusaurus/plugin-pwa';

// The PWA plugin's postBuild generates a service worker with Workbox; here it only records what it was given.
const pwaCalls: {manifestEntries: unknown[]; swRegister: unknown}[] = [];
vi.mock('../../../framework-internals/pwa-offline/pluginPwa', () => ({
  pwaThemePaths: {themePath: '/pwa/theme', typeScriptThemePath: '/pwa/src/theme'},
  validatePwaOptions: (_validate: unknown, options: object) => ({id: 'default', ...options}),
  createPwaPlugin: (_context: LoadContext, options: PwaOptions): Plugin<void> => ({
    name: 'docusaurus-plugin-pwa',
    getClientModules: () => ['/register.ts'],
    async postBuild() {
      pwaCalls.push({
        manifestEntries: [...(options.injectManifestConfig.additionalManifestEntries ?? [])],
        swRegister: options.swRegister,
      });
    },
  }),
}));

// The search index is built by Pagefind; here it is a list of files that appears after a delay.
const indexFiles = [
  {path: 'index/en_5d1.pf_index', revision: 'aaa'},
  {path: 'fragment/en_77c.pf_fragment', revision: 'bbb'},
];
const indexDone: string[] = [];
vi.mock('../../local-search/indexer', () => ({
  pagefindFolder: 'pagefind',
  async buildSearchIndex() {
    await new Promise((resolve) => setTimeout(resolve, 50));
    indexDone.push('index');
    return {indexedPages: 2, skippedPages: 0, durationMs: 50, fromCache: false, binaryFiles: indexFiles};
  },
}));

const {default: offlinePlugin, manifestEntries} = await import('../index');
const {default: localSearchPlugin} = await import('../../local-search/index');
const {announcePrecacheFiles, announcedProducers, awaitPrecacheFiles, resetPrecacheProducers} =
  await import('../precache');

const context = {
  baseUrl: '/docs-site/',
  outDir: '/tmp/build',
  siteDir: '/tmp/site',
  siteConfig: {title: 'Test'},
} as unknown as LoadContext;
const postBuildProps = {outDir: '/tmp/build'} as unknown as Parameters<NonNullable<Plugin<void>['postBuild']>>[0];
const pwaOptions = (): PwaOptions & {id: string} =>
  ({id: 'default', injectManifestConfig: {globIgnores: []}, swRegister: './registerSw.js'}) as unknown as PwaOptions & {
    id: string;
  };

const environment = process.env.NODE_ENV;
beforeEach(() => {
  process.env.NODE_ENV = 'production';
  resetPrecacheProducers();
  pwaCalls.length = 0;
  indexDone.length = 0;
});
afterEach(() => {
  process.env.NODE_ENV = environment;
});

describe('offline plugin', () => {
  it('runs the PWA postBuild only after the search index is written, with the index files precached', async () => {
    const search = localSearchPlugin(context, {id: 'default', search: {backend: 'local', missingResultsUrl: null}});
    const offline = offlinePlugin(context, pwaOptions());
    expect(announcedProducers()).toEqual(['docusaurus-plugin-local-search']);
    // As core does: every postBuild starts at once; the offline one first, to make the wait visible.
    await Promise.all([offline.postBuild!(postBuildProps), search.postBuild!(postBuildProps)]);
    expect(indexDone).toEqual(['index']);
    expect(pwaCalls).toEqual([
      {
        manifestEntries: [
          {url: '/docs-site/pagefind/index/en_5d1.pf_index', revision: 'aaa'},
          {url: '/docs-site/pagefind/fragment/en_77c.pf_fragment', revision: 'bbb'},
        ],
        swRegister: './registerSw.js',
      },
    ]);
  });

  it('does not wait with the Algolia backend (no index is built)', async () => {
    const search = localSearchPlugin(context, {id: 'default', search: {backend: 'algolia', missingResultsUrl: null}});
    const offline = offlinePlugin(context, pwaOptions());
    expect(announcedProducers()).toEqual([]);
    await Promise.all([offline.postBuild!(postBuildProps), search.postBuild!(postBuildProps)]);
    expect(indexDone).toEqual([]);
    expect(pwaCalls).toHaveLength(1);
    expect(pwaCalls[0]!.manifestEntries).toEqual([]);
  });

  it('fails the build when a producer fails, instead of precaching a partial index', async () => {
    const producer = announcePrecacheFiles('broken');
    const offline = offlinePlugin(context, pwaOptions());
    const waiting = offline.postBuild!(postBuildProps);
    producer.failed(new Error('Pagefind exited with code 1'));
    await expect(waiting).rejects.toThrow('Pagefind exited with code 1');
    expect(pwaCalls).toEqual([]);
  });

  it('adds nothing to the page in development (no service worker)', () => {
    process.env.NODE_ENV = 'development';
    const offline = offlinePlugin(context, pwaOptions());
    expect(Object.keys(offline)).toEqual(['name']);
  });
});

describe('precache hand-off', () => {
  it('replaces an earlier announcement of the same producer (next locale, config reload)', async () => {
    announcePrecacheFiles('search');
    const again = announcePrecacheFiles('search');
    again.done([{path: 'pagefind/a.pf_index', revision: '1'}]);
    await expect(awaitPrecacheFiles()).resolves.toEqual([{path: 'pagefind/a.pf_index', revision: '1'}]);
  });

  it('turns build-folder paths into URLs under the base URL', () => {
    expect(manifestEntries('/', [{path: 'pagefind/x.pf_meta', revision: 'r'}])).toEqual([
      {url: '/pagefind/x.pf_meta', revision: 'r'},
    ]);
  });
});

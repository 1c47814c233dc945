import {describe, expect, it} from 'vitest';
import {
  createLocalSearchClient,
  escapeHtml,
  facetFiltersToPagefind,
  fragmentToHits,
  highlightText,
  sanitizeExcerpt,
  searchPageFilters,
  type PagefindFragment,
} from '../client';
import {fakeIndex, type FakePage} from './fakeIndex';

const origin = 'https://example.test';

function fragment(overrides: Partial<PagefindFragment> = {}): PagefindFragment {
  return {
    url: '/docs/cli/',
    excerpt: 'Run the <mark>build</mark> command',
    meta: {title: 'CLI', section: 'Docs', version: 'current'},
    anchors: [
      {element: 'h2', id: 'commands', text: 'Commands', location: 10},
      {element: 'h3', id: 'docusaurus-build', text: 'docusaurus build', location: 20},
    ],
    sub_results: [
      {title: 'CLI', url: '/docs/cli/', excerpt: 'Run the <mark>build</mark> command'},
      {
        title: 'docusaurus build',
        url: '/docs/cli/#docusaurus-build',
        anchor: {element: 'h3', id: 'docusaurus-build', text: 'docusaurus build', location: 20},
        excerpt: 'Compiles the site for <mark>build</mark>',
      },
      {
        title: 'Commands',
        url: '/docs/cli/#commands',
        anchor: {element: 'h2', id: 'commands', text: 'Commands', location: 10},
        excerpt: 'Every command takes a <mark>build</mark> folder',
      },
    ],
    ...overrides,
  };
}

describe('escaping and highlighting', () => {
  it('escapes every HTML-significant character', () => {
    expect(escapeHtml(`<img src=x onerror="alert('x')">&`)).toBe(
      '&lt;img src=x onerror=&quot;alert(&#39;x&#39;)&quot;&gt;&amp;',
    );
  });

  it('keeps only <mark> from Pagefind excerpts', () => {
    // Pagefind escapes < and > of the page text but not &, and adds <mark>.
    const excerpt = 'Use &lt;script&gt;alert(1)&lt;/script&gt; &amp; <mark>swizzle</mark> it';
    expect(sanitizeExcerpt(excerpt)).toBe(
      'Use &lt;script&gt;alert(1)&lt;/script&gt; &amp;amp; <mark>swizzle</mark> it',
    );
    // Any other markup is shown as text, never interpreted.
    expect(sanitizeExcerpt('<b onclick="x">bold</b> <mark>term</mark>')).toBe(
      '&lt;b onclick=&quot;x&quot;&gt;bold&lt;/b&gt; <mark>term</mark>',
    );
  });

  it('highlights words that start with a query term, case-insensitively', () => {
    const result = highlightText('Versioning & versions', ['version']);
    expect(result.value).toBe('<mark>Version</mark>ing &amp; <mark>version</mark>s');
    expect(result.matchLevel).toBe('full');
  });

  it('treats regex characters and unicode in the query literally', () => {
    expect(highlightText('a+b (c) ünïcode', ['a+b', 'ünï']).value).toBe('<mark>a+b</mark> (c) <mark>ünï</mark>code');
    expect(highlightText('plain', ['.*']).matchLevel).toBe('none');
  });
});

describe('facet filters → Pagefind filters', () => {
  it('maps the contextual search filters of a 3.6.3 docs page', () => {
    expect(
      facetFiltersToPagefind([
        'language:en',
        ['docusaurus_tag:default', 'docusaurus_tag:docs-default-3.6.3', 'docusaurus_tag:docs-community-current'],
      ]),
    ).toEqual({
      all: [
        {language: 'en'},
        {
          any: [
            {docusaurus_tag: 'default'},
            {docusaurus_tag: 'docs-default-3.6.3'},
            {docusaurus_tag: 'docs-community-current'},
          ],
        },
      ],
    });
  });

  it('handles a single string, negation, values with colons and junk', () => {
    expect(facetFiltersToPagefind('language:en')).toEqual({language: 'en'});
    expect(facetFiltersToPagefind(['-section:Blog'])).toEqual({not: {section: 'Blog'}});
    expect(facetFiltersToPagefind(['meta:a:b'])).toEqual({meta: 'a:b'});
    expect(facetFiltersToPagefind(['nocolon', []])).toBeUndefined();
    expect(facetFiltersToPagefind(undefined)).toBeUndefined();
  });

  it('builds the search page filters from the chosen versions', () => {
    expect(searchPageFilters('en', {default: '3.6.3', community: 'current'})).toEqual({
      language: 'en',
      docusaurus_tag: {any: ['default', 'docs-default-3.6.3', 'docs-community-current']},
    });
  });
});

describe('Pagefind fragment → DocSearch hits', () => {
  it('returns a page hit and its heading sections with absolute URLs and a hierarchy', () => {
    const [page, ...sections] = fragmentToHits(fragment(), {origin, query: 'build'});
    expect(page).toMatchObject({
      type: 'lvl1',
      url: 'https://example.test/docs/cli/',
      hierarchy: {lvl0: 'Docs', lvl1: 'CLI', lvl2: null},
      content: 'Run the <mark>build</mark> command',
    });
    expect(sections).toHaveLength(2);
    // The h3 is nested under the h2 that precedes it.
    expect(sections[0]).toMatchObject({
      type: 'lvl3',
      url: 'https://example.test/docs/cli/#docusaurus-build',
      url_without_anchor: 'https://example.test/docs/cli/',
      anchor: 'docusaurus-build',
      hierarchy: {lvl0: 'Docs', lvl1: 'CLI', lvl2: 'Commands', lvl3: 'docusaurus build'},
    });
    expect(sections[0]!._snippetResult.hierarchy?.lvl3?.value).toBe('docusaurus <mark>build</mark>');
    // "Commands" does not contain the query: the hit shows the matching text instead.
    expect(sections[1]).toMatchObject({type: 'content', hierarchy: {lvl2: 'Commands'}});
    for (const hit of [page, ...sections]) {
      expect(() => new URL(hit!.url)).not.toThrow();
    }
  });

  it("names an older docs version's group with its version; the current docs keep the section alone", () => {
    const older = fragment({
      url: '/docs/3.6.3/cli/',
      meta: {title: 'CLI', section: 'Docs', version: '3.6.3'},
    });
    expect(fragmentToHits(older, {origin, query: 'build'})[0]!.hierarchy.lvl0).toBe('Docs 3.6.3');
    expect(fragmentToHits(fragment(), {origin, query: 'build'})[0]!.hierarchy.lvl0).toBe('Docs');
  });

  it('escapes titles, sections and headings that contain markup', () => {
    const [page, section] = fragmentToHits(
      fragment({
        meta: {title: '<img src=x onerror=alert(1)>', section: 'Docs & more'},
        anchors: [{element: 'h2', id: 'x', text: '<b>x</b>', location: 1}],
        sub_results: [
          {
            title: '<b>x</b>',
            url: '/docs/cli/#x',
            anchor: {element: 'h2', id: 'x', text: '<b>x</b>', location: 1},
            excerpt: '',
          },
        ],
      }),
      {origin, query: 'img'},
    );
    expect(page!.hierarchy.lvl1).toBe('&lt;img src=x onerror=alert(1)&gt;');
    expect(page!.hierarchy.lvl0).toBe('Docs &amp; more');
    expect(page!._highlightResult.hierarchy.lvl1!.value).toBe('&lt;<mark>img</mark> src=x onerror=alert(1)&gt;');
    expect(section!.hierarchy.lvl2).toBe('&lt;b&gt;x&lt;/b&gt;');
  });

  it('limits the sections per page', () => {
    expect(fragmentToHits(fragment(), {origin, query: 'build', maxSectionsPerPage: 1})).toHaveLength(2);
  });

  it('puts the entry that explains a pasted message first among the sections, even when no word matched it', () => {
    const [, first, ...rest] = fragmentToHits(fragment(), {origin, query: 'build', anchor: 'commands'});
    expect(first).toMatchObject({
      url: 'https://example.test/docs/cli/#commands',
      anchor: 'commands',
      type: 'lvl2',
      hierarchy: {lvl2: 'Commands'},
    });
    expect(rest.map((hit) => hit.anchor)).toEqual(['docusaurus-build']);
  });
});

describe('createLocalSearchClient', () => {
  const pages: FakePage[] = [
    {url: '/docs/cli/', title: 'CLI', text: 'Run the build command to build the site', fragment: fragment()},
    {
      url: '/blog/x/',
      title: 'Post',
      section: 'Blog',
      text: 'We changed how build works',
      fragment: {meta: {title: 'Post', section: 'Blog'}},
    },
    {url: '/fr/docs/cli/', title: 'CLI', language: 'fr', text: 'build build build'},
  ];

  it('answers the modal request shape with DocSearch results and applies the filters', async () => {
    const index = fakeIndex(pages);
    const client = createLocalSearchClient({loadIndex: async () => index, origin, now: () => 0});
    const {results} = await client.search({
      requests: [{indexName: 'docusaurus', query: 'build', hitsPerPage: 4, facetFilters: ['language:en']}],
    });
    expect(index.pagefind.search).toHaveBeenCalledWith('build');
    expect(results).toHaveLength(1);
    expect(results[0]).toMatchObject({
      nbHits: 2,
      page: 0,
      nbPages: 1,
      hitsPerPage: 4,
      query: 'build',
      index: 'docusaurus',
    });
    expect(results[0]!.hits).toHaveLength(4);
    expect(results[0]!.hits.map((hit) => hit.hierarchy.lvl0)).toEqual(['Docs', 'Docs', 'Docs', 'Blog']);
    // The searched words travel with the hit, for the highlight on the opened page.
    expect(results[0]!.hits[0]!._highlightTerms).toEqual(['build']);
  });

  it('drops results in which no query word occurs', async () => {
    const index = fakeIndex(pages);
    index.pagefind.search.mockResolvedValue({
      results: [
        {id: 'p1', score: 5, words: [], data: async () => fragment({url: '/blog/x/'})},
        {id: 'p0', score: 1, words: [12], data: async () => fragment()},
      ],
    });
    const client = createLocalSearchClient({loadIndex: async () => index, origin});
    const {results} = await client.search({requests: [{query: 'build', hitsPerPage: 10}]});
    expect(results[0]!.nbHits).toBe(1);
    expect(results[0]!.hits.every((hit) => !hit.url.includes('/blog/x/'))).toBe(true);
  });

  it('returns no hits for an empty query without asking Pagefind', async () => {
    const index = fakeIndex(pages);
    const client = createLocalSearchClient({loadIndex: async () => index, origin});
    const {results} = await client.search({requests: [{query: '   '}]});
    expect(results[0]).toMatchObject({hits: [], nbHits: 0});
    expect(index.pagefind.search).not.toHaveBeenCalled();
  });

  it('turns a failing index load or query into the error DocSearch shows as "Unable to fetch results"', async () => {
    const failingLoad = createLocalSearchClient({
      loadIndex: async () => {
        throw new TypeError('Failed to fetch dynamically imported module');
      },
      origin,
    });
    await expect(failingLoad.search({requests: [{query: 'x'}]})).rejects.toMatchObject({name: 'RetryError'});

    const index = fakeIndex(pages);
    index.pagefind.search.mockRejectedValueOnce(new Error('chunk 404'));
    const failingQuery = createLocalSearchClient({loadIndex: async () => index, origin});
    await expect(failingQuery.search({requests: [{query: 'x'}]})).rejects.toMatchObject({name: 'RetryError'});
  });

  it('handles very long and unicode queries', async () => {
    const index = fakeIndex(pages);
    const client = createLocalSearchClient({loadIndex: async () => index, origin});
    const query = `${'ä'.repeat(5000)} 🦖 <script>`;
    const {results} = await client.search({requests: [{query}]});
    expect(results[0]!.query).toBe(query);
    expect(JSON.stringify(results[0]!.hits)).not.toContain('<script>');
  });

  it('reports the corrected query when a word was corrected', async () => {
    const index = fakeIndex(pages);
    const client = createLocalSearchClient({loadIndex: async () => index, origin});
    const {results} = await client.search({requests: [{query: 'biuld'}]});
    expect(results[0]!.correctedQuery).toBe('build');
    expect(results[0]!.nbHits).toBe(3);
  });
});

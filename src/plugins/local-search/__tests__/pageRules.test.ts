import {describe, expect, it} from 'vitest';
import {announcesRetirement, annotatePage, definedNames, docsVersionOfTag, sectionOf} from '../pageRules';
import {headingsOf} from '../searchData';

const options = {siteTitle: 'Docusaurus'};

function page({
  htmlClass = 'plugin-docs docs-doc-page',
  title = 'Versioning | Docusaurus',
  tag = 'docs-default-3.6.3',
  robots = '',
  main = '<main class="docMainContainer">',
} = {}): string {
  return [
    `<!doctype html><html lang="en" dir="ltr" class="${htmlClass}"><head>`,
    `<title data-rh="true">${title}</title>`,
    '<meta data-rh="true" name="docsearch:language" content="en">',
    `<meta data-rh="true" name="docsearch:docusaurus_tag" content="${tag}">`,
    robots && `<meta data-rh="true" name="robots" content="${robots}">`,
    `</head><body><nav class="navbar">Navbar</nav>${main}<article><h1>Versioning</h1><p>Text</p></article></main></body></html>`,
  ].join('');
}

describe('annotatePage', () => {
  it('marks <main> as the indexed body and adds filters and meta', () => {
    const decision = annotatePage(page(), 'docs/3.6.3/versioning/index.html', options);
    expect(decision.indexed).toBe(true);
    if (!decision.indexed) return;
    expect(decision.page).toEqual({
      title: 'Versioning',
      section: 'Docs',
      language: 'en',
      docusaurusTag: 'docs-default-3.6.3',
      version: '3.6.3',
    });
    expect(decision.html).toContain('<main data-pagefind-body class="docMainContainer">');
    expect(decision.html).toContain(
      'data-pagefind-filter="docusaurus_tag[data-value]" data-value="docs-default-3.6.3"',
    );
    expect(decision.html).toContain('data-pagefind-filter="language[data-value]" data-value="en"');
    expect(decision.html).toContain('data-pagefind-meta="title[data-value]" data-value="Versioning"');
    expect(decision.html).toContain('data-pagefind-meta="version[data-value]" data-value="3.6.3"');
    expect(decision.html).toContain('<h1 data-pagefind-weight="10">Versioning</h1>');
    // The navbar stays outside the indexed body.
    expect(decision.html.indexOf('Navbar')).toBeLessThan(decision.html.indexOf('data-pagefind-body'));
  });

  /** The indexed HTML of the versioning page, with one more tag in its head (none: the page as it is). */
  const indexedWithHead = (tag = '') => {
    const decision = annotatePage(
      page().replace('</head>', `${tag}</head>`),
      'docs/3.6.3/versioning/index.html',
      options,
    );
    return decision.indexed ? decision.html : '';
  };
  const titleThenText = '<h1 data-pagefind-weight="10">Versioning</h1><p>Text</p>';

  it("indexes the page's description as weighted text below the title", () => {
    expect(
      indexedWithHead(
        '<meta data-rh="true" name="description" content="Keep the docs of &quot;older&quot; releases online">',
      ),
    ).toContain(
      '<h1 data-pagefind-weight="10">Versioning</h1><p data-pagefind-weight="2">Keep the docs of &quot;older&quot; releases online</p>',
    );
    // No description, no paragraph.
    expect(indexedWithHead()).toContain(titleThenText);
  });

  it("returns the page's description, decoded, for the reader query of a page that has none", () => {
    const head =
      '<meta data-rh="true" name="description" content="Keep the docs of &quot;older&quot; releases online">';
    const withDescription = annotatePage(
      page().replace('</head>', `${head}</head>`),
      'docs/versioning/index.html',
      options,
    );
    expect(withDescription.indexed && withDescription.description).toBe('Keep the docs of "older" releases online');
    const without = annotatePage(page(), 'docs/versioning/index.html', options);
    expect(without.indexed && without.description).toBeUndefined();
  });

  it("carries the page's keywords as metadata, never as searchable text", () => {
    const html = indexedWithHead(
      '<meta data-rh=true name=keywords content="publish site,put site online,host on &quot;pages&quot;">',
    );
    expect(html).toContain(
      'data-pagefind-meta="keywords[data-value]" data-value="publish site,put site online,host on &quot;pages&quot;"',
    );
    // The body Pagefind searches is the page's own: nothing of the keywords follows the title.
    expect(html).toContain(titleThenText);
    expect(indexedWithHead()).not.toContain('keywords[data-value]');
  });

  it('indexes blog posts, including those of other blog plugins', () => {
    const decision = annotatePage(
      page({htmlClass: 'blog-wrapper blog-post-page plugin-blog plugin-id-changelog', tag: 'default'}),
      'changelog/3.7.0/index.html',
      options,
    );
    expect(decision.indexed && decision.page).toMatchObject({
      section: 'Changelog',
      docusaurusTag: 'default',
      version: null,
    });
  });

  it('reads the minified HTML of the production build (unquoted attributes)', () => {
    const html =
      '<html lang=en dir=ltr class="plugin-docs docs-doc-page" data-has-hydrated=false><head>' +
      '<title data-rh=true>CLI | Docusaurus</title><meta data-rh=true name=docsearch:language content=en />' +
      '<meta data-rh=true name=docsearch:docusaurus_tag content=docs-default-current /></head>' +
      '<body><main class=docMainContainer_TBSr><article><h1>CLI</h1></article></main></body></html>';
    const decision = annotatePage(html, 'docs/cli/index.html', options);
    expect(decision.indexed && decision.page).toEqual({
      title: 'CLI',
      section: 'Docs',
      language: 'en',
      docusaurusTag: 'docs-default-current',
      version: 'current',
    });
    expect(decision.indexed && decision.html).toContain('<main data-pagefind-body class=docMainContainer_TBSr>');
  });

  it('keeps the words of adjacent table cells and list items apart', () => {
    // As minified: closing tags of cells and items are left out.
    const html = page({
      main: '<main><table><tr><td>docusaurus build<td>Builds the site</table><ul><li>a</li><li>b</ul><link>',
    });
    const decision = annotatePage(html, 'docs/cli/index.html', options);
    expect(decision.indexed && decision.html).toContain('<tr> <td>docusaurus build <td>Builds the site</table>');
    expect(decision.indexed && decision.html).toContain('<ul> <li>a </li> <li>b</ul><link>');
  });

  it('drops the version an older docs version adds to its tab title', () => {
    const versioned = annotatePage(page({title: 'Tabs | Docusaurus 3.6.3'}), 'docs/3.6.3/tabs/index.html', options);
    expect(versioned.indexed && versioned.page.title).toBe('Tabs');
    // Only the page's own version is dropped: a title that names another release keeps it.
    const other = annotatePage(
      page({title: 'Upgrading to 3.7.0 | Docusaurus 3.7.0', tag: 'docs-default-current'}),
      'docs/x/index.html',
      options,
    );
    expect(other.indexed && other.page.title).toBe('Upgrading to 3.7.0 | Docusaurus 3.7.0');
  });

  it('escapes titles with quotes and markup in the attribute it writes', () => {
    const decision = annotatePage(
      page({title: 'A &quot;quoted&quot; &lt;b&gt; title | Docusaurus'}),
      'blog/x/index.html',
      options,
    );
    expect(decision.indexed && decision.page.title).toBe('A "quoted" <b> title');
    expect(decision.indexed && decision.html).toContain('data-value="A &quot;quoted&quot; &lt;b&gt; title"');
  });

  it.each([
    ['tests/docs/some-fixture/index.html', page()],
    ['__docusaurus/debug/index.html', page()],
    ['search/index.html', page()],
    ['404.html', page()],
    ['blog/page/2/index.html', page({htmlClass: 'plugin-blog blog-list-page'})],
    ['blog/tags/release/index.html', page({htmlClass: 'blog-tags-post-list-page'})],
    ['blog/archive/index.html', page({htmlClass: 'plugin-blog plugin-id-default'})],
    ['docs/draft/index.html', page({robots: 'noindex, nofollow'})],
    ['docs/old/index.html', page({main: '<div>'}).replace('</main>', '</div>')],
  ])('skips %s', (file, html) => {
    expect(annotatePage(html, file, options).indexed).toBe(false);
  });
});

describe('sections and versions', () => {
  it('names the section from the path', () => {
    expect(sectionOf('docs/cli/index.html')).toBe('Docs');
    expect(sectionOf('blog/2024/01/01/x/index.html')).toBe('Blog');
    expect(sectionOf('community/support/index.html')).toBe('Community');
    expect(sectionOf('changelog/3.7.0/index.html')).toBe('Changelog');
    expect(sectionOf('showcase/index.html')).toBe('Pages');
  });

  it('reads the docs version from the docusaurus tag', () => {
    expect(docsVersionOfTag('docs-default-3.6.3')).toBe('3.6.3');
    expect(docsVersionOfTag('docs-default-current')).toBe('current');
    expect(docsVersionOfTag('docs-community-current')).toBe('current');
    expect(docsVersionOfTag('default')).toBeNull();
  });
});

describe('relevance list (scripts/bench-search.mjs)', async () => {
  const {default: relevance} = await import('../relevance.json');

  it('has at least 150 distinct queries in the eight reader categories, each with site paths ending in a slash', () => {
    expect(relevance.cases.length).toBeGreaterThanOrEqual(150);
    const queries = relevance.cases.map((c) => c.query.toLowerCase());
    expect(new Set(queries).size).toBe(queries.length);
    // The first cases keep their category; the newer ones have only a kind (relevance.json's own test checks those).
    const categories = new Set(relevance.cases.filter((c) => c.category).map((c) => c.category));
    expect([...categories].sort()).toEqual([
      'api',
      'blog',
      'changelog',
      'community',
      'phrasing',
      'release',
      'title',
      'typo',
    ]);
    for (const {query, expected} of relevance.cases) {
      expect(query.trim(), 'query').not.toBe('');
      expect(expected.length, query).toBeGreaterThan(0);
      // A trailing * stands for every page under the path (LAYOUT.md).
      for (const path of expected) expect(path, query).toMatch(/^\/[^\s?#]*\/\*?$/);
    }
  });
});

describe('headingsOf (the page table)', () => {
  it('keeps h2 and h3 texts, then each keyword once', () => {
    expect(
      headingsOf({
        anchors: [
          {element: 'h1', text: 'Deployment'},
          {element: 'h2', text: 'Self-hosting'},
          {element: 'h3', text: 'GitHub Pages'},
          {element: 'h2'},
        ],
        meta: {keywords: 'publish site, put site online,  github pages ,GitHub Pages,,'},
      }),
    ).toEqual(['Self-hosting', 'GitHub Pages', 'publish site', 'put site online', 'github pages']);
    expect(headingsOf({anchors: [{element: 'h2', text: 'Only'}], meta: {}})).toEqual(['Only']);
  });

  it("leaves out a blog post's keywords: a post announces, the docs page it names answers the task", () => {
    const post = {anchors: [{element: 'h2', text: 'Translations'}], meta: {keywords: 'translate your site'}};
    expect(headingsOf({...post, meta: {...post.meta, section: 'Blog'}})).toEqual(['Translations']);
    expect(headingsOf({...post, meta: {...post.meta, section: 'Community'}})).toEqual([
      'Translations',
      'translate your site',
    ]);
  });
});

describe('definedNames', () => {
  it("finds the names in an options table's first cells and in headings, identifier-shaped ones only", () => {
    const html = [
      '<table><thead><tr><th>Name<th>Type</thead><tbody>',
      '<tr><td><code>createRedirects</code><td><code>function</code>',
      '<tr><td><code>sidebar_label</code></td><td>string</td></tr>',
      '<tr><td><code>path</code><td><code>string</code>',
      '<tr><td>The <code>toExtensions</code> option<td>prose, not a definition',
      '</tbody></table>',
      '<h3 id="hide-on-scroll"><code>navbar.hideOnScroll</code></h3>',
      '<h2>Using <code>docusaurus.config.js</code></h2>',
      '<p><code>inProseOnly</code></p>',
    ].join('');
    expect(definedNames(html)).toEqual([
      'createRedirects',
      'sidebar_label',
      'navbar.hideOnScroll',
      'docusaurus.config.js',
    ]);
  });

  it("reads a method heading's signature as the method's name", () => {
    const html = [
      '<h2 id=loadContent><code>async loadContent()</code></h2>',
      '<h2><code>async contentLoaded({content, actions})</code></h2>',
      '<h2><code>extendCli(cli)</code></h2>',
      '<h3><code>getSwizzleConfig(options = fn())</code></h3>',
    ].join('');
    expect(definedNames(html)).toEqual(['loadContent', 'contentLoaded', 'extendCli', 'getSwizzleConfig']);
  });

  it('come with the decision for an indexed page, and stay out of what Pagefind reads', () => {
    const decision = annotatePage(
      page({main: '<main><table><tr><td><code>showLastUpdateTime</code><td>boolean</table>'}),
      'docs/3.6.3/versioning/index.html',
      options,
    );
    expect(decision.indexed && decision.defines).toEqual(['showLastUpdateTime']);
    expect(decision.indexed && decision.html).not.toContain('defines');
  });

  it('are left to the reference pages: a release post or a changelog entry only announces a name', () => {
    const main = '<main><h2><code>createSitemapItems</code></h2>';
    for (const sitePath of ['blog/releases/3.3/index.html', 'changelog/3.3.0/index.html']) {
      const decision = annotatePage(page({main}), sitePath, options);
      expect(decision.indexed && decision.defines).toEqual([]);
    }
    const reference = annotatePage(page({main}), 'docs/api/plugins/plugin-sitemap/index.html', options);
    expect(reference.indexed && reference.defines).toEqual(['createSitemapItems']);
  });
});

describe('retired pages', () => {
  const admonition = (title: string) =>
    `<div class="theme-admonition theme-admonition-danger alert"><div class=heading><span><svg><path d="M0"/></svg></span>${title}</div><div><p>text</p></div></div>`;

  it('reads a page as retired when an admonition before its first section says so in its title', () => {
    expect(announcesRetirement(`<p>intro</p>${admonition('Obsolete service')}<h2>Options</h2>`)).toBe(true);
    expect(announcesRetirement(`${admonition('Deprecated')}<p>body</p>`)).toBe(true);
  });

  it('does not for another admonition, nor for a deprecated option further down', () => {
    expect(announcesRetirement(`${admonition('Tip')}<h2>Options</h2>`)).toBe(false);
    expect(announcesRetirement(`<p>intro</p><h2>Options</h2>${admonition('Deprecated option')}`)).toBe(false);
  });
});

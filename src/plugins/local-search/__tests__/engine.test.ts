/**
 * The correction, synonym and ranking rules, end to end on a small fake index: each
 * test names the rule it guards and fails when that rule is removed.
 */
import {describe, expect, it, vi} from 'vitest';
import type {PagefindFilter} from '../client';
import {runSearch} from '../engine';
import {fakeIndex, type FakePage} from './fakeIndex';

const filler = ' lorem ipsum dolor sit amet'.repeat(4);

const site: FakePage[] = [
  {url: '/docs/installation/', title: 'Installation', text: `Install the site with npm. installation steps${filler}`},
  {
    url: '/docs/deployment/',
    title: 'Deployment',
    text: `Deploy the built site to any static host. deployment${filler}`,
  },
  {
    url: '/docs/creating-pages/',
    title: 'Creating Pages',
    text: `Add a React page or a Markdown page in src/pages.${filler}`,
  },
  {
    url: '/docs/markdown-features/',
    title: 'Markdown Features',
    text: `Markdown with MDX, front matter and more.${filler}`,
  },
  {
    url: '/docs/api/themes/configuration/',
    title: 'Theme configuration',
    text: `Navbar items, footer links, color mode.${filler}`,
    headings: ['Navbar items'],
  },
  {
    url: '/changelog/2.0.0-alpha.55/',
    title: '2.0.0-alpha.55',
    section: 'Changelog',
    release: '2.0.0-alpha.55',
    // A long changelog page mentions every term many times.
    text: `navbar items navbar markdown markdown deployment docusaurus docusaurus 3.4 install ${'fix '.repeat(200)}`,
  },
  {
    url: '/blog/releases/3.4/',
    title: 'Docusaurus 3.4',
    section: 'Blog',
    release: '3.4',
    text: `Docusaurus 3.4 brings tags files.${filler}`,
  },
  {
    url: '/changelog/3.4.0/',
    title: '3.4.0',
    section: 'Changelog',
    release: '3.4.0',
    text: `Changes of docusaurus 3.4.0 tags${filler}`,
  },
  {
    url: '/docs/3.6.3/installation/',
    title: 'Installation',
    tag: 'docs-default-3.6.3',
    text: `Install the site. installation${filler}`,
  },
  {url: '/docs/marked/', title: 'Marked pages', text: `markedown is a word this page really uses.${filler}`},
];

const currentDocs: PagefindFilter = {
  all: [{language: 'en'}, {any: [{docusaurus_tag: 'default'}]}],
};

async function urls(query: string, pages = site): Promise<string[]> {
  const {ranked} = await runSearch(fakeIndex(pages), query, currentDocs);
  return ranked.map(({page}) => page.url);
}

describe('typo correction', () => {
  it('searches the nearest indexed word for a word missing from the vocabulary', async () => {
    expect((await urls('instalation'))[0]).toBe('/docs/installation/');
    expect((await urls('navbr items'))[0]).toBe('/docs/api/themes/configuration/');
  });

  it('says which words were searched', async () => {
    const {plan} = await runSearch(fakeIndex(site), 'markdwon', currentDocs);
    expect(plan.correctedQuery).toBe('markdown');
    expect(plan.highlightTerms).toContain('markdown');
  });

  it('never corrects a word the index has: exact matches stay above corrections', async () => {
    const {plan, ranked} = await runSearch(fakeIndex(site), 'markedown', currentDocs);
    expect(plan.correctedQuery).toBeNull();
    expect(ranked[0]!.page.url).toBe('/docs/marked/');
  });
});

describe('reader phrasing', () => {
  it('finds the page through a synonym in either direction', async () => {
    expect((await urls('put my site online'))[0]).toBe('/docs/deployment/');
    expect((await urls('make a new page'))[0]).toBe('/docs/creating-pages/');
    expect((await urls('frontmatter'))[0]).toBe('/docs/markdown-features/');
  });

  it('a page word searches the reader words only when it finds few pages itself', async () => {
    // Each searched word costs an index download: "deployment" is on enough pages to answer alone.
    const many: FakePage[] = Array.from({length: 6}, (_, index) => ({
      url: `/docs/d${index}/`,
      title: `Deployment ${index}`,
      text: `deployment${filler}`,
    }));
    const index = fakeIndex([
      ...many,
      {url: '/docs/going-live/', title: 'Going live', text: `put the site online${filler}`},
    ]);
    await runSearch(index, 'deployment', currentDocs);
    expect(index.pagefind.search.mock.calls.map(([term]) => term)).toEqual(['deployment']);
    // On few pages, the reader words join in, and a page that only uses them is found.
    const few = fakeIndex([
      many[0]!,
      {url: '/docs/going-live/', title: 'Going live', text: `put the site online${filler}`},
    ]);
    const {ranked} = await runSearch(few, 'deployment', currentDocs);
    expect(few.pagefind.search.mock.calls.map(([term]) => term)).toContain('online');
    expect(ranked.map(({page}) => page.url)).toContain('/docs/going-live/');
  });

  it('does not let stop words decide', async () => {
    const pages: FakePage[] = [
      {url: '/docs/a/', title: 'How to do it', text: `how to do it how to ${filler}`},
      {url: '/docs/deployment/', title: 'Deployment', text: `deployment guide${filler}`},
    ];
    expect((await urls('how to deployment', pages))[0]).toBe('/docs/deployment/');
  });

  it('leaves out the pronouns and conjunctions of a standard English stop list ("as", "if", "their")', async () => {
    const pages: FakePage[] = [{url: '/docs/blog/', title: 'Blog', text: `blog only mode${filler}`}];
    const {plan} = await runSearch(fakeIndex(pages), 'use it as a blog only if they have their own menu', currentDocs);
    expect(plan.concepts.map(({source}) => source.join(' '))).toEqual(['use', 'blog', 'only', 'own', 'menu']);
  });
});

describe('ranking', () => {
  it('puts docs above a long changelog page that mentions every term', async () => {
    expect((await urls('markdown'))[0]).toBe('/docs/markdown-features/');
    expect((await urls('deployment')).indexOf('/changelog/2.0.0-alpha.55/')).toBeGreaterThan(0);
  });

  it('puts the release post, then its changelog page, first for a release query', async () => {
    for (const query of ['Docusaurus 3.4', 'release 3.4', 'v3.4']) {
      expect((await urls(query)).slice(0, 2), query).toEqual(['/blog/releases/3.4/', '/changelog/3.4.0/']);
    }
    expect((await urls('3.4.0 changelog'))[0]).toBe('/changelog/3.4.0/');
    expect((await urls('alpha.55'))[0]).toBe('/changelog/2.0.0-alpha.55/');
  });

  it('puts the post of the year a query names first, dated by its address or titled with the year', async () => {
    const posts: FakePage[] = [
      {
        url: '/blog/2018/12/14/birthday/',
        title: 'Happy first birthday',
        section: 'Blog',
        text: `One year ago, in 2017, the first docusaurus announcement went out.${filler}`,
      },
      {
        url: '/blog/2017/12/14/introducing/',
        title: 'Introducing Docusaurus',
        section: 'Blog',
        text: `We are happy to announce docusaurus, a first version.${filler}`,
      },
      {
        url: '/blog/2021/01/19/recap/',
        title: 'Docusaurus 2020 Recap',
        section: 'Blog',
        text: `What happened this year.${filler}`,
      },
      {
        url: '/blog/2022/01/24/recap/',
        title: 'Docusaurus 2021 Recap',
        section: 'Blog',
        text: `What happened in 2021, after 2020.${filler}`,
      },
    ];
    expect((await urls('first docusaurus announcement 2017', posts))[0]).toBe('/blog/2017/12/14/introducing/');
    expect((await urls('docusaurus in 2020', posts))[0]).toBe('/blog/2021/01/19/recap/');
  });

  it('reads "added in which version" as a release question: the release post comes before the guide', async () => {
    const pages: FakePage[] = [
      {
        url: '/docs/links/',
        title: 'Links',
        text: `Broken anchors are checked at build time; which option sets the check.${filler}`,
      },
      {
        url: '/blog/releases/3.1/',
        title: 'Docusaurus 3.1',
        section: 'Blog',
        release: '3.1',
        text: `The build now checks broken anchors.${filler}`,
      },
    ];
    expect((await urls('broken anchors check added in which version', pages))[0]).toBe('/blog/releases/3.1/');
    expect((await urls('broken anchors check', pages))[0]).toBe('/docs/links/');
  });

  it('returns each page once, and only pages that pass the filters', async () => {
    const found = await urls('installation');
    expect(new Set(found).size).toBe(found.length);
    expect(found).not.toContain('/docs/3.6.3/installation/');
  });

  it('ranks a page whose title is the query above pages that only mention it', async () => {
    const pages: FakePage[] = [
      {url: '/docs/guide/', title: 'Guide', text: `sidebar sidebar sidebar sidebar${filler}`},
      {url: '/docs/sidebar/', title: 'Sidebar', text: `the sidebar${filler}`},
    ];
    expect((await urls('sidebar', pages))[0]).toBe('/docs/sidebar/');
  });

  it('ranks a post about the query above a community page that mentions it in one passage', async () => {
    // Same words, same counts, same length: only where they sit differs. The post carries
    // "argos screenshots" through each of its ten 100-word stretches; the contributing page has
    // the ten mentions in one passage of an otherwise unrelated page. Without aboutness, the
    // community prior (above the blog's) would decide.
    const stretch = (lead: string) => `${lead} ${'lorem ipsum dolor sit amet consectetur '.repeat(16)}`;
    const pages: FakePage[] = [
      {
        url: '/community/contributing/',
        title: 'Contributing',
        section: 'Community',
        text: `${stretch('argos screenshots '.repeat(10))} ${Array.from({length: 9}, () => stretch('')).join(' ')}`,
      },
      {
        url: '/blog/visual-tests/',
        title: 'Upgrading with confidence',
        section: 'Blog',
        text: Array.from({length: 10}, () => stretch('argos screenshots')).join(' '),
      },
    ];
    expect((await urls('argos screenshots', pages))[0]).toBe('/blog/visual-tests/');
  });
});

describe('page table parts: older docs versions load only when the filters want them', () => {
  const pages: FakePage[] = [
    {url: '/docs/versioning/', title: 'Versioning', text: `versions of the docs${filler}`, tag: 'docs-default-current'},
    {
      url: '/docs/3.6.3/versioning/',
      title: 'Versioning',
      text: `versions of the docs${filler}`,
      tag: 'docs-default-3.6.3',
    },
  ];
  const splitIndex = () => {
    // fakeIndex writes the 3.6.3 rows to their part file, as the indexer does.
    const index = fakeIndex(pages);
    return Object.assign(index, {loadPagesPart: vi.fn(index.loadPagesPart!)});
  };
  const current: PagefindFilter = {all: [{language: 'en'}, {docusaurus_tag: 'docs-default-current'}]};
  const older: PagefindFilter = {all: [{language: 'en'}, {docusaurus_tag: 'docs-default-3.6.3'}]};

  it('a search of the current docs does not fetch the older versions', async () => {
    const index = splitIndex();
    const {ranked} = await runSearch(index, 'versioning', current);
    expect(ranked.map(({page}) => page.url)).toEqual(['/docs/versioning/']);
    expect(index.loadPagesPart).not.toHaveBeenCalled();
  });

  it('a search of an older version fetches its part once and finds its pages', async () => {
    const index = splitIndex();
    const {ranked} = await runSearch(index, 'versioning', older);
    await runSearch(index, 'docs', older);
    expect(ranked.map(({page}) => page.url)).toEqual(['/docs/3.6.3/versioning/']);
    expect(index.loadPagesPart).toHaveBeenCalledTimes(1);
  });
});

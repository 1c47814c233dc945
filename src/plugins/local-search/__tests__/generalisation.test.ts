/**
 * The classes of failure of issue 28, each on a small fake index: every test names its class and fails when the rule
 * of engine.ts that handles it is switched off (the same switches the benchmark's ablation uses).
 */
import {describe, expect, it} from 'vitest';
import type {PagefindFilter} from '../client';
import {maxSearchedConcepts, runSearch, type EngineOptions} from '../engine';
import {stem, applySynonyms, synonymGroups, isIdentifier, looksLikeMessage} from '../queryRules';
import {titleHas} from '../ranking';
import {englishStem, identifierParts, pluralStem} from '../words';
import {fakeIndex, type FakePage} from './fakeIndex';

const filler = ' lorem ipsum dolor sit amet'.repeat(4);
const anyPage: PagefindFilter = {language: 'en'};

async function urls(
  pages: FakePage[],
  query: string,
  options?: EngineOptions,
  vocabulary?: string[],
): Promise<string[]> {
  const {ranked} = await runSearch(fakeIndex(pages, vocabulary, {compounds: true}), query, anyPage, options);
  return ranked.map(({page}) => page.url);
}

describe('class 1: coverage ranking (a page is not dropped for one absent word)', () => {
  // "docs", "page" and "site" are on every page; "crowdin" and "sync" on one.
  const common = Array.from({length: 8}, (_, index): FakePage => ({
    url: `/docs/common-${index}/`,
    title: `Common ${index}`,
    text: `docs page site and more docs page site${filler}`,
  }));
  const pages: FakePage[] = [
    ...common,
    {url: '/docs/i18n/crowdin/', title: 'Using Crowdin', text: `crowdin can sync translations${filler}`},
  ];

  it('keeps the page that has the rare words but lacks the common ones', async () => {
    const found = await urls(pages, 'crowdin sync docs page site');
    expect(found[0]).toBe('/docs/i18n/crowdin/');
  });

  it('fails with coverage counted in words', async () => {
    const found = await urls(pages, 'crowdin sync docs page site', {rules: {coverage: false}});
    expect(found[0]).not.toBe('/docs/i18n/crowdin/');
  });
});

describe('class 2: one English stemmer on both sides (Snowball, as Pagefind)', () => {
  it('stems as Pagefind does: word forms meet, plurals and verbs alike', () => {
    // Pagefind's own test of its English stemmer: "antelopes" → "antelop".
    expect(englishStem('antelopes')).toBe('antelop');
    for (const forms of [
      ['release', 'releasing', 'released', 'releases'],
      ['generate', 'generated', 'generating'],
      ['collapse', 'collapsing', 'collapsed'],
      ['announce', 'announcement', 'announcing'],
    ]) {
      expect(new Set(forms.map(stem)).size, forms.join()).toBe(1);
    }
    expect(pluralStem('collapsing')).not.toBe(pluralStem('collapse'));
  });

  it('a title matches another form of the query word', () => {
    expect(titleHas('Collapsing categories', 'collapse')).toBe(true);
    expect(titleHas('Collapsing categories', 'collapse', pluralStem)).toBe(false);
  });

  it('another form of an indexed word is searched as typed, not corrected into a different word', async () => {
    const pages: FakePage[] = [
      {url: '/docs/testing/', title: 'Testing', text: `testing your site${filler}`},
      {url: '/docs/tasted/', title: 'Tasted', text: `tasted items${filler}`},
    ];
    const vocabulary = ['testing', 'tasted', 'items', 'site', 'your'];
    const index = fakeIndex(pages, vocabulary, {compounds: true});
    const {plan} = await runSearch(index, 'tested', anyPage);
    expect(plan.corrections).toEqual([]);
    const without = await runSearch(fakeIndex(pages, vocabulary, {compounds: true}), 'tested', anyPage, {
      rules: {stemming: false},
    });
    expect(without.plan.corrections.map((correction) => correction.to[0])).toEqual(['tasted']);
  });

  it('typo correction runs on the word as typed, never on its stem', async () => {
    const pages: FakePage[] = [
      {url: '/docs/installation/', title: 'Installation', text: `installation steps${filler}`},
    ];
    const {plan} = await runSearch(
      fakeIndex(pages, ['installation', 'steps'], {compounds: true}),
      'instalation',
      anyPage,
    );
    // stem("instalation") is stem("installation"): a correction on stems would see nothing to correct.
    expect(stem('instalation')).toBe(stem('installation'));
    expect(plan.correctedQuery).toBe('installation');
  });
});

describe('class 3: identifiers split and joined', () => {
  it('splits camelCase, kebab-case, snake_case and dotted names as Pagefind does', () => {
    expect(identifierParts('autoCollapseCategories')).toEqual(['auto', 'collapse', 'categories']);
    expect(identifierParts('themeConfig.navbar.hideOnScroll')).toEqual([
      'theme',
      'config',
      'navbar',
      'hide',
      'on',
      'scroll',
    ]);
    expect(identifierParts('no-html-links')).toEqual(['no', 'html', 'links']);
    expect(identifierParts('sidebar_position')).toEqual(['sidebar', 'position']);
    expect(identifierParts('MDXComponents')).toEqual(['mdx', 'components']);
    expect(['3.4', '2.0.0-beta.5', 'docs'].some(isIdentifier)).toBe(false);
  });

  const pages: FakePage[] = [
    {
      url: '/docs/sidebar/',
      title: 'Sidebar',
      text: `the sidebar can auto collapse categories when another opens${filler}`,
    },
    {url: '/docs/other/', title: 'Other', text: `auto save and collapse panels, categories of posts${filler}`},
    {url: '/docs/navbar/', title: 'Navbar', text: `the navbar holds items${filler}`},
    {url: '/docs/charts/', title: 'Charts', text: `a bar chart and a nav menu${filler}`},
    {url: '/docs/search/', title: 'Search', text: `a search bar in the corner${filler}`},
  ];

  it('an identifier finds the page that writes its words apart', async () => {
    expect((await urls(pages, 'autoCollapseCategories'))[0]).toBe('/docs/sidebar/');
    expect((await urls(pages, 'autoCollapseCategories', {rules: {identifiers: false}}))[0]).not.toBe('/docs/sidebar/');
  });

  it('words written apart find the page that writes them as one word', async () => {
    const vocabulary = ['navbar', 'holds', 'items', 'chart', 'menu', 'nav', 'bar'];
    expect((await urls(pages, 'nav bar', undefined, vocabulary))[0]).toBe('/docs/navbar/');
    expect((await urls(pages, 'nav bar', {rules: {identifiers: false}}, vocabulary))[0]).not.toBe('/docs/navbar/');
  });

  it('a word written together finds the page that writes it apart', async () => {
    const vocabulary = ['search', 'bar', 'corner', 'navbar'];
    expect((await urls(pages, 'searchbar', undefined, vocabulary))[0]).toBe('/docs/search/');
    expect(await urls(pages, 'searchbar', {rules: {identifiers: false, typos: false}}, vocabulary)).not.toContain(
      '/docs/search/',
    );
  });
});

describe('class 4: pasted messages (long queries search their rarest words)', () => {
  const message =
    'Error: the page could not be rendered because the docs plugin found an unknown sidebar id while the site was building its routes';
  const pages: FakePage[] = [
    ...Array.from({length: 8}, (_, index): FakePage => ({
      url: `/docs/common-${index}/`,
      title: `Common ${index}`,
      text: `the page site docs plugin could error build rendered found while because${filler}`,
    })),
    {
      url: '/docs/troubleshooting/sidebars/',
      title: 'Sidebar errors',
      text: `an unknown sidebar id stops the build of routes${filler}`,
    },
  ];
  const common = new Set(
    ['page', 'site', 'docs', 'plugin', 'could', 'error', 'build', 'render', 'found', 'while', 'because'].map(stem),
  );

  it('searches at most a few concepts, leaving out the common words', async () => {
    const index = fakeIndex(pages, undefined, {compounds: true});
    const loadPages = index.loadPages;
    index.loadPages = async () => ({...(await loadPages()), common: [...common]});
    const {plan, ranked} = await runSearch(index, message, anyPage);
    expect(plan.concepts.length).toBeLessThanOrEqual(maxSearchedConcepts);
    expect(plan.skipped.map(stem).every((word) => common.has(word) || word.length <= 5)).toBe(true);
    expect(ranked[0]!.page.url).toBe('/docs/troubleshooting/sidebars/');
    expect(new Set(index.pagefind.search.mock.calls.map(([term]) => term)).size).toBeLessThanOrEqual(
      maxSearchedConcepts,
    );
  });

  it('searches every word with the rule off', async () => {
    const index = fakeIndex(pages, undefined, {compounds: true});
    const {plan} = await runSearch(index, message, anyPage, {rules: {rareWords: false}});
    expect(plan.concepts.length).toBeGreaterThan(maxSearchedConcepts);
  });
});

describe('class 4: pasted messages lead to the troubleshooting reference, other queries to the docs', () => {
  const pages: FakePage[] = [
    {
      url: '/docs/sidebar/',
      title: 'Sidebar',
      text: `sidebarPath names the sidebars file and more words here${filler}${filler}`,
    },
    {
      url: '/docs/troubleshooting/content/',
      title: 'Content errors',
      text: `sidebarPath: the sidebars file could not be loaded error${filler}`,
    },
  ];

  it('an option name finds its docs page before the troubleshooting page', async () => {
    expect((await urls(pages, 'sidebarPath'))[0]).toBe('/docs/sidebar/');
    expect((await urls(pages, 'sidebarPath', {rules: {messages: false}}))[0]).toBe('/docs/troubleshooting/content/');
  });

  it('a message finds the troubleshooting page', async () => {
    expect((await urls(pages, '[ERROR] The sidebarPath file could not be loaded'))[0]).toBe(
      '/docs/troubleshooting/content/',
    );
  });
});

describe('class 4: what reads like a message', () => {
  it('a JavaScript error name or a long copied line with its punctuation is a message', () => {
    expect(looksLikeMessage('ReferenceError: window is not defined')).toBe(true);
    expect(looksLikeMessage('TypeError x')).toBe(true);
    expect(looksLikeMessage('Swizzle action eject is unsafe to perform on DocSidebar, use the --danger flag')).toBe(
      true,
    );
  });

  it("a long task in the reader's own words is not", () => {
    expect(looksLikeMessage('use a doc as the front page of the site')).toBe(false);
    expect(looksLikeMessage('how do I show the date each doc was last changed?')).toBe(false);
  });

  const pages: FakePage[] = [
    {
      url: '/docs/advanced/ssg/',
      title: 'Static site generation',
      text: `code that reads window during the build throws ReferenceError: window is not defined in Node.js${filler}`,
    },
    {
      url: '/docs/troubleshooting/react-ssr/',
      title: 'React and server rendering',
      text: `ReferenceError: window is not defined means a component read it on the server${filler.repeat(6)}`,
    },
  ];

  it('a message puts the troubleshooting page above the feature page that shares its words', async () => {
    expect((await urls(pages, 'ReferenceError: window is not defined'))[0]).toBe('/docs/troubleshooting/react-ssr/');
    expect((await urls(pages, 'window defined build'))[0]).toBe('/docs/advanced/ssg/');
    const off = await urls(pages, 'ReferenceError: window is not defined', {rules: {messages: false}});
    expect(off[0]).toBe('/docs/advanced/ssg/');
  });
});

describe('class 1: a page that carries the query in one passage beats one that scatters it', () => {
  const scattered = ['display', 'date', 'each', 'doc', 'last', 'changed']
    .map((word) => `${word} ${word}${filler}${filler}`)
    .join(' ');
  const pages: FakePage[] = [
    {url: '/docs/troubleshooting/content/', title: 'Content', text: scattered},
    {
      url: '/docs/api/plugins/docs/',
      title: 'Plugin options',
      text: `${filler} showLastUpdateTime: display the date each doc was last changed${filler.repeat(12)}`,
    },
  ];

  it('ranks the passage first, and not with the rule off', async () => {
    const query = 'display the date each doc was last changed';
    expect((await urls(pages, query))[0]).toBe('/docs/api/plugins/docs/');
    expect((await urls(pages, query, {rules: {proximity: false}}))[0]).toBe('/docs/troubleshooting/content/');
  });
});

describe('class 5: synonyms.json holds general reader vocabulary', () => {
  it('has no identifier spelling (the identifier rules join and split those)', () => {
    const spellings = synonymGroups.flat().filter((phrase) => isIdentifier(phrase) || /_/.test(phrase));
    expect(spellings).toEqual([]);
  });

  it('lists each phrase once', () => {
    const phrases = synonymGroups.flat();
    expect(new Set(phrases).size).toBe(phrases.length);
  });

  it('matches phrases by stem: a group is found from another form of its words', () => {
    const terms = (stemWord?: typeof stem) =>
      applySynonyms(['deploying'], undefined, stemWord)[0]!.alternatives.map((alternative) => alternative.term);
    expect(terms()).toContain('put online');
    expect(terms(pluralStem)).not.toContain('put online');
  });
});

import {describe, expect, it} from 'vitest';
import {
  allowedEdits,
  applySynonyms,
  correctionsFor,
  editDistance,
  looksLikeIdentifier,
  parseRelease,
  releaseMatches,
  stem,
  tokenize,
  hasReleaseIntent,
  isReleaseIntentWord,
} from '../queryRules';

describe('typo correction', () => {
  it('allows no edit under 4 letters, 1 edit from 4 to 7 letters, 2 from 8', () => {
    expect([3, 4, 7, 8, 12].map(allowedEdits)).toEqual([0, 1, 1, 2, 2]);
  });

  it('counts a swap of two adjacent letters as one edit', () => {
    expect(editDistance('markdwon', 'markdown', 2)).toBe(1);
    expect(editDistance('sidbar', 'sidebar', 1)).toBe(1);
    expect(editDistance('navbr', 'navbar', 1)).toBe(1);
    expect(editDistance('abcd', 'wxyz', 1)).toBe(2);
  });

  it('finds the nearest indexed word within the allowed edits, the more frequent first', () => {
    // Vocabulary is ordered from the most to the least frequent word.
    const vocabulary = ['browser', 'build', 'markdown', 'bower', 'algolia', 'swizzling'];
    expect(correctionsFor('brower', vocabulary)).toEqual(['browser', 'bower']);
    expect(correctionsFor('algola', vocabulary)).toEqual(['algolia']);
    expect(correctionsFor('swizling', vocabulary)).toEqual(['swizzling']);
    expect(correctionsFor('markdwon', vocabulary)).toEqual(['markdown']);
  });

  it('does not correct beyond the allowed edits or short words', () => {
    expect(correctionsFor('brwsr', ['browser'])).toEqual([]);
    expect(correctionsFor('cli', ['clip'])).toEqual([]);
  });

  it('prefers the closer word over the more frequent one', () => {
    expect(correctionsFor('confguration', ['configurations', 'configuration'])).toEqual(['configuration']);
  });
});

describe('reader synonyms', () => {
  const groups = [
    ['deployment', 'deploy', 'put online'],
    ['front matter', 'frontmatter'],
  ];

  it('turns a reader phrase into one concept that also searches the page words', () => {
    const concepts = applySynonyms(['put', 'site', 'online'], groups);
    expect(concepts).toHaveLength(2);
    expect(concepts[0]!.source).toEqual(['put', 'online']);
    expect(concepts[0]!.alternatives.map((a) => a.term)).toEqual(['put online', 'deployment', 'deploy']);
    expect(concepts[1]!.source).toEqual(['site']);
  });

  it('works in both directions', () => {
    expect(applySynonyms(['frontmatter'], groups)[0]!.alternatives.map((a) => a.term)).toContain('front matter');
    expect(applySynonyms(['front', 'matter'], groups)[0]!.alternatives.map((a) => a.term)).toContain('frontmatter');
  });

  it('matches plural and singular forms', () => {
    expect(stem('pages')).toBe('page');
    expect(stem('entries')).toBe(stem('entry'));
    expect(applySynonyms(['deployments'], groups)[0]!.alternatives.length).toBeGreaterThan(1);
  });

  it('leaves other words as concepts of their own', () => {
    expect(applySynonyms(['sidebar', 'items'], groups).map((c) => c.alternatives.length)).toEqual([1, 1]);
  });

  it('matches a phrase with a stop word only when the query has that word too', () => {
    const setup = [['installation', 'getting started']];
    const started = (chunks: string[]) =>
      applySynonyms(
        chunks.filter((chunk) => chunk !== 'getting' && chunk !== 'that'),
        setup,
        undefined,
        chunks,
      ).flatMap((concept) => concept.alternatives.map((a) => a.term));
    expect(started(['getting', 'started'])).toContain('installation');
    expect(started(['version', 'that', 'started', 'checking'])).not.toContain('installation');
  });
});

describe('releases named in a query', () => {
  it.each([
    ['Docusaurus 3.4', '3.4', false],
    ['release 3.2', '3.2', false],
    ['v3.1', '3.1', false],
    ['2.0.0-beta.5 changelog', '2.0.0-beta.5', true],
    ['beta.15', '2.0.0-beta.15', true],
    ['3.6.3', '3.6.3', true],
    ['docusaurus v3 release', '3.0', false],
    ['2.0 beta announcement', '2.0.0-beta', false],
  ])('%s → %s', (query, version, exact) => {
    expect(parseRelease(tokenize(query))).toMatchObject({version, exact});
  });

  it('reads "which version", "since version" and past forms such as "added" as asking about a release', () => {
    for (const query of ['broken anchors check added in which version', 'sitemap lastmod added', 'since version']) {
      expect(hasReleaseIntent(tokenize(query)), query).toBe(true);
    }
    const chunks = tokenize('broken anchors added in which version');
    expect(chunks.map((_, index) => isReleaseIntentWord(chunks, index))).toEqual([
      false,
      false,
      true,
      false,
      false,
      true,
    ]);
    // The imperative asks how: a task, not a release question; "version" alone is a topic; "what version" a requirement.
    for (const query of [
      'add a version dropdown',
      'docs version banner',
      'add search',
      'what version of node do i need',
    ]) {
      expect(hasReleaseIntent(tokenize(query)), query).toBe(false);
    }
  });

  it('reads "what\'s new" and "new in" as asking what a release brought, not "a new page" nor "new features"', () => {
    for (const query of ["what's new in docusaurus", 'what is new', 'sidebar item descriptions new in']) {
      expect(hasReleaseIntent(tokenize(query)), query).toBe(true);
    }
    for (const query of ['create a new page', 'new features for my blog', 'open links in a new tab']) {
      expect(hasReleaseIntent(tokenize(query)), query).toBe(false);
    }
  });

  it('ignores a bare major version without a release word', () => {
    expect(parseRelease(tokenize('upgrading to docusaurus v3'))).toBeNull();
    expect(parseRelease(tokenize('i18n tutorial'))).toBeNull();
  });

  it('matches the post x.y and the changelog x.y.0 of a minor release; an exact version first its changelog page', () => {
    const minor = parseRelease(tokenize('docusaurus 3.4'))!;
    expect(releaseMatches('3.4', minor)).toBe(true);
    expect(releaseMatches('3.4.0', minor)).toBe(true);
    expect(releaseMatches('3.4.1', minor)).toBe(false);
    const exact = parseRelease(tokenize('3.6.3'))!;
    expect(releaseMatches('3.6.3', exact)).toBe(true);
    expect(releaseMatches('3.6', exact)).toBe(true);
    expect(releaseMatches('3.6.0', exact)).toBe(false);
    expect(releaseMatches('2.0', parseRelease(tokenize('2.0.0-beta.5'))!)).toBe(false);
  });
});

describe('API names', () => {
  it('recognises options and file or package names', () => {
    for (const query of ['trailingSlash', 'docusaurus.config.js', 'no-html-links', 'prism additionalLanguages']) {
      expect(looksLikeIdentifier(query), query).toBe(true);
    }
    for (const query of ['code blocks', 'v3.1', 'installation']) {
      expect(looksLikeIdentifier(query), query).toBe(false);
    }
  });
});

import {describe, expect, it} from 'vitest';
import {
  aboutness,
  isReferencePage,
  mentionPriorShare,
  neighbourGap,
  neighbourShare,
  orderReleasePages,
  priorOf,
  rankingFeatureNames,
  rankingFeatures,
  rankPages,
  scaleScore,
  scoreCandidate,
  sectionPrior,
  stretchShare,
  type Candidate,
  type PageInfo,
} from '../ranking';
import rankingWeights from '../rankingWeights.json';

function page(url: string, title: string, section = 'Docs', release = ''): PageInfo {
  return {id: url, url, title, section, release, headings: [], filters: {}};
}

function candidate(info: PageInfo, textScore = 1, concepts = [0]): Candidate {
  return {
    page: info,
    matches: concepts.map((concept) => ({
      concept,
      term: `word${concept}`,
      kind: 'exact' as const,
      weight: 1,
      textScore,
      rarity: 0.5,
    })),
  };
}

const context = {conceptCount: 1, queryStems: ['word0'], identifier: false};

describe('ranking rules', () => {
  it('orders docs, then blog, then changelog for the same evidence', () => {
    const ranked = rankPages({
      candidates: [
        candidate(page('/changelog/1.0.0/', '1.0.0', 'Changelog')),
        candidate(page('/blog/post/', 'A post', 'Blog')),
        candidate(page('/docs/guide/', 'A guide')),
      ],
      context,
      release: null,
      releasePages: [],
    });
    expect(ranked.map((entry) => entry.page.section)).toEqual(['Docs', 'Blog', 'Changelog']);
  });

  it('lets a page that covers more of the query beat a stronger match of one word', () => {
    const twoConcepts = {...context, conceptCount: 2};
    const broad = scoreCandidate(candidate(page('/docs/a/', 'A'), 0.3, [0, 1]), twoConcepts);
    const narrow = scoreCandidate(candidate(page('/docs/b/', 'B'), 1, [0]), twoConcepts);
    expect(broad).toBeGreaterThan(narrow);
  });

  it('gives a title match more than any text score, and a title that is the query the most', () => {
    const inTitle = scoreCandidate(candidate(page('/docs/a/', 'word0 and more'), 0.2), context);
    const inText = scoreCandidate(candidate(page('/docs/b/', 'Other'), 1), context);
    const exact = scoreCandidate(candidate(page('/docs/c/', 'Word0'), 0.2), context);
    expect(inTitle).toBeGreaterThan(inText);
    expect(exact).toBeGreaterThan(inTitle);
  });

  it('reads a title word that names a kind of page ("Introduction", "Tutorial") as no part of its subject', () => {
    const score = (title: string) => scoreCandidate(candidate(page('/docs/i18n/x/', title), 0.5), context);
    for (const title of ['word0 - Tutorial', 'word0 tutorials', 'word0 overview', 'word0 guide']) {
      expect(score(title), title).toBe(score('word0 - Introduction'));
    }
    expect(score('word0 - Translating')).toBeLessThan(score('word0 - Introduction'));
  });

  it('lifts reference pages when the query is an API name', () => {
    const reference = candidate(page('/docs/api/docusaurus-config/', 'docusaurus.config.js'), 0.6);
    const guide = candidate(page('/docs/guide/', 'Guide'), 0.8);
    expect(isReferencePage(reference.page.url)).toBe(true);
    expect(scoreCandidate(reference, {...context, identifier: true})).toBeGreaterThan(
      scoreCandidate(guide, {...context, identifier: true}),
    );
    expect(scoreCandidate(reference, context)).toBeLessThan(scoreCandidate(guide, context));
  });

  it('puts the release post first, or its changelog page when the reader asks for the changelog', () => {
    const pages = [
      page('/changelog/3.4.0/', '3.4.0', 'Changelog', '3.4.0'),
      page('/blog/releases/3.4/', 'Docusaurus 3.4', 'Blog', '3.4'),
    ];
    const release = {version: '3.4', exact: false, wantsChangelog: false, consumed: ['3.4']};
    expect(orderReleasePages(pages, release).map((p) => p.url)).toEqual(['/blog/releases/3.4/', '/changelog/3.4.0/']);
    expect(orderReleasePages(pages, {...release, wantsChangelog: true}).map((p) => p.url)).toEqual([
      '/changelog/3.4.0/',
      '/blog/releases/3.4/',
    ]);
    const ranked = rankPages({
      candidates: [candidate(page('/docs/tags/', 'Tags'), 1)],
      context,
      release,
      releasePages: pages,
    });
    expect(ranked.map((entry) => entry.page.url)).toEqual(['/blog/releases/3.4/', '/changelog/3.4.0/', '/docs/tags/']);
  });

  it("measures the share of a page's 100-word stretches that carry a term, at least eight stretches a page", () => {
    // A 1000-word page, the term in stretches 0, 1 and 9.
    expect(stretchShare([[3, 150, 160, 950]], 1000)).toBeCloseTo(3 / 10);
    // A phrase counts the stretches that hold every one of its words.
    expect(
      stretchShare(
        [
          [3, 150, 950],
          [10, 990],
        ],
        1000,
      ),
    ).toBeCloseTo(2 / 10);
    // A short page is not about everything it names.
    expect(stretchShare([[5, 110]], 120)).toBeCloseTo(2 / 8);
    expect(stretchShare([[5]], undefined)).toBeUndefined();
    expect(stretchShare([undefined], 1000)).toBeUndefined();
  });

  it('moves the prior of blog and community pages with aboutness, never that of docs or changelogs', () => {
    const spreadCandidate = (section: string, spread: number): Candidate => ({
      page: {...page(`/${section}/x/`, 'X', section), wordCount: 1000},
      matches: [{concept: 0, term: 'word0', kind: 'exact', weight: 1, textScore: 1, rarity: 0.5, spread}],
    });
    expect(aboutness(spreadCandidate('Blog', 0.5), context)).toBe(1);
    expect(aboutness(spreadCandidate('Blog', 0.1), context)).toBeCloseTo(0.2);
    expect(priorOf(spreadCandidate('Blog', 0.6), context)).toBe(1);
    expect(priorOf(spreadCandidate('Community', 0), context)).toBeCloseTo(mentionPriorShare * sectionPrior.Community!);
    expect(priorOf(spreadCandidate('Docs', 0), context)).toBe(1);
    expect(priorOf(spreadCandidate('Changelog', 0.6), context)).toBe(sectionPrior.Changelog);
    // An unmatched concept counts as not covered.
    expect(
      aboutness(spreadCandidate('Blog', 0.5), {...context, conceptCount: 2, conceptRarity: [0.5, 0.5]}),
    ).toBeCloseTo(0.5);
    // Without the page length (an older index), the prior stays the section's.
    const unknown = spreadCandidate('Blog', 0.5);
    expect(priorOf({...unknown, page: {...unknown.page, wordCount: undefined}}, context)).toBe(sectionPrior.Blog);
  });
});

describe('learned weights (rankingWeights.json)', () => {
  const twoConcepts = {...context, conceptCount: 2};
  const pages = [
    candidate(page('/docs/a/', 'A'), 0.3, [0, 1]),
    candidate(page('/docs/b/', 'word0 guide'), 1, [0]),
    candidate(page('/blog/c/', 'C', 'Blog', '3.4'), 0.8, [0, 1]),
    candidate(page('/docs/troubleshooting/d/', 'D'), 0.6, [1]),
  ];

  it('name only the features the ranking computes, and give each one a weight', () => {
    expect(Object.keys(rankingWeights.weights).sort()).toEqual([...rankingFeatureNames].sort());
    const features = rankingFeatures(pages[0]!, twoConcepts);
    expect(Object.keys(features).sort()).toEqual([...rankingFeatureNames].sort());
    expect(Object.values(features).every(Number.isFinite)).toBe(true);
  });

  it('were fitted on the tuning halves only, never on a held-out half', () => {
    expect(rankingWeights.trainedOn.length).toBeGreaterThan(0);
    expect(rankingWeights.trainedOn.some((half) => half.startsWith('heldout'))).toBe(false);
  });

  it('with the hand-set score alone at weight 1, rank exactly as the hand-set score', () => {
    const handOnly = {...twoConcepts, weights: {handScore: 1}};
    for (const entry of pages) {
      expect(scoreCandidate(entry, handOnly)).toBeCloseTo(scoreCandidate(entry, twoConcepts) / 10, 10);
    }
  });

  it('score as the sum of each feature times its weight', () => {
    const weights = {coverage: 2, blog: -3, handScore: 0.5};
    const features = rankingFeatures(pages[2]!, twoConcepts);
    expect(scoreCandidate(pages[2]!, {...twoConcepts, weights})).toBeCloseTo(
      2 * features.coverage - 3 * features.blog + 0.5 * features.handScore,
      10,
    );
  });

  it('leave a pasted message to its own rule (troubleshooting pages first): the hand-set score ranks it', () => {
    const message = {...twoConcepts, message: true, weights: {handScore: 0, troubleshooting: -100}};
    expect(scoreCandidate(pages[3]!, message)).toBe(scoreCandidate(pages[3]!, {...twoConcepts, message: true}));
  });

  it('scale a score by a factor whatever its sign: a factor below 1 always lowers, one above 1 always lifts', () => {
    expect(scaleScore(10, 0.85)).toBeCloseTo(8.5);
    expect(scaleScore(-1, 0.5)).toBe(-2);
    expect(scaleScore(-1, 2)).toBe(-0.5);
    expect(scaleScore(3, 1)).toBe(3);
  });
});

describe('neighbours', () => {
  const at = (concept: number, locations: number[]) => ({
    concept,
    term: `word${concept}`,
    kind: 'exact' as const,
    weight: 1,
    textScore: 1,
    rarity: 0.5,
    locations,
  });
  const withPairs = {...context, conceptCount: 3, neighbourPairs: [[0, 1] as const, [1, 2] as const]};
  const share = (matches: Candidate['matches']) => neighbourShare({page: page('/a/', 'A'), matches}, withPairs);

  it('count a pair whose words stand within the gap, in either order', () => {
    expect(share([at(0, [10]), at(1, [10 + neighbourGap]), at(2, [50])])).toBe(0.5);
    expect(share([at(0, [10]), at(1, [9]), at(2, [8])])).toBe(1);
  });

  it('do not count words further apart, one at the same place (the parts of one name), or a pair without locations', () => {
    expect(share([at(0, [10]), at(1, [11 + neighbourGap]), at(2, [40])])).toBe(0);
    expect(share([at(0, [10]), at(1, [10])])).toBe(0);
    expect(share([{...at(0, [10]), locations: undefined}, at(1, [11])])).toBe(0);
    expect(neighbourShare({page: page('/a/', 'A'), matches: [at(0, [1]), at(1, [2])]}, context)).toBe(0);
  });
});

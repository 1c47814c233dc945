import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {getPreviewUrl, showcaseSites, showcaseTags, sortedShowcaseSites, tagKeys} from '../../src/data/showcase';
import {previewDir, previewFor} from '../../src/data/showcase/generatePreviews';
import {buildPreviewSvg, domainOf, escapeXml, initialsOf} from '../../src/data/showcase/previewSvg';

describe('showcase tags', () => {
  it('has the ten tags, each with a label, a hex colour and a description', () => {
    expect(tagKeys).toEqual([
      'favorite',
      'opensource',
      'product',
      'design',
      'i18n',
      'versioning',
      'large',
      'meta',
      'personal',
      'rtl',
    ]);
    for (const tag of showcaseTags) {
      expect(tag.label).not.toBe('');
      expect(tag.color).toMatch(/^#[0-9a-f]{6}$/i);
      expect(tag.description.length).toBeGreaterThan(20);
    }
  });
});

describe('showcase sites', () => {
  it('lists all 274 sites', () => {
    expect(showcaseSites).toHaveLength(274);
  });

  it.each(showcaseSites.map((site) => [site.title, site] as const))('%s is complete and valid', (_title, site) => {
    expect(site.title.trim()).not.toBe('');
    expect(site.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(() => new URL(site.website)).not.toThrow();
    expect(site.website).toMatch(/^https?:\/\//);
    expect(site.description.length).toBeGreaterThan(15);
    expect(site.description).toMatch(/\.$/);
    for (const tag of site.tags) expect(tagKeys).toContain(tag);
    expect(new Set(site.tags).size).toBe(site.tags.length);
    if (site.tags.includes('opensource')) {
      expect(site.source, 'open-source sites link to their source').toMatch(/^https?:\/\//);
    }
    if (site.source) expect(() => new URL(site.source!)).not.toThrow();
  });

  it('has no duplicate titles, slugs, websites or descriptions', () => {
    for (const key of ['title', 'slug', 'website', 'description'] as const) {
      const values = showcaseSites.map((site) => site[key].toLowerCase());
      const duplicates = values.filter((value, i) => values.indexOf(value) !== i);
      expect(duplicates, key).toEqual([]);
    }
  });

  it('sorts favorites first, then by title', () => {
    const favorites = sortedShowcaseSites.filter((site) => site.tags.includes('favorite'));
    expect(favorites).toHaveLength(15);
    expect(sortedShowcaseSites.slice(0, 15)).toEqual(favorites);
    const rest = sortedShowcaseSites.slice(15).map((site) => site.title.toLowerCase());
    expect(rest).toEqual([...rest].sort((a, b) => a.localeCompare(b, 'en')));
  });
});

describe('showcase previews', () => {
  it('escapes XML and derives initials and domains', () => {
    expect(escapeXml(`A & <b> "c"`)).toBe('A &amp; &lt;b&gt; &quot;c&quot;');
    expect(initialsOf('React Native')).toBe('RN');
    expect(initialsOf('Jest')).toBe('JE');
    expect(initialsOf('前端大刘')).toBe('前端');
    expect(domainOf('https://www.ory.sh/docs')).toBe('ory.sh/docs');
    expect(domainOf('https://jestjs.io/')).toBe('jestjs.io');
  });

  it('builds a well-formed SVG with one stripe per tag', () => {
    const svg = buildPreviewSvg({
      title: 'Tom & Jerry',
      website: 'https://example.com/',
      tagColors: ['#111111', '#222222'],
    });
    expect(svg).toMatch(/^<svg [^>]*viewBox="0 0 640 360">/);
    expect(svg).toContain('Tom &amp; Jerry');
    expect(svg).not.toMatch(/&(?!amp;|lt;|gt;|quot;)/);
    expect(svg.match(/y="344"/g)).toHaveLength(2);
  });

  it('has an up-to-date committed preview for every site (run generatePreviews.ts otherwise)', () => {
    for (const site of showcaseSites) {
      expect(getPreviewUrl(site)).toEqual({src: `/img/showcase/${site.slug}.svg`, isScreenshot: false});
      const file = path.join(previewDir, `${site.slug}.svg`);
      expect(fs.existsSync(file), file).toBe(true);
      expect(fs.readFileSync(file, 'utf8')).toBe(previewFor(site.slug));
    }
  });
});

import fs from 'fs';
import os from 'os';
import path from 'path';
import {describe, expect, it} from 'vitest';
import {avatarHue, initials} from '../avatar';
import {
  assignListPageLinks,
  buildAuthorsMap,
  countSummary,
  entryLine,
  factLine,
  listPageLink,
  parseRelease,
  publishTime,
  releaseToMarkdown,
} from '../releases';
import {generateChangelogPosts, readReleases, validateOptions} from '../index';
import {normalizePluginOptions} from '@docusaurus/utils-validation';

const fixtures = path.join(__dirname, '__fixtures__');
const fixtureReleases = path.join(fixtures, 'releases');
const readFixture = (name: string) => fs.readFileSync(path.join(fixtures, name), 'utf8');

describe('parseRelease', () => {
  it('reads committers, with or without a name', () => {
    const release = parseRelease(readFixture('releases/9.1.0.yml'), '9.1.0');
    expect(release.committers).toEqual([{handle: 'ada', name: 'Ada Example'}, {handle: 'bo'}]);
  });

  it('reads categories and their entries in file order', () => {
    const release = parseRelease(readFixture('releases/9.1.0.yml'), '9.1.0');
    expect(release.categories.map((c) => c.category)).toEqual(['New Feature', 'Bug Fix']);
    expect(release.categories[1]!.entries[0]).toMatchObject({pr: 102, authors: ['bo', 'ada']});
  });

  it('accepts an unquoted YAML date', () => {
    expect(parseRelease(readFixture('releases/9.0.0.yml'), '9.0.0').date).toBe('2030-01-10');
  });

  it('rejects a category outside the known list for a normal release', () => {
    expect(() => parseRelease(readFixture('bad-category.yml'), 'bad-category')).toThrow(
      /bad-category\.yml: unknown category "Shiny Things"/,
    );
  });

  it('rejects rewritten: true while an entry has no text', () => {
    expect(() => parseRelease(readFixture('bad-rewritten.yml'), 'bad-rewritten')).toThrow(
      /rewritten is true but 1 entries have no text/,
    );
  });
});

describe('ordering', () => {
  const releases = readReleases(fixtureReleases);

  it('puts the newest day first and keeps the order of same-day releases', () => {
    expect(releases.map((r) => r.version)).toEqual(['9.1.0', '9.0.2', '9.0.1', '9.0.0']);
  });

  it('gives same-day releases decreasing publish times', () => {
    const times = releases.slice(1).map(publishTime);
    expect(times).toEqual([...times].sort().reverse());
    expect(new Set(times).size).toBe(3);
    expect(times.every((t) => t.startsWith('2030-01-10'))).toBe(true);
  });
});

describe('listPageLink', () => {
  it('maps each position to the list page that shows it', () => {
    expect(listPageLink(0, 20, '/changelog')).toBe('/changelog/');
    expect(listPageLink(19, 20, '/changelog')).toBe('/changelog/');
    expect(listPageLink(20, 20, '/changelog')).toBe('/changelog/page/2/');
    expect(listPageLink(104, 20, '/changelog/')).toBe('/changelog/page/6/');
  });
});

describe('assignListPageLinks', () => {
  it('gives each post, newest first, the list page that shows it', () => {
    const posts = Array.from({length: 45}, (_, i) => ({metadata: {title: `v${i}`}}));
    const linked = assignListPageLinks(posts, 20, '/changelog');
    expect(linked[0]!.metadata.listPageLink).toBe('/changelog/');
    expect(linked[19]!.metadata.listPageLink).toBe('/changelog/');
    expect(linked[20]!.metadata.listPageLink).toBe('/changelog/page/2/');
    expect(linked[44]!.metadata.listPageLink).toBe('/changelog/page/3/');
  });

  it('follows the order of the fixture releases', () => {
    const posts = readReleases(fixtureReleases).map((r) => ({metadata: {title: r.version}}));
    const links = assignListPageLinks(posts, 2, '/changelog/').map((p) => [p.metadata.title, p.metadata.listPageLink]);
    expect(links).toEqual([
      ['9.1.0', '/changelog/'],
      ['9.0.2', '/changelog/'],
      ['9.0.1', '/changelog/page/2/'],
      ['9.0.0', '/changelog/page/2/'],
    ]);
  });
});

describe('entry lines', () => {
  const release = parseRelease(readFixture('releases/9.0.1.yml'), '9.0.1');
  const [bugFix, maintenance] = release.categories;

  it('builds a fact-only line from packages, with PR and author links', () => {
    expect(entryLine(bugFix!.entries[0]!, 'Bug Fix')).toBe(
      '- `theme-classic`, `theme-common`: bug fix ([#90](https://github.com/facebook/docusaurus/pull/90), [@bo](https://github.com/bo))',
    );
  });

  it('falls back to the scope, and shortens long package lists', () => {
    expect(factLine(bugFix!.entries[1]!, 'Bug Fix')).toBe('`website`: bug fix');
    expect(factLine(maintenance!.entries[0]!, 'Maintenance')).toBe('`a`, `b`, `c` and 2 more: maintenance task');
  });

  it('uses our text when there is one and escapes HTML outside code', () => {
    const written = parseRelease(readFixture('releases/9.1.0.yml'), '9.1.0');
    expect(entryLine(written.categories[0]!.entries[0]!, 'New Feature')).toMatch(
      /^- Sidebars remember their scroll position &lt;sometimes> \(\[#101\]/,
    );
  });

  it('indents nested free-form bullets', () => {
    const freeform = parseRelease(readFixture('releases/9.0.0.yml'), '9.0.0');
    expect(entryLine(freeform.categories[0]!.entries[1]!, 'Highlights')).toMatch(/^ {2}- /);
  });
});

describe('releaseToMarkdown', () => {
  it('writes front matter, intro, truncate marker and category headings', () => {
    const markdown = releaseToMarkdown(parseRelease(readFixture('releases/9.1.0.yml'), '9.1.0'));
    expect(markdown).toMatch(
      /^---\ntitle: 9\.1\.0\nslug: \/9\.1\.0\ndate: '?2030-02-01T20:00:00'?\nauthors:\n {2}- ada\n {2}- bo\n/,
    );
    expect(markdown).toContain(
      'A fixture release with two categories.\n\n2 changes: 1 new feature, 1 bug fix.\n\n<!-- truncate -->',
    );
    expect(markdown.indexOf('## New Feature')).toBeLessThan(markdown.indexOf('## Bug Fix'));
    expect(markdown).toContain('description: A fixture release with two categories.');
  });

  it('renders the bullets of an uncategorized free-form section without a heading', () => {
    const release = parseRelease(readFixture('releases/9.0.0.yml'), '9.0.0');
    const uncategorized = {...release, categories: [{...release.categories[0]!, category: 'Uncategorized'}]};
    expect(releaseToMarkdown(release)).toContain('## Highlights\n\n- A top-level point');
    expect(releaseToMarkdown(uncategorized)).not.toContain('## ');
    expect(releaseToMarkdown(uncategorized)).toContain('<!-- truncate -->\n\n- A top-level point');
  });

  it('puts the note of a note release before the marker', () => {
    const markdown = releaseToMarkdown(parseRelease(readFixture('releases/9.0.2.yml'), '9.0.2'));
    expect(markdown).toContain('Broken packages; use 9.0.3.\n\n<!-- truncate -->');
    expect(countSummary(parseRelease(readFixture('releases/9.0.2.yml'), '9.0.2'))).toBeNull();
  });
});

describe('authors', () => {
  it('collects every committer once, with the name from the newest release', () => {
    const authors = buildAuthorsMap(readReleases(fixtureReleases));
    expect(Object.keys(authors).sort()).toEqual(['ada', 'bo']);
    expect(authors.bo!.name).toBe('bo');
    expect(authors.ada).toMatchObject({name: 'Ada Example', url: 'https://github.com/ada'});
  });

  it('gives avatars initials and a stable colour per handle', () => {
    expect(initials({handle: 'ada', name: 'Ada Example'})).toBe('AE');
    expect(initials({handle: 'slorber'})).toBe('SL');
    expect(initials({handle: 'x', name: 'Zen'})).toBe('ZE');
    expect(avatarHue('Ada')).toBe(avatarHue('ada'));
    expect(avatarHue('ada')).not.toBe(avatarHue('bo'));
    expect(avatarHue('someone-else')).toBeLessThan(360);
  });
});

describe('generateChangelogPosts', () => {
  it('writes one Markdown post per release and the authors map', () => {
    const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'changelog-'));
    generateChangelogPosts(fixtureReleases, outDir);
    expect(fs.readdirSync(outDir).sort()).toEqual(['9.0.0.md', '9.0.1.md', '9.0.2.md', '9.1.0.md', 'authors.json']);
    fs.rmSync(outDir, {recursive: true});
  });

  it('removes stale files and leaves unchanged posts untouched', () => {
    const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'changelog-'));
    fs.writeFileSync(path.join(outDir, '0.0.1.md'), 'a release that no longer exists');
    generateChangelogPosts(fixtureReleases, outDir);
    expect(fs.existsSync(path.join(outDir, '0.0.1.md'))).toBe(false);
    const post = path.join(outDir, '9.1.0.md');
    const before = fs.statSync(post).mtimeMs;
    fs.utimesSync(post, new Date(0), new Date(0));
    generateChangelogPosts(fixtureReleases, outDir);
    expect(fs.statSync(post).mtimeMs).toBe(0);
    expect(before).toBeGreaterThan(0);
    fs.rmSync(outDir, {recursive: true});
  });
});

describe('newestReleases (the dev server default)', () => {
  it('publishes only the newest releases and drops the posts of the others', () => {
    const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'changelog-'));
    generateChangelogPosts(fixtureReleases, outDir);
    generateChangelogPosts(fixtureReleases, outDir, 2);
    expect(fs.readdirSync(outDir).sort()).toEqual(['9.0.2.md', '9.1.0.md', 'authors.json']);
    generateChangelogPosts(fixtureReleases, outDir);
    expect(fs.readdirSync(outDir)).toHaveLength(5);
    fs.rmSync(outDir, {recursive: true});
  });

  it('is kept by option validation next to the blog options, and refused unless a positive whole number', () => {
    const validate = normalizePluginOptions as Parameters<typeof validateOptions>[0]['validate'];
    const options = validateOptions({validate, options: {id: 'changelog', newestReleases: 10}});
    expect(options.newestReleases).toBe(10);
    expect(options.postsPerPage).toBe(10);
    expect(validateOptions({validate, options: {id: 'changelog'}})).not.toHaveProperty('newestReleases');
    expect(() => validateOptions({validate, options: {id: 'changelog', newestReleases: 0}})).toThrow(/newestReleases/);
    expect(() => validateOptions({validate, options: {id: 'changelog', newestReleases: 2.5}})).toThrow(
      /newestReleases/,
    );
  });
});

describe('firstSentence', () => {
  it('keeps the first sentence of a summary for the meta description', async () => {
    const {firstSentence} = await import('../releases');
    expect(firstSentence('A repair release, published on December 10, 2021. It lists core as a dependency.')).toBe(
      'A repair release, published on December 10, 2021.',
    );
    expect(firstSentence('Version 2.0.0-beta.13 fixes\n  the install. Upgrade.')).toBe(
      'Version 2.0.0-beta.13 fixes the install.',
    );
    expect(firstSentence('No full stop here')).toBe('No full stop here');
  });
});

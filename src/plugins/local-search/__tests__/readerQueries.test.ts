import {existsSync, readFileSync} from 'node:fs';
import {mkdtemp, rm, writeFile} from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {loadReaderQueries} from '../indexer';
import {
  bestReaderQueries,
  buildReaderFiles,
  currentDocsUrl,
  pagesCarrying,
  readerCarrying,
  readerFileKey,
  readerStems,
} from '../readerQueries';

describe('readerStems', () => {
  it('stems words, splits and joins identifiers, and leaves out stop words', () => {
    expect(readerStems('How do I translate my site into Spanish')).toEqual(['translat', 'site', 'spanish']);
    expect(readerStems('autoCollapseCategories')).toEqual(['auto', 'collaps', 'categori', 'autocollapsecategori']);
  });
});

describe('reader files', () => {
  const files = buildReaderFiles([
    ['translate docs into spanish', 'french version of the site'],
    undefined,
    ['write integrals and fractions', 'spanish quotes in math'],
  ]);
  const load = async (key: string) => files.get(key) ?? {};

  it('files each stem under its first two letters, with the page row and the query number', () => {
    expect(files.get('sp')?.spanish).toEqual([0, 0, 2, 1]);
    expect(files.get('in')?.integr).toEqual([2, 0]);
    expect(readerFileKey('3d')).toBe('0');
  });

  it('finds, for each page, the one reader query that carries most of the query', async () => {
    const carrying = await readerCarrying([['spanish'], ['translation', 'translate'], ['math']], load);
    expect(pagesCarrying(carrying, 0)).toBe(2);
    const best = bestReaderQueries(carrying, [1, 1, 1]);
    // Row 0: "translate docs into spanish"; row 2: "spanish quotes in math" (its other query has neither).
    expect([...best.get(0)!.concepts]).toEqual([0, 1]);
    expect([...best.get(2)!.concepts]).toEqual([0, 2]);
    expect(best.has(1)).toBe(false);
  });

  it('needs every stem of an alternative in the same reader query', async () => {
    const carrying = await readerCarrying([['french docs']], load);
    expect(carrying[0]!.size).toBe(0);
  });
});

describe('currentDocsUrl', () => {
  it('maps a page of an older docs version to the current one, and leaves others', () => {
    expect(currentDocsUrl('/docs/3.7.0/cli/')).toBe('/docs/cli/');
    expect(currentDocsUrl('/docs/cli/')).toBe('/docs/cli/');
    expect(currentDocsUrl('/blog/releases/3.7/')).toBe('/blog/releases/3.7/');
  });
});

describe('loadReaderQueries', () => {
  it('merges the files of the folder, and refuses a page listed twice', async () => {
    const folder = await mkdtemp(path.join(os.tmpdir(), 'reader-queries-'));
    try {
      await writeFile(path.join(folder, 'a.json'), JSON.stringify({'/docs/a/': ['one']}));
      await writeFile(path.join(folder, 'b.json'), JSON.stringify({'/docs/b/': ['two']}));
      expect(await loadReaderQueries(folder)).toEqual({'/docs/a/': ['one'], '/docs/b/': ['two']});
      await writeFile(path.join(folder, 'c.json'), JSON.stringify({'/docs/a/': ['three']}));
      await expect(loadReaderQueries(folder)).rejects.toThrow('/docs/a/');
    } finally {
      await rm(folder, {recursive: true, force: true});
    }
  });
});

describe('the reader queries of the site (readerQueries/*.json)', () => {
  const sitemapPath = path.resolve(__dirname, '../../../../build/sitemap.xml');

  it('lists each page once, with a few queries and no query twice', async () => {
    const queries = await loadReaderQueries();
    expect(Object.keys(queries).length).toBeGreaterThan(100);
    for (const [url, list] of Object.entries(queries)) {
      expect(url, url).toMatch(/^\/(?:.*\/)?$/);
      expect(list.length, url).toBeGreaterThanOrEqual(5);
      expect(list.length, url).toBeLessThan(1024);
      expect(new Set(list.map((query) => query.toLowerCase())).size, url).toBe(list.length);
    }
  });

  const pagesPath = path.resolve(__dirname, '../../../../build/pagefind/local-search/pages.json');
  it.skipIf(!existsSync(pagesPath))('gives every current docs page, post and community page its list', async () => {
    const queries = await loadReaderQueries();
    const rows = (JSON.parse(readFileSync(pagesPath, 'utf8')) as {pages: [string, string, string, string][]}).pages;
    const missing = rows
      .filter(([, , , section]) => ['Docs', 'Blog', 'Community'].includes(section))
      .map(([, url]) => url)
      .filter((url) => !queries[url]);
    expect(missing).toEqual([]);
  });

  it.skipIf(!existsSync(sitemapPath))('names only pages that exist in the build', async () => {
    const xml = readFileSync(sitemapPath, 'utf8');
    const pages = new Set([...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname));
    const missing = Object.keys(await loadReaderQueries()).filter((url) => !pages.has(url));
    expect(missing).toEqual([]);
  });
});

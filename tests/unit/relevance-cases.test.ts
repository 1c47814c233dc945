import {createHash} from 'node:crypto';
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import relevance from '../../src/plugins/local-search/relevance.json';

type Case = {kind: string; half: string; query: string; expected: string[]; category?: string; batch?: number};

const KINDS = ['task', 'error', 'option', 'typo', 'release', 'topic'];
const HALVES = ['tuning', 'heldout'];
const cases = relevance.cases as Case[];

// The build of the worktree the test runs in; the URL check needs it and is skipped without it.
const sitemapPath = path.resolve(__dirname, '../../build/sitemap.xml');

function builtPagePaths(): Set<string> {
  const xml = readFileSync(sitemapPath, 'utf8');
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
  return new Set(paths);
}

describe('search relevance cases', () => {
  it('describes exactly the known kinds', () => {
    expect(Object.keys(relevance.kinds).sort()).toEqual([...KINDS].sort());
  });

  it('gives every case a known kind, a known half, a query and at least one expected page', () => {
    for (const c of cases) {
      expect(KINDS, c.query).toContain(c.kind);
      expect(HALVES, c.query).toContain(c.half);
      expect(c.query.trim().length, JSON.stringify(c)).toBeGreaterThan(0);
      expect(c.expected.length, c.query).toBeGreaterThan(0);
      for (const url of c.expected) expect(url, c.query).toMatch(/^\/.*(\/|\/\*)$/);
    }
  });

  it('holds out at least 25 cases of each kind', () => {
    for (const kind of KINDS) {
      const heldout = cases.filter((c) => c.kind === kind && c.half === 'heldout');
      expect(heldout.length, kind).toBeGreaterThanOrEqual(25);
    }
  });

  it('splits each batch of fresh queries by the fixed rule: within a kind, by SHA-1 of the query, tuning first', () => {
    const sha1 = (text: string) => createHash('sha1').update(text, 'utf8').digest('hex');
    const fresh = cases.filter((c) => !c.category);
    const batches = [...new Set(fresh.map((c) => c.batch ?? 1))];
    expect(batches.sort((a, b) => a - b)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31,
      32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59,
      60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 71, 72, 73, 74, 75, 76, 77, 78, 79, 80, 81, 82, 83, 84, 85, 86, 87,
      88, 89, 90, 91,
    ]);
    for (const batch of batches) {
      for (const kind of KINDS) {
        const inKind = fresh.filter((c) => (c.batch ?? 1) === batch && c.kind === kind);
        const ordered = [...inKind].sort((a, b) => (sha1(a.query) < sha1(b.query) ? -1 : 1));
        expect(
          ordered.map((c) => c.half),
          `batch ${batch}, ${kind}`,
        ).toEqual(ordered.map((_, position) => (position % 2 === 0 ? 'tuning' : 'heldout')));
      }
    }
  });

  it('has no query twice (ignoring case and outer spaces)', () => {
    const seen = new Map<string, number>();
    for (const c of cases) {
      const key = c.query.trim().toLowerCase();
      seen.set(key, (seen.get(key) ?? 0) + 1);
    }
    expect([...seen].filter(([, count]) => count > 1).map(([query]) => query)).toEqual([]);
  });

  it.skipIf(!existsSync(sitemapPath))('expects only pages that exist in the build', () => {
    const pages = builtPagePaths();
    const missing = cases.flatMap((c) =>
      c.expected.filter((url) => !url.endsWith('*') && !pages.has(url)).map((url) => `${c.query} -> ${url}`),
    );
    expect(missing).toEqual([]);
  });
});

/**
 * Checks the real release files against the facts they were bootstrapped from:
 * complete and correctly ordered, and written in our own words.
 */
import fs from 'fs';
import path from 'path';
import {describe, expect, it} from 'vitest';
import {readReleases} from '../index';
import {assignListPageLinks, type Release} from '../releases';

const releasesDir = path.resolve(__dirname, '../../../../changelog/releases');
const factsPath = process.env.CHANGELOG_FACTS ?? '/work/shared/data/changelog-facts.json';
const hasFacts = fs.existsSync(factsPath);

interface FactEntry {
  pr: number | null;
  upstreamTitle: string;
}
interface FactSection {
  version: string;
  date: string;
  categories: {category: string; entries: FactEntry[]}[];
}

const releases = readReleases(releasesDir);

describe('release files', () => {
  it('hold the 105 changelog sections', () => {
    expect(releases).toHaveLength(105);
    expect(releases[0]!.version).toBe('3.7.0');
    expect(releases.at(-1)!.version).toBe('V2 Changelog');
  });

  it('put each release on the right list page (20 per page)', () => {
    const posts = releases.map((r) => ({metadata: {version: r.version}}));
    const pageOf = new Map(
      assignListPageLinks(posts, 20, '/changelog/').map((p) => [p.metadata.version, p.metadata.listPageLink]),
    );
    expect(pageOf.get('3.7.0')).toBe('/changelog/');
    expect(pageOf.get('2.0.0-beta.15')).toBe('/changelog/page/2/');
    expect(pageOf.get('2.0.0-alpha.19')).toBe('/changelog/page/6/');
    expect(new Set(pageOf.values()).size).toBe(6);
  });

  it('give each release a unique file name', () => {
    expect(new Set(releases.map((r) => r.fileName)).size).toBe(105);
  });
});

/** Lower case, punctuation dropped, spaces collapsed. */
function normalise(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

function wordSequences(text: string, size: number): string[] {
  const words = normalise(text).split(' ').filter(Boolean);
  const sequences: string[] = [];
  for (let i = 0; i + size <= words.length; i++) sequences.push(words.slice(i, i + size).join(' '));
  return sequences;
}

describe.skipIf(!hasFacts)('release files against the facts', () => {
  const facts: FactSection[] = hasFacts ? JSON.parse(fs.readFileSync(factsPath, 'utf8')) : [];
  const byVersion = new Map(releases.map((r) => [r.version, r]));

  const flat = (release: Release) => release.categories.flatMap((c) => c.entries);

  it('keep the facts order, including releases of the same day', () => {
    expect(releases.map((r) => r.version)).toEqual(facts.map((f) => f.version));
  });

  it('keep every entry with its PR number', () => {
    for (const section of facts) {
      const release = byVersion.get(section.version)!;
      const factPrs = section.categories.flatMap((c) => c.entries.map((e) => e.pr ?? undefined));
      expect(
        flat(release).map((e) => e.pr),
        section.version,
      ).toEqual(factPrs);
    }
  });

  it('never reuse an upstream title as an entry text', () => {
    const copies: string[] = [];
    for (const section of facts) {
      const titles = section.categories.flatMap((c) => c.entries.map((e) => e.upstreamTitle));
      flat(byVersion.get(section.version)!).forEach((entry, index) => {
        if (entry.text && normalise(entry.text) === normalise(titles[index]!)) {
          copies.push(`${section.version} #${entry.pr}`);
        }
      });
    }
    expect(copies).toEqual([]);
  });

  it('share under 10% of their 6-word sequences with the upstream titles', () => {
    const upstream = new Set(
      facts.flatMap((s) => s.categories.flatMap((c) => c.entries.flatMap((e) => wordSequences(e.upstreamTitle, 6)))),
    );
    const ours = releases.flatMap((r) => flat(r).flatMap((e) => (e.text ? wordSequences(e.text, 6) : [])));
    const shared = ours.filter((sequence) => upstream.has(sequence)).length;
    const share = ours.length ? shared / ours.length : 0;
    console.log(
      `changelog originality: ${shared} of ${ours.length} six-word sequences appear in upstream titles (${(share * 100).toFixed(2)}%)`,
    );
    expect(share).toBeLessThan(0.1);
  });
});

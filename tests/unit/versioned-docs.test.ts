/**
 * The released docs versions (versioned_docs/) describe their own release: 3.6.3 has no SVGR plugin page,
 * no released page carries the Canary markers for later features, and each versioned sidebar only lists
 * docs of its own version.
 */
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

const siteDir = path.resolve(__dirname, '../..');
const versions: string[] = JSON.parse(readFileSync(path.join(siteDir, 'versions.json'), 'utf8'));

function versionDir(version: string): string {
  return path.join(siteDir, 'versioned_docs', `version-${version}`);
}

function listDocs(dir: string): string[] {
  return readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return listDocs(full);
    return /\.mdx?$/.test(entry.name) ? [full] : [];
  });
}

/** Doc id as the docs plugin computes it: folder + (front matter `id` or file name without number prefix). */
function docId(root: string, file: string): string {
  const frontMatter = /^---\n([\s\S]*?)\n---/.exec(readFileSync(file, 'utf8'))?.[1] ?? '';
  const explicitId = /^id:\s*['"]?([^'"\n]+?)['"]?\s*$/m.exec(frontMatter)?.[1];
  const relative = path.relative(root, file).split(path.sep);
  const base = relative
    .pop()!
    .replace(/\.mdx?$/, '')
    .replace(/^\d+[-_.]/, '');
  return [...relative, explicitId ?? base].join('/');
}

function docIds(version: string): Set<string> {
  const root = versionDir(version);
  return new Set(
    listDocs(root)
      .filter((file) => !path.basename(file).startsWith('_'))
      .map((file) => docId(root, file)),
  );
}

/** Every doc id a sidebar refers to (doc items, refs, string shorthands and category links). */
function sidebarDocIds(node: unknown): string[] {
  if (typeof node === 'string') return [node];
  if (Array.isArray(node)) return node.flatMap(sidebarDocIds);
  if (node === null || typeof node !== 'object') return [];
  const item = node as Record<string, unknown>;
  const ids: string[] = [];
  if ((item.type === 'doc' || item.type === 'ref') && typeof item.id === 'string') ids.push(item.id);
  const link = item.link as Record<string, unknown> | undefined;
  if (link?.type === 'doc' && typeof link.id === 'string') ids.push(link.id);
  if (item.items) ids.push(...sidebarDocIds(item.items));
  if (!item.type && !item.items) ids.push(...Object.values(item).flatMap(sidebarDocIds));
  return ids;
}

/** Sentences the Canary docs use to flag what arrived after 3.7.0; none may survive in a released copy. */
const laterReleaseMarkers = [
  /new after 3\.7\.0/i,
  /added after 3\.7/i,
  /new since 3\.7/i,
  /since 3\.(8|9|10)\b/i,
  /\bin (the installed )?3\.10\b/i,
  /installed Canary/i,
  /these Canary docs/i,
  /future\.v4\b/,
  /\bv4: true\b/,
  /future\.faster\b/,
  /markdown\.hooks/,
];

describe('versioned docs', () => {
  it('cuts 3.7.0 and 3.6.3', () => {
    expect(versions).toEqual(['3.7.0', '3.6.3']);
  });

  it('3.6.3 has no plugin-svgr page and no link to one; 3.7.0 has the page', () => {
    expect(existsSync(path.join(versionDir('3.6.3'), 'api/plugins/plugin-svgr.mdx'))).toBe(false);
    expect(existsSync(path.join(versionDir('3.7.0'), 'api/plugins/plugin-svgr.mdx'))).toBe(true);
    const linking = listDocs(versionDir('3.6.3')).filter((file) => /plugin-svgr/.test(readFileSync(file, 'utf8')));
    expect(linking.map((file) => path.relative(siteDir, file))).toEqual([]);
  });

  for (const version of ['3.7.0', '3.6.3']) {
    it(`no ${version} page mentions features of later releases`, () => {
      const hits = listDocs(versionDir(version)).flatMap((file) => {
        const text = readFileSync(file, 'utf8');
        return laterReleaseMarkers
          .filter((marker) => marker.test(text))
          .map((marker) => `${path.relative(siteDir, file)}: ${marker}`);
      });
      expect(hits).toEqual([]);
    });
  }

  it('the markers are real: the Canary docs use them (guards against a marker list that matches nothing)', () => {
    const canary = listDocs(path.join(siteDir, 'docs'))
      .map((file) => readFileSync(file, 'utf8'))
      .join('\n');
    expect(canary).toMatch(laterReleaseMarkers[0]!);
    expect(canary).toMatch(/future\.v4\b/);
  });

  it('the 3.6.3 and 3.7.0 installation pages state Node.js 18, Canary states Node.js 20', () => {
    for (const version of ['3.7.0', '3.6.3']) {
      expect(readFileSync(path.join(versionDir(version), 'installation.mdx'), 'utf8')).toMatch(
        /Node\.js\]\([^)]*\) 18\.0 or later/,
      );
    }
    expect(readFileSync(path.join(siteDir, 'docs/installation.mdx'), 'utf8')).toMatch(
      /Node\.js\]\([^)]*\) 20\.0 or later/,
    );
  });

  it('the 3.6.3 blog reference has no sidebar_label front matter (it came in 3.7)', () => {
    const blogReference = (version: string) =>
      readFileSync(path.join(versionDir(version), 'api/plugins/plugin-content-blog.mdx'), 'utf8');
    expect(blogReference('3.6.3')).not.toMatch(/\| `sidebar_label` \|/);
    expect(blogReference('3.7.0')).toMatch(/\| `sidebar_label` \|/);
  });

  for (const version of ['3.7.0', '3.6.3']) {
    it(`the ${version} sidebar lists only docs of version ${version}`, () => {
      const sidebars = JSON.parse(
        readFileSync(path.join(siteDir, 'versioned_sidebars', `version-${version}-sidebars.json`), 'utf8'),
      );
      const referenced = sidebarDocIds(sidebars);
      const existing = docIds(version);
      expect(referenced.length).toBeGreaterThan(20);
      expect(referenced.filter((id) => !existing.has(id))).toEqual([]);
    });
  }
});

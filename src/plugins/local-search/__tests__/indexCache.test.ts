import {mkdir, mkdtemp, readdir, readFile, rm, writeFile} from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {afterEach, describe, expect, it} from 'vitest';
import {buildSearchIndex} from '../indexer';
import {listFiles} from '../../../utils/listFiles';

const siteDir = path.resolve(__dirname, '../../../..');
let dir = '';
afterEach(async () => {
  if (dir) await rm(dir, {recursive: true, force: true});
  dir = '';
});

const docPage = (heading: string, text: string) =>
  '<!doctype html><html lang="en" dir="ltr" class="plugin-docs docs-doc-page"><head>' +
  `<title data-rh="true">${heading} | Docusaurus</title>` +
  '<meta data-rh="true" name="docsearch:language" content="en">' +
  '<meta data-rh="true" name="docsearch:docusaurus_tag" content="docs-default-current">' +
  `</head><body><main class="docMainContainer"><article><h1>${heading}</h1><p>${text}</p></article></main></body></html>`;

async function writePages(pages: Record<string, string>): Promise<void> {
  for (const [file, html] of Object.entries(pages)) {
    await mkdir(path.dirname(path.join(dir, 'build', file)), {recursive: true});
    await writeFile(path.join(dir, 'build', file), html);
  }
}

async function snapshot(indexDir: string): Promise<Record<string, string>> {
  const files: Record<string, string> = {};
  for (const file of (await listFiles(indexDir)).sort())
    files[file] = (await readFile(path.join(indexDir, file))).toString('base64');
  return files;
}

describe('search index cache', () => {
  it('reuses the index for the same pages, and builds it again when a page changes', async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'index-cache-'));
    await writePages({
      'docs/versioning/index.html': docPage('Versioning', 'Snapshots of the docs for each release.'),
      'docs/sidebar/index.html': docPage('Sidebar', 'Groups pages into categories.'),
    });
    const options = {
      siteDir,
      outDir: path.join(dir, 'build'),
      siteTitle: 'Docusaurus',
      cacheDir: path.join(dir, 'cache'),
    };
    const indexDir = path.join(dir, 'build/pagefind');

    const first = await buildSearchIndex(options);
    expect(first).toMatchObject({fromCache: false, indexedPages: 2});
    const built = await snapshot(indexDir);
    expect(Object.keys(built)).toContain('pagefind-entry.json');

    const second = await buildSearchIndex(options);
    expect(second).toMatchObject({fromCache: true, indexedPages: 2});
    expect(await snapshot(indexDir)).toEqual(built);
    expect(second.binaryFiles).toEqual(first.binaryFiles);

    // New script and stylesheet names (any script change renames the runtime that every page loads): still the same index.
    await writePages({
      'docs/sidebar/index.html': docPage('Sidebar', 'Groups pages into categories.').replace(
        '</head>',
        '<link rel="stylesheet" href="/assets/css/styles.1a2b.css"><script src="/assets/js/runtime~main.3c4d.js" defer></script></head>',
      ),
    });
    expect((await buildSearchIndex(options)).fromCache).toBe(true);

    await writePages({'docs/sidebar/index.html': docPage('Sidebar', 'Groups pages into collapsible categories.')});
    const changed = await buildSearchIndex(options);
    expect(changed.fromCache).toBe(false);
    expect(await snapshot(indexDir)).not.toEqual(built);
    // Only the latest index is kept.
    expect(await readdir(options.cacheDir)).toHaveLength(1);
  }, 60000);

  it("writes the API names a page defines into its row of the page table, by the page's URL", async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'index-cache-'));
    await writePages({
      'docs/api/redirects/index.html': docPage('Redirects', 'Options.').replace(
        '</p>',
        '</p><table><tr><th>Name<th>Type<tr><td><code>createRedirects</code><td>function</table>',
      ),
      'docs/sidebar/index.html': docPage('Sidebar', 'Groups pages into categories.'),
    });
    await buildSearchIndex({siteDir, outDir: path.join(dir, 'build'), siteTitle: 'Docusaurus'});
    const table = JSON.parse(await readFile(path.join(dir, 'build/pagefind/local-search/pages.json'), 'utf8')) as {
      pages: unknown[][];
    };
    const rowOf = (url: string) => table.pages.find((row) => row[1] === url);
    expect(rowOf('/docs/api/redirects/')?.[9]).toBe('createRedirects');
    expect(rowOf('/docs/sidebar/')).toHaveLength(9);
  }, 60000);

  it('always builds without a cache folder', async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'index-cache-'));
    await writePages({'docs/versioning/index.html': docPage('Versioning', 'Snapshots of the docs.')});
    const options = {siteDir, outDir: path.join(dir, 'build'), siteTitle: 'Docusaurus'};
    expect((await buildSearchIndex(options)).fromCache).toBe(false);
    expect((await buildSearchIndex(options)).fromCache).toBe(false);
  }, 60000);
});

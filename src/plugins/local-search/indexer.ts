/**
 * Builds the Pagefind index of a production build. Runs Pagefind's CLI (its Node
 * API is ESM-only and cannot be imported from a plugin loaded by the config loader)
 * on an annotated copy of the indexable pages, so the served HTML stays untouched.
 */
import {execFile} from 'node:child_process';
import {createHash} from 'node:crypto';
import {existsSync, mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import {cp, mkdtemp, readFile, rename, rm} from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {promisify} from 'node:util';
import {annotatePage, excludedSelectors} from './pageRules';
import type {QuotedMessageRow} from './quotedMessages';
import type {ReaderQueries} from './readerQueries';
import {writeSearchData} from './searchData';
import {listFiles} from '../../utils/listFiles';
import {pagePathOf} from '../../utils/pagePath';

export const pagefindFolder = 'pagefind';

/**
 * Script and stylesheet tags: Pagefind does not read them, and their hashed file names change with any script of the
 * build (the runtime's name changes with every chunk's), so they are left out of the cache key.
 */
const NOT_READ_BY_PAGEFIND = /<script\b[^>]*>[\s\S]*?<\/script>|<link\b[^>]*>/gi;

/** Pagefind also writes its ready-made UIs; the site uses DocSearch, so they are dropped. */
const unusedOutputs = /^pagefind-(ui|modular-ui|component-ui|highlight)\.(js|css)$/;

/** Workbox's own globs already precache these; the rest must be listed by us. */
const globbedByPwa = /\.(js|json|css|html|png|jpe?g|gif|svg|ico|woff2?|eot|ttf|otf)$/;

export type IndexResult = {
  indexedPages: number;
  skippedPages: number;
  durationMs: number;
  /** Whether the index was copied from `cacheDir` (same pages, same indexer) instead of built. */
  fromCache: boolean;
  /** Index files (relative to the pagefind folder) that the service worker must precache explicitly. */
  binaryFiles: {path: string; revision: string}[];
};

/** Where the reader queries of the pages are kept (`readerQueries.ts`): JSON files from page URL to queries. */
export const readerQueriesFolder = path.join(__dirname, 'readerQueries');

/** Every page's reader queries, from all the files of `readerQueriesFolder` (a URL in two files is an error). */
export async function loadReaderQueries(folder = readerQueriesFolder): Promise<ReaderQueries> {
  const merged: Record<string, readonly string[]> = {};
  const files = existsSync(folder) ? (await listFiles(folder)).filter((file) => file.endsWith('.json')).sort() : [];
  for (const file of files) {
    const queries = JSON.parse(await readFile(path.join(folder, file), 'utf8')) as ReaderQueries;
    for (const [url, list] of Object.entries(queries)) {
      if (merged[url]) throw new Error(`Reader queries of ${url} are in two files (${file} and another).`);
      merged[url] = list;
    }
  }
  return merged;
}

/**
 * The reader queries with, for each indexed page that has none, its description as its one reader query. The pages
 * without reader queries are the changelog's, one per release: a reader asking when a change came ("which release
 * added the docusaurus clear command") is answered by the release whose summary names it ("A docusaurus clear
 * command, @theme-init components, …"), and without reader queries those pages lost to the release posts that have
 * them. Pages with reader queries keep only theirs: adding every page's description as one more lost first places.
 */
export function withDescriptions(
  readerQueries: ReaderQueries,
  descriptions: ReadonlyMap<string, string>,
): ReaderQueries {
  const merged: Record<string, readonly string[]> = {...readerQueries};
  for (const [url, description] of descriptions) {
    if (!merged[url]?.length) merged[url] = [description];
  }
  return merged;
}

/**
 * What decides the index besides the pages: Pagefind's version, the options given to it, the code that writes
 * the files next to it, and the reader queries.
 */
async function indexerFingerprint(siteDir: string, readerQueries: ReaderQueries): Promise<string> {
  const pagefindVersion = JSON.parse(
    await readFile(path.join(siteDir, 'node_modules/pagefind/package.json'), 'utf8'),
  ).version;
  const sources = await Promise.all(
    ['indexer.ts', 'searchData.ts', 'pageRules.ts', 'readerQueries.ts', 'everydayWords.ts'].map((file) =>
      readFile(path.join(__dirname, file), 'utf8'),
    ),
  );
  return JSON.stringify({pagefindVersion, excludedSelectors, sources, readerQueries});
}

/** The script behind `npx pagefind` (the package's exports hide it from require.resolve). */
function pagefindCli(siteDir: string): string {
  return path.join(siteDir, 'node_modules', 'pagefind', 'lib', 'runner', 'bin.cjs');
}

/** Pagefind on the annotated pages, then the page table and vocabulary, keeping only the outputs the site loads. */
async function runPagefind(
  siteDir: string,
  workDir: string,
  outputDir: string,
  definitions: ReadonlyMap<string, string[]>,
  readerQueries: ReaderQueries,
  quotedMessages: readonly QuotedMessageRow[],
  retired: ReadonlySet<string>,
): Promise<void> {
  await promisify(execFile)(
    process.execPath,
    [
      pagefindCli(siteDir),
      '--site',
      workDir,
      '--output-path',
      outputDir,
      '--exclude-selectors',
      excludedSelectors.join(', '),
      '--silent',
    ],
    {maxBuffer: 16 * 1024 * 1024},
  );

  // The page table and vocabulary that the ranking and typo correction read (Pagefind keeps them inside its binary index).
  await writeSearchData(outputDir, definitions, readerQueries, quotedMessages, retired);

  // Pagefind always writes a WebAssembly build for pages without a language; keep only the ones the entry file uses.
  const entry = JSON.parse(await readFile(path.join(outputDir, 'pagefind-entry.json'), 'utf8')) as {
    languages: Record<string, {wasm?: string}>;
  };
  const usedWasm = new Set(Object.values(entry.languages).map((language) => `wasm.${language.wasm}.pagefind`));
  for (const file of await listFiles(outputDir)) {
    if (unusedOutputs.test(file) || (/^wasm\.[^/]+\.pagefind$/.test(file) && !usedWasm.has(file))) {
      await rm(path.join(outputDir, file));
    }
  }
}

export async function buildSearchIndex({
  siteDir,
  outDir,
  siteTitle,
  indexDir = path.join(outDir, pagefindFolder),
  cacheDir,
}: {
  siteDir: string;
  outDir: string;
  siteTitle: string;
  /** Where the index goes; the benchmark writes it elsewhere to leave the build untouched. */
  indexDir?: string;
  /**
   * Where the last index is kept with the hash of what it was built from; a rebuild whose annotated pages are the
   * same copies it instead of running Pagefind again. Without it, the index is always built.
   */
  cacheDir?: string;
}): Promise<IndexResult> {
  const started = Date.now();
  const workDir = await mkdtemp(path.join(os.tmpdir(), 'local-search-'));
  const outputDir = indexDir;
  try {
    let indexedPages = 0;
    let skippedPages = 0;
    const pageHashes = new Map<string, string>();
    // API names each page defines, by the URL Pagefind gives the page ("docs/cli/index.html" → "/docs/cli/").
    const definitions = new Map<string, string[]>();
    // Each indexed page's description, by URL: the reader query of a page that has none (`withDescriptions`).
    const descriptions = new Map<string, string>();
    // Messages the pages quote to explain them (`quotedMessages.ts`); `writeSearchData` sorts them.
    const quotedMessages: QuotedMessageRow[] = [];
    // Pages that announce that what they document is retired (`announcesRetirement`).
    const retired = new Set<string>();
    const htmlFiles = (await listFiles(outDir)).filter(
      (file) => file.endsWith('.html') && !file.startsWith(`${pagefindFolder}/`),
    );
    // One page at a time, with plain synchronous reads and writes: the site's HTML is never held at once, and in
    // postBuild, where every plugin shares one thread, the promise-based calls cost several times the CPU time
    // (~1,300 reads and ~430 writes: 0.7 s against 0.25 s when run alone).
    for (const file of htmlFiles) {
      const decision = annotatePage(readFileSync(path.join(outDir, file), 'utf8'), file, {siteTitle});
      if (!decision.indexed) {
        skippedPages += 1;
        continue;
      }
      indexedPages += 1;
      const url = pagePathOf(outDir, path.join(outDir, file));
      if (decision.defines.length > 0) definitions.set(url, decision.defines);
      if (decision.description) descriptions.set(url, decision.description);
      for (const {anchor, text} of decision.messages) quotedMessages.push([url, anchor, text]);
      if (decision.retired) retired.add(url);
      pageHashes.set(file, createHash('sha256').update(decision.html.replace(NOT_READ_BY_PAGEFIND, '')).digest('hex'));
      const target = path.join(workDir, file);
      mkdirSync(path.dirname(target), {recursive: true});
      writeFileSync(target, decision.html);
    }

    // The pages in a fixed order (listFiles does not sort), then the indexer itself.
    const readerQueries = withDescriptions(await loadReaderQueries(), descriptions);
    const inputHash = createHash('sha256').update(await indexerFingerprint(siteDir, readerQueries));
    for (const file of [...pageHashes.keys()].sort()) inputHash.update(`\0${file}\0${pageHashes.get(file)}`);
    const key = inputHash.digest('hex');
    const cached = cacheDir ? path.join(cacheDir, key) : undefined;

    await rm(outputDir, {recursive: true, force: true});
    let fromCache = false;
    if (cached !== undefined && existsSync(cached)) {
      // A copy that fails (another build sharing the cache replaced it meanwhile) falls back to building the index.
      fromCache = await cp(cached, outputDir, {recursive: true}).then(
        () => true,
        () => rm(outputDir, {recursive: true, force: true}).then(() => false),
      );
    }
    if (!fromCache) {
      await runPagefind(siteDir, workDir, outputDir, definitions, readerQueries, quotedMessages, retired);
      if (cacheDir && cached) {
        // One index is kept: the previous one can only serve a build of the previous pages. Copied under a temporary
        // name first, so an interrupted build never leaves a partial index under a valid key.
        await rm(cacheDir, {recursive: true, force: true});
        await cp(outputDir, `${cached}.partial`, {recursive: true});
        await rename(`${cached}.partial`, cached);
      }
    }

    const binaryFiles: IndexResult['binaryFiles'] = [];
    for (const file of await listFiles(outputDir)) {
      if (!globbedByPwa.test(file)) {
        const revision = createHash('md5')
          .update(await readFile(path.join(outputDir, file)))
          .digest('hex');
        binaryFiles.push({path: file, revision});
      }
    }
    return {indexedPages, skippedPages, durationMs: Date.now() - started, fromCache, binaryFiles};
  } finally {
    await rm(workDir, {recursive: true, force: true});
  }
}

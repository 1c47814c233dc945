/**
 * Builds the Pagefind index of a production build. Runs Pagefind's CLI (its Node
 * API is ESM-only and cannot be imported from a plugin loaded by the config loader)
 * on an annotated copy of the indexable pages, so the served HTML stays untouched.
 */
import {execFile} from 'node:child_process';
import {createHash} from 'node:crypto';
import {mkdtemp, mkdir, readFile, rm, writeFile} from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {promisify} from 'node:util';
import {annotatePage, excludedSelectors} from './pageRules';
import {writeSearchData} from './searchData';
import {forEachConcurrently} from '../../utils/forEachConcurrently';
import {listFiles} from '../../utils/listFiles';

export const pagefindFolder = 'pagefind';

/** Pages read, annotated and copied at the same time. */
const pageCopyConcurrency = 8;

/** Pagefind also writes its ready-made UIs; the site uses DocSearch, so they are dropped. */
const unusedOutputs = /^pagefind-(ui|modular-ui|component-ui|highlight)\.(js|css)$/;

/** Workbox's own globs already precache these; the rest must be listed by us. */
const globbedByPwa = /\.(js|json|css|html|png|jpe?g|gif|svg|ico|woff2?|eot|ttf|otf)$/;

export type IndexResult = {
  indexedPages: number;
  skippedPages: number;
  durationMs: number;
  /** Index files (relative to the pagefind folder) that the service worker must precache explicitly. */
  binaryFiles: {path: string; revision: string}[];
};

/** The script behind `npx pagefind` (the package's exports hide it from require.resolve). */
function pagefindCli(siteDir: string): string {
  return path.join(siteDir, 'node_modules', 'pagefind', 'lib', 'runner', 'bin.cjs');
}

export async function buildSearchIndex({
  siteDir,
  outDir,
  siteTitle,
  indexDir = path.join(outDir, pagefindFolder),
}: {
  siteDir: string;
  outDir: string;
  siteTitle: string;
  /** Where the index goes; the benchmark writes it elsewhere to leave the build untouched. */
  indexDir?: string;
}): Promise<IndexResult> {
  const started = Date.now();
  const workDir = await mkdtemp(path.join(os.tmpdir(), 'local-search-'));
  const outputDir = indexDir;
  try {
    let indexedPages = 0;
    let skippedPages = 0;
    const htmlFiles = (await listFiles(outDir)).filter(
      (file) => file.endsWith('.html') && !file.startsWith(`${pagefindFolder}/`),
    );
    // A few pages at a time: starting every read at once held the whole site's HTML, and its annotated copy, in memory.
    await forEachConcurrently(htmlFiles, pageCopyConcurrency, async (file) => {
      const decision = annotatePage(await readFile(path.join(outDir, file), 'utf8'), file, {siteTitle});
      if (!decision.indexed) {
        skippedPages += 1;
        return;
      }
      indexedPages += 1;
      const target = path.join(workDir, file);
      await mkdir(path.dirname(target), {recursive: true});
      await writeFile(target, decision.html);
    });

    await rm(outputDir, {recursive: true, force: true});
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
    await writeSearchData(outputDir);

    // Pagefind always writes a WebAssembly build for pages without a language; keep only the ones the entry file uses.
    const entry = JSON.parse(await readFile(path.join(outputDir, 'pagefind-entry.json'), 'utf8')) as {
      languages: Record<string, {wasm?: string}>;
    };
    const usedWasm = new Set(Object.values(entry.languages).map((language) => `wasm.${language.wasm}.pagefind`));

    const binaryFiles: IndexResult['binaryFiles'] = [];
    for (const file of await listFiles(outputDir)) {
      if (unusedOutputs.test(file) || (/^wasm\.[^/]+\.pagefind$/.test(file) && !usedWasm.has(file))) {
        await rm(path.join(outputDir, file));
      } else if (!globbedByPwa.test(file)) {
        const revision = createHash('md5')
          .update(await readFile(path.join(outputDir, file)))
          .digest('hex');
        binaryFiles.push({path: file, revision});
      }
    }
    return {indexedPages, skippedPages, durationMs: Date.now() - started, binaryFiles};
  } finally {
    await rm(workDir, {recursive: true, force: true});
  }
}

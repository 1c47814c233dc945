/**
 * Removes, from the production stylesheet, the rules whose selectors need a class that no script of the client build
 * writes (README.md), then checks the rendered pages: a class found in a page's HTML whose rules were removed fails
 * the build.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {htmlFiles} from '../../../scripts/lib/html-files.mjs';
import {pruneWithCache} from './pruneCache';

const NAME = 'unused-css';

/** Fixture rules of `/tests` that exist to be found in the stylesheet, not to style an element. */
const KEEP = [/^test-marker-/];

interface PruneReport {
  stylesheet: string;
  bytesBefore: number;
  bytesAfter: number;
  /** Classes whose rules were all removed because no script writes them. */
  unwritten: Set<string>;
  /** Whether the result was the stored one of an unchanged stylesheet and unchanged scripts. */
  fromCache: boolean;
}

/** A bundler plugin (Rspack and webpack share the API used here) run on the client compilation. */
class PruneUnusedCssPlugin {
  constructor(
    private readonly onPruned: (report: PruneReport) => void,
    private readonly cacheDir?: string,
  ) {}

  apply(compiler: {webpack: any; hooks: any}): void {
    const {Compilation, sources} = compiler.webpack;
    compiler.hooks.thisCompilation.tap(NAME, (compilation: any) => {
      compilation.hooks.processAssets.tapPromise(
        // After the minifiers (the scripts are judged as they ship), before the real content hashes are computed,
        // so the stylesheet's file name follows its pruned content.
        {name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1},
        async (assets: Record<string, unknown>) => {
          const names = Object.keys(assets);
          const scripts = names
            .filter((name) => name.endsWith('.js'))
            .sort()
            .map((name) => compilation.getAsset(name).source.source().toString());
          // The stylesheets of chunks only: other .css assets are files copied as they are (a fixture of /tests is a
          // deliberately broken stylesheet).
          const stylesheets = new Set<string>();
          for (const chunk of compilation.chunks)
            for (const file of chunk.files) if (file.endsWith('.css')) stylesheets.add(file);
          for (const [slot, name] of [...stylesheets].sort().entries()) {
            const css = compilation.getAsset(name).source.source().toString();
            // A folder per stylesheet: each keeps only its latest result.
            const cacheDir = this.cacheDir && path.join(this.cacheDir, String(slot));
            const {css: pruned, removed, fromCache} = await pruneWithCache(css, scripts, {keep: KEEP, cacheDir});
            compilation.updateAsset(name, new sources.RawSource(pruned));
            this.onPruned({
              stylesheet: name,
              bytesBefore: Buffer.byteLength(css),
              bytesAfter: Buffer.byteLength(pruned),
              unwritten: new Set(removed.flatMap((entry) => entry.missing)),
              fromCache,
            });
          }
        },
      );
    });
  }
}

const CLASS_ATTRIBUTE = /\sclass=(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+))/g;

/** Classes of the pages' HTML whose rules were removed, with one page that uses each. */
export async function classesRemovedButRendered(outDir: string, unwritten: Set<string>): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  if (unwritten.size === 0) return found;
  // One page at a time, read synchronously: cheaper in CPU than promise-based reads (see the hosting plugin's scan).
  for await (const file of htmlFiles(outDir)) {
    const page = path.relative(outDir, file).split(path.sep).join('/');
    const html = readFileSync(file, 'utf8');
    // Pages copied from static/ do not load the built stylesheet.
    if (!html.includes('/assets/css/')) continue;
    for (const match of html.matchAll(CLASS_ATTRIBUTE)) {
      for (const name of (match[1] ?? match[2] ?? match[3] ?? '').split(/\s+/)) {
        if (unwritten.has(name) && !found.has(name)) found.set(name, page);
      }
    }
  }
  return found;
}

export default function unusedCssPlugin(context: LoadContext): Plugin {
  const reports: PruneReport[] = [];
  return {
    name: `framework-internals/${NAME}`,
    configureWebpack(config, isServer) {
      if (isServer || config.mode !== 'production') return {};
      const cacheDir = path.join(context.siteDir, 'node_modules/.cache/unused-css');
      return {plugins: [new PruneUnusedCssPlugin((report) => reports.push(report), cacheDir)]};
    },
    async postBuild({outDir}) {
      const unwritten = new Set(reports.flatMap((report) => [...report.unwritten]));
      const rendered = await classesRemovedButRendered(outDir, unwritten);
      if (rendered.size > 0) {
        const list = [...rendered].map(([name, page]) => `  .${name} (in ${page})`).join('\n');
        throw new Error(
          `[${NAME}] the rendered pages use classes whose style rules were removed as unused:\n${list}\n` +
            'Their names are not written by any script (the HTML comes from elsewhere?): add them to KEEP in src/framework-internals/unused-css/index.ts.',
        );
      }
      for (const report of reports) {
        console.log(
          `[${NAME}] ${report.stylesheet}: ${report.bytesBefore} → ${report.bytesAfter} bytes, ` +
            `rules of ${report.unwritten.size} unused classes removed${report.fromCache ? ' (same stylesheet and scripts as the last build: its result reused)' : ''}; ` +
            'none of them is in the built pages.',
        );
      }
    },
  };
}

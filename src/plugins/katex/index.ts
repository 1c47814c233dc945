/**
 * KaTeX styles for pages with math, and for no other page.
 *
 * rehype-katex renders formulas to HTML at build time; they only need KaTeX's stylesheet and fonts. Bundled into the
 * site CSS, those would cost every page about 100 KB gzip (the bundler inlines some fonts). Instead, the client
 * compilation emits the stylesheet (trimmed to WOFF2 fonts, which every supported browser reads) and the fonts as
 * files of their own under `<baseUrl>katex/`, and `remarkKatexStylesheet` links the stylesheet from the pages whose
 * Markdown contains math (through `KatexStylesheet.tsx`).
 *
 * Why assets of the compilation: the same mechanism serves them in `npm start` (the dev server serves the
 * compilation's output from memory) and writes them in `npm run build` before any `postBuild` runs (so the offline
 * precache and the link checks see them as they saw the old static copy), and nothing is written into the source tree
 * (until issue 29 this plugin wrote `static/katex/` when the config loaded).
 */
import fs from 'node:fs';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

export const katexPublicDir = 'katex';
const NAME = 'katex-assets';

/** Keeps only the WOFF2 source of each @font-face rule. */
export function keepWoff2Sources(css: string): string {
  return css.replace(/,url\(fonts\/[^)]+\.(?:woff|ttf)\) format\("(?:woff|truetype)"\)/g, '');
}

/** The files to publish, by path relative to the output folder: the trimmed stylesheet and the WOFF2 fonts. */
export function katexAssets(): Map<string, Buffer> {
  const katexDist = path.dirname(require.resolve('katex/dist/katex.min.css'));
  const css = keepWoff2Sources(fs.readFileSync(path.join(katexDist, 'katex.min.css'), 'utf8'));
  const assets = new Map<string, Buffer>([[`${katexPublicDir}/katex.min.css`, Buffer.from(css)]]);
  for (const font of fs.readdirSync(path.join(katexDist, 'fonts')).sort()) {
    if (font.endsWith('.woff2')) {
      assets.set(`${katexPublicDir}/fonts/${font}`, fs.readFileSync(path.join(katexDist, 'fonts', font)));
    }
  }
  return assets;
}

/** A bundler plugin (Rspack and webpack share the API used here) that adds the files to the client compilation. */
class EmitKatexAssetsPlugin {
  constructor(private readonly assets: Map<string, Buffer>) {}

  apply(compiler: {webpack: any; hooks: any}): void {
    const {Compilation, sources} = compiler.webpack;
    compiler.hooks.thisCompilation.tap(NAME, (compilation: any) => {
      compilation.hooks.processAssets.tap({name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL}, () => {
        for (const [file, content] of this.assets) {
          compilation.emitAsset(file, new sources.RawSource(content));
        }
      });
    });
  }
}

export default function katexPlugin(): Plugin {
  let assets: Map<string, Buffer> | undefined;
  return {
    name: NAME,
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      assets ??= katexAssets();
      return {plugins: [new EmitKatexAssetsPlugin(assets)]};
    },
  };
}

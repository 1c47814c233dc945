/**
 * KaTeX styles for pages with math, and for no other page.
 *
 * rehype-katex renders formulas to HTML at build time; they only need KaTeX's
 * stylesheet and fonts. Bundled into the site CSS, those would cost every page
 * about 100 KB gzip (the bundler inlines some fonts). Instead, this plugin copies
 * the stylesheet (trimmed to WOFF2 fonts, which every supported browser reads)
 * and the fonts into `static/katex/` (git-ignored, written at start-up so both
 * `start` and `build` serve them), and `remarkKatexStylesheet` links the
 * stylesheet from the pages whose Markdown contains math.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

export const katexPublicDir = 'katex';

/** Keeps only the WOFF2 source of each @font-face rule. */
export function keepWoff2Sources(css: string): string {
  return css.replace(/,url\(fonts\/[^)]+\.(?:woff|ttf)\) format\("(?:woff|truetype)"\)/g, '');
}

export function writeKatexAssets(staticDir: string): void {
  const katexDist = path.dirname(require.resolve('katex/dist/katex.min.css'));
  const target = path.join(staticDir, katexPublicDir);
  fs.mkdirSync(path.join(target, 'fonts'), {recursive: true});
  const css = keepWoff2Sources(fs.readFileSync(path.join(katexDist, 'katex.min.css'), 'utf8'));
  fs.writeFileSync(path.join(target, 'katex.min.css'), css);
  for (const font of fs.readdirSync(path.join(katexDist, 'fonts'))) {
    if (font.endsWith('.woff2')) {
      fs.copyFileSync(path.join(katexDist, 'fonts', font), path.join(target, 'fonts', font));
    }
  }
}

export default function katexPlugin(context: LoadContext): Plugin {
  writeKatexAssets(path.join(context.siteDir, 'static'));
  return {name: 'katex-assets'};
}

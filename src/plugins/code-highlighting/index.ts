/**
 * Keeps the syntax highlighter out of the JavaScript every page loads.
 *
 * Code blocks are highlighted at build time (remarkCodeImports.ts); this plugin
 * writes the stylesheet of their token colours from the site's Prism themes.
 * The two bundler-level parts of the feature (the classic theme's Prism client
 * module made empty, the colour themes prism-react-renderer bundles dropped) are
 * entries of src/framework-internals: prism-client-module, prism-bundled-themes.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {PrismTheme} from 'prism-react-renderer';
import {tokenStylesheet} from './static/tokenStylesheet';

export default function codeHighlightingPlugin(context: LoadContext): Plugin {
  // The colours of code highlighted at build time, from the site's Prism themes (see static/tokenStylesheet.ts).
  const {prism} = context.siteConfig.themeConfig as {prism: {theme: PrismTheme; darkTheme?: PrismTheme}};
  const stylesheet = path.join(context.generatedFilesDir, 'code-highlighting', 'tokens.css');
  fs.mkdirSync(path.dirname(stylesheet), {recursive: true});
  const css = tokenStylesheet({light: prism.theme, dark: prism.darkTheme});
  // Rewriting an unchanged file would make the dev server rebuild.
  if (!fs.existsSync(stylesheet) || fs.readFileSync(stylesheet, 'utf8') !== css) fs.writeFileSync(stylesheet, css);
  return {
    name: 'code-highlighting',
    getClientModules() {
      return [stylesheet];
    },
  };
}

/**
 * Keeps the syntax highlighter out of the JavaScript every page loads.
 *
 * The classic theme registers Prism and the site's extra languages in a client
 * module, which puts prism-react-renderer (~35 KB gzip) into the main bundle,
 * even on pages without code. This plugin swaps that client module for an empty
 * one; the site's CodeBlock (src/theme/CodeBlock) registers the languages
 * instead, so they load with the first page that shows code, on the server and
 * in the browser alike. A small loader also drops the colour themes that
 * prism-react-renderer bundles but the site never uses.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {PrismTheme} from 'prism-react-renderer';
import {tokenStylesheet} from './static/tokenStylesheet';

export default function codeHighlightingPlugin(context: LoadContext): Plugin {
  const themeClientModule = require.resolve('@docusaurus/theme-classic/lib/prism-include-languages.js');
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
    configureWebpack() {
      return {
        resolve: {
          alias: {[themeClientModule]: path.join(__dirname, 'emptyClientModule.ts')},
        },
        module: {
          rules: [
            {
              test: /prism-react-renderer[\\/]dist[\\/]index\.mjs$/,
              use: [{loader: path.join(__dirname, 'stripBundledThemesLoader.js')}],
            },
          ],
        },
      };
    },
  };
}

/**
 * DocSearch's modal stylesheet, served as a file of its own instead of bundled.
 *
 * Docusaurus merges every imported CSS file into the one stylesheet all pages load, even
 * CSS imported lazily; DocSearch's modal styles would cost every page ≈ 5 KB gzip for a
 * modal most readers never open. The plugin writes them to `static/docsearch/` (git-ignored,
 * at start-up so `start` and `build` both serve it), inside the cascade layer the bundled
 * copy would have had, and the browser links the file when the modal is first opened.
 */
import fs from 'node:fs';
import path from 'node:path';
import {modalStylesheetPath} from './types';

/** Layer Docusaurus's css-cascade-layers plugin gives @docsearch/css in the bundled stylesheet. */
export const docsearchLayer = 'docusaurus.theme-search-algolia.docsearch';

export function modalStylesheet(css: string, layer = docsearchLayer): string {
  return `@layer ${layer} {\n${css}\n}\n`;
}

export function writeModalStylesheet(staticDir: string): void {
  const source = require.resolve('@docsearch/css/dist/modal.css');
  const target = path.join(staticDir, modalStylesheetPath);
  fs.mkdirSync(path.dirname(target), {recursive: true});
  fs.writeFileSync(target, modalStylesheet(fs.readFileSync(source, 'utf8')));
}

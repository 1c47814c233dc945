/**
 * DocSearch's modal stylesheet, served as a file of its own instead of bundled.
 *
 * Docusaurus merges every imported CSS file into the one stylesheet all pages load, even
 * CSS imported lazily; DocSearch's modal styles would cost every page ≈ 5 KB gzip for a
 * modal most readers never open. The client build emits them as `docsearch/modal.css`
 * (a bundler plugin added through `configureWebpack`, so the dev server serves it from
 * memory in `npm start` and `build` writes it to the output; nothing is written into the
 * site's `static/` folder), inside the cascade layer the bundled copy would have had, and the
 * browser links the file when the modal is first opened.
 */
import fs from 'node:fs';
import type {Compiler, WebpackPluginInstance} from 'webpack';
import {modalStylesheetPath} from './types';

/** Layer Docusaurus's css-cascade-layers plugin gives @docsearch/css in the bundled stylesheet. */
export const docsearchLayer = 'docusaurus.theme-search-algolia.docsearch';

/**
 * The site's changes to the modal styles, after DocSearch's own in the same layer (so they win by order).
 * - No blur behind the modal: a blurred full-window backdrop is redrawn for every frame the modal paints,
 *   and without GPU compositing that made each keystroke reach the screen 70–200 ms late (a dimmed
 *   backdrop alone: within a frame; see README, "Typing latency and the worker").
 * - While the answer to what the reader has typed is on its way (LocalSearchModal marks its container),
 *   DocSearch's "No results" screen, which is left from an earlier, shorter query, stays hidden.
 */
export const siteModalRules = `.DocSearch-Container {
  -webkit-backdrop-filter: none;
  backdrop-filter: none;
}
[data-search-busy] .DocSearch-NoResults {
  visibility: hidden;
}`;

export function modalStylesheet(css: string, layer = docsearchLayer): string {
  return `@layer ${layer} {\n${css}\n${siteModalRules}\n}\n`;
}

const pluginName = 'local-search-modal-stylesheet';

/** Adds the layered modal stylesheet to the client compilation's assets, at `modalStylesheetPath`. */
export class ModalStylesheetPlugin implements WebpackPluginInstance {
  constructor(private readonly source = require.resolve('@docsearch/css/dist/modal.css')) {}

  apply(compiler: Compiler): void {
    const {Compilation, sources} = compiler.webpack;
    compiler.hooks.thisCompilation.tap(pluginName, (compilation) => {
      compilation.hooks.processAssets.tap(
        {name: pluginName, stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL},
        () => {
          compilation.fileDependencies.add(this.source);
          compilation.emitAsset(
            modalStylesheetPath,
            new sources.RawSource(modalStylesheet(fs.readFileSync(this.source, 'utf8'))),
          );
        },
      );
    });
  }
}

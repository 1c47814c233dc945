/**
 * The site's PostCSS options, through the documented `configurePostCss` lifecycle.
 *
 * postcss-loader looks for a PostCSS config file next to every stylesheet it compiles, then in each folder above it,
 * up to the file system's root: 27 names a folder (`postcss.config.js`, `.postcssrc.json`, `.config/postcssrc`, …),
 * with a fresh search for every file. The site has no such file (Docusaurus passes its PostCSS plugins in the
 * loader's options), so every one of those reads fails. A CPU profile of a first `npm start` put about 1 s in them
 * (`reports/performance.md`, session 13). `config: false` is postcss-loader's documented switch to skip the search.
 */
import type {Plugin, PostCssOptions} from '@docusaurus/types';

/** The loader's options with the config file search turned off, everything else as Docusaurus set it. */
export function withoutConfigSearch(options: PostCssOptions): PostCssOptions {
  return {...options, config: false};
}

export default function postcssOptionsPlugin(): Plugin {
  return {
    name: 'postcss-options',
    configurePostCss: withoutConfigSearch,
  };
}

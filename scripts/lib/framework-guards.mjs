// The framework files this site replaces, ejects or parses the output of, each with the entry of
// src/framework-internals (or the theme override) that depends on it. tests/unit/framework-guards.test.ts compares
// their fingerprints with tests/unit/data/framework-guards.json; `node scripts/update-framework-guards.mjs` records the
// current ones once the listed code has been re-checked; `npm run check:next` compares them against a Docusaurus canary.
//
// A fingerprint follows what the file does, not its bytes: scripts are compared as their syntax tree printed without
// comments or formatting (a release that only rewords a comment or a lint directive does not fire), CSS without its
// comments and spacing, and a module whose only role here is its list of exports by that list.
import {createHash} from 'node:crypto';
import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import ts from 'typescript';

const siteDir = fileURLToPath(new URL('../..', import.meta.url));

const internals = (entry, why) => ({entry, recheck: `src/framework-internals/${entry} (${why})`});
const override = (component, why) => ({entry: `theme:${component}`, recheck: `src/theme/${component} (${why})`});
const ejected = (component) =>
  override(component, 'ejected: compare with the new upstream version and carry the change over');
const toMove = (entry, why) => ({entry, recheck: why});

/**
 * Package file → {entry, recheck, compare}. `compare`: 'code' (default for scripts), 'exports' (the sorted export
 * names), 'css' (default for stylesheets) or 'bytes'.
 */
export const guardedFiles = {
  // route-shards
  '@docusaurus/core/lib/client/preload.js': internals('route-shards', 'client/preload.ts replaces it'),
  '@docusaurus/core/lib/client/docusaurus.js': internals('route-shards', 'client/docusaurus.ts replaces it'),
  '@docusaurus/core/lib/client/prefetch.js': internals(
    'route-shards',
    'client/docusaurus.ts calls it to prefetch a chunk',
  ),
  '@docusaurus/core/lib/client/flat.js': internals('route-shards', 'client/docusaurus.ts flattens chunk names with it'),
  '@docusaurus/core/lib/client/exports/ComponentCreator.js': internals(
    'route-shards',
    'the lazy components its shards create',
  ),
  '@docusaurus/core/lib/server/codegen/codegenRoutes.js': internals(
    'route-shards',
    'shardRoutes.ts parses the routes.js and registry.js it writes',
  ),
  '@docusaurus/core/lib/webpack/plugins/ChunkAssetPlugin.js': internals(
    'route-shards',
    'the bundler plugin it removes by constructor name',
  ),
  '@docusaurus/core/lib/webpack/client.js': internals(
    'route-shards',
    'adds ChunkAssetPlugin, which it removes; minify-cache and unused-css tap the same client compilation',
  ),
  '@docusaurus/core/lib/webpack/base.js': internals(
    'route-shards',
    'chunkFilename, splitChunks and the @generated alias it and shared-chunks, site-config-trim override',
  ),
  // site-config-trim, utils-common-entry, progress-bar
  '@docusaurus/core/lib/server/codegen/codegen.js': internals(
    'site-config-trim',
    'the generated docusaurus.config.mjs it trims',
  ),
  '@docusaurus/utils-common/lib/index.js': {
    ...internals('utils-common-entry', 'utilsCommon.ts re-exports this entry’s functions'),
    compare: 'exports',
  },
  '@docusaurus/theme-classic/lib/nprogress.js': internals('progress-bar', 'progressBar.ts replaces it'),
  '@docusaurus/theme-classic/lib/index.js': internals(
    'progress-bar',
    'the client modules it lists: nprogress.js (progress-bar) and prism-include-languages.js (prism-client-module)',
  ),
  // hydration replacements
  '@docusaurus/theme-common/lib/utils/IntlUtils.js': internals('intl-dates', 'intlUtils.ts replaces it'),
  '@docusaurus/plugin-content-docs/lib/client/docsClientUtils.js': internals(
    'docs-client-utils',
    'docsClientUtils.ts replaces it',
  ),
  '@docusaurus/theme-common/lib/hooks/useCodeWordWrap.js': internals('code-word-wrap', 'codeWordWrap.ts replaces it'),
  '@docusaurus/theme-common/lib/utils/usePluralForm.js': internals('plural-form', 'pluralForm.ts replaces it'),
  '@docusaurus/theme-common/lib/utils/emojiUtils.js': internals('leading-emoji', 'leadingEmoji.ts replaces it'),
  '@docusaurus/theme-common/lib/utils/reactUtils.js': internals(
    'code-unit-sort',
    'codeUnitSortLoader.js edits one line of it',
  ),
  // code highlighting
  '@docusaurus/theme-classic/lib/prism-include-languages.js': internals(
    'prism-client-module',
    'aliased to an empty module',
  ),
  'prism-react-renderer/dist/index.mjs': internals(
    'prism-bundled-themes',
    'stripBundledThemesLoader.js cuts its bundled themes out',
  ),
  'prism-react-renderer/dist/index.js': override(
    'CodeBlock',
    'src/plugins/code-highlighting/static/highlight.ts resolves token styles and splits lines as it does',
  ),
  '@docusaurus/theme-live-codeblock/lib/theme/CodeBlock/index.js': override(
    'CodeBlock',
    'replaces this enhancer: the live editor is loaded lazily instead',
  ),
  '@docusaurus/theme-classic/lib/theme/CodeBlock/index.js': override(
    'CodeBlock',
    'loads it lazily for the blocks the browser highlights',
  ),
  '@docusaurus/theme-classic/lib/theme/CodeBlock/Content/String.js': override(
    'CodeBlock',
    'builds the same code-block metadata for blocks highlighted at build time',
  ),
  '@docusaurus/theme-classic/lib/theme/CodeBlock/Layout/index.js': override(
    'CodeBlock',
    'draws the same layout (container, title, content, buttons)',
  ),
  '@docusaurus/theme-classic/lib/theme/CodeBlock/Content/index.js': override(
    'CodeBlock',
    'draws the same pre and code elements',
  ),
  '@docusaurus/theme-classic/lib/theme/CodeBlock/Line/index.js': override(
    'CodeBlock',
    'code-highlighting/static/composeLines.ts writes the same line markup',
  ),
  '@docusaurus/theme-classic/lib/theme/CodeBlock/Container/index.js': override(
    'CodeBlock',
    'draws the same container without its inline colours',
  ),
  '@docusaurus/theme-classic/lib/theme/CodeBlock/Content/styles.module.css': internals(
    'theme-classic-styles',
    'src/theme/CodeBlock uses its class names',
  ),
  '@docusaurus/theme-classic/lib/theme/CodeBlock/Line/styles.module.css': internals(
    'theme-classic-styles',
    'src/theme/CodeBlock uses its class names',
  ),
  '@docusaurus/theme-classic/lib/theme/CodeBlock/Container/styles.module.css': internals(
    'theme-classic-styles',
    'src/theme/CodeBlock uses its class names',
  ),
  '@docusaurus/theme-classic/lib/theme/CodeBlock/Layout/styles.module.css': internals(
    'theme-classic-styles',
    'src/theme/CodeBlock uses its class names',
  ),
  '@docusaurus/theme-common/lib/utils/codeBlockUtils.js': override(
    'CodeBlock',
    'composeLines.ts relies on how it removes magic-comment lines',
  ),
  '@docusaurus/theme-common/lib/internal.js': {
    ...internals('theme-common-internal', 'theme-common-internal.ts re-exports some of these'),
    compare: 'exports',
  },
  '@docusaurus/mdx-loader/lib/remark/mdx1Compat/codeCompatPlugin.js': override(
    'CodeBlock',
    'the `prehighlighted` property rides on the hProperties it keeps',
  ),
  '@docusaurus/theme-classic/lib/theme/MDXComponents/Code.js': override(
    'CodeBlock',
    'it passes every property of a fenced block (`prehighlighted` included) to CodeBlock',
  ),
  'mdast-util-to-hast/lib/handlers/code.js': override('CodeBlock', 'the line break it adds to a fence’s text'),
  // emitted assets and chunking
  '@docusaurus/bundler/lib/minification.js': internals(
    'minify-cache',
    'the SWC minimizer and the options it passes, read from the private _args',
  ),
  '@docusaurus/theme-classic/lib/theme/Tabs/index.js': internals(
    'tabs-hydration',
    'tabsHydrationLoader.js removes its remount key; shared-chunks also groups the tab modules into one chunk',
  ),
  '@docusaurus/theme-common/lib/utils/tabsUtils.js': internals(
    'tabs-hydration',
    'the layout effect that brings a stored or linked tab into the state, which makes the remount unnecessary',
  ),
  // search hooks moved by 4.0
  '@docusaurus/theme-search-algolia/lib/client/index.js': {
    ...internals('search-hooks', 'useSearchLinkCreator and useSearchQueryString move here in 4.0'),
    compare: 'exports',
  },
  // other ejects
  '@docusaurus/theme-classic/lib/theme/BlogArchivePage/index.js': ejected('BlogArchivePage'),
  '@docusaurus/theme-classic/lib/theme/BlogListPage/index.js': ejected('BlogListPage'),
  '@docusaurus/theme-classic/lib/theme/BlogSidebar/Content/index.js': ejected('BlogSidebar/Content'),
  '@docusaurus/theme-classic/lib/theme/Blog/Components/Author/Socials/index.js': ejected(
    'Blog/Components/Author/Socials',
  ),
  '@docusaurus/theme-classic/lib/theme/BlogPostItem/Footer/ReadMoreLink/index.js': ejected(
    'BlogPostItem/Footer/ReadMoreLink',
  ),
  '@docusaurus/theme-classic/lib/theme/BlogPostPage/StructuredData/index.js': ejected('BlogPostPage/StructuredData'),
  '@docusaurus/theme-classic/lib/theme/DocVersionBanner/index.js': ejected('DocVersionBanner'),
  '@docusaurus/theme-classic/lib/theme/NavbarItem/DocsVersionDropdownNavbarItem.js': ejected(
    'NavbarItem/DocsVersionDropdownNavbarItem.tsx',
  ),
  '@docusaurus/plugin-pwa/lib/index.js': internals(
    'pwa-offline',
    'pluginPwa.ts runs the PWA plugin’s lifecycles, its postBuild with the search index added (loaded for builds only)',
  ),
  '@docusaurus/plugin-pwa/lib/options.js': internals(
    'pwa-offline',
    'pluginPwa.ts validates the options with it, in every command, without loading the plugin module',
  ),
  '@docusaurus/plugin-pwa/lib/registerSw.js': internals(
    'pwa-offline',
    'registerSwAfterLoad.ts imports this module when the browser is idle',
  ),
  // below-API code still in src/plugins/local-search (to move into src/framework-internals)
  // A minified bundle: its comments are licences, and parsing 450 KB on every test run is slow.
  '@docsearch/react/dist/esm/DocSearchModal.js': {
    ...toMove(
      'local-search (to move)',
      'src/plugins/local-search/noEvalProbeLoader.js: the zod eval probe it replaces',
    ),
    compare: 'bytes',
  },
  '@docsearch/css/dist/modal.css': toMove(
    'local-search (to move)',
    'src/plugins/local-search/modalStylesheet.ts: the modal CSS it copies into a cascade layer',
  ),
};

/** How a file is compared: its own `compare`, else by its extension. */
export function comparisonOf(packageFile) {
  return (
    guardedFiles[packageFile]?.compare ??
    (packageFile.endsWith('.css') ? 'css' : /\.[cm]?js$/.test(packageFile) ? 'code' : 'bytes')
  );
}

/**
 * The tokens of a script's syntax tree, one space apart: comments, lint directives and formatting are gone, every
 * expression and statement stays (the real parser tells a regular expression from a division, and reads JSX).
 */
export function normalisedCode(source, fileName = 'file.js') {
  const sourceFile = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.JSX);
  const tokens = [];
  const visit = (node) => {
    // JSDoc comments are nodes of the tree too.
    if (node.kind >= ts.SyntaxKind.FirstJSDocNode && node.kind <= ts.SyntaxKind.LastJSDocNode) return;
    const children = node.getChildren(sourceFile);
    if (children.length === 0) {
      const text = node.kind === ts.SyntaxKind.JsxText ? node.getText(sourceFile).trim() : node.getText(sourceFile);
      if (text) tokens.push(text);
    } else {
      for (const child of children) visit(child);
    }
  };
  visit(sourceFile);
  return tokens.join(' ');
}

/** The names a module exports (ESM `export` statements or CommonJS `exports.x =`), sorted. */
export function exportNames(source, fileName = 'file.js') {
  const sourceFile = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, false, ts.ScriptKind.JSX);
  const names = new Set();
  const visit = (node) => {
    if (ts.isExportDeclaration(node)) {
      if (node.exportClause && ts.isNamedExports(node.exportClause))
        for (const element of node.exportClause.elements) names.add(element.name.text);
      else names.add(`* from ${node.moduleSpecifier?.getText(sourceFile)}`);
    } else if (ts.isExportAssignment(node)) {
      names.add('default');
    } else if (
      ts.canHaveModifiers(node) &&
      ts.getModifiers(node)?.some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword)
    ) {
      if (ts.isVariableStatement(node))
        for (const declaration of node.declarationList.declarations) names.add(declaration.name.getText(sourceFile));
      else
        names.add(
          ts.getModifiers(node).some((modifier) => modifier.kind === ts.SyntaxKind.DefaultKeyword)
            ? 'default'
            : (node.name?.getText(sourceFile) ?? '?'),
        );
    } else if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.EqualsToken) {
      const target = node.left.getText(sourceFile);
      const match = /^(?:module\.)?exports\.([\w$]+)$/.exec(target);
      if (match) names.add(match[1]);
    } else if (
      ts.isCallExpression(node) &&
      node.expression.getText(sourceFile) === 'Object.defineProperty' &&
      node.arguments[0]?.getText(sourceFile) === 'exports'
    ) {
      const name = node.arguments[1];
      if (name && ts.isStringLiteral(name) && name.text !== '__esModule') names.add(name.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return [...names].sort();
}

/** A stylesheet without comments, with spacing collapsed. */
export function normalisedCss(source) {
  return source
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s+/g, ' ')
    .replace(/\s*([{}:;,>])\s*/g, '$1')
    .trim();
}

/** What is compared for a file: the normalised form its comparison asks for. */
export function comparedForm(packageFile, source) {
  switch (comparisonOf(packageFile)) {
    case 'code':
      return normalisedCode(source, packageFile);
    case 'exports':
      return exportNames(source, packageFile).join('\n');
    case 'css':
      return normalisedCss(source);
    default:
      return source;
  }
}

/** Short fingerprint of an installed package file (in `root`, the site by default). */
export function hashOf(packageFile, root = siteDir) {
  const source = readFileSync(packagePath(packageFile, root), 'utf8');
  return createHash('sha256').update(comparedForm(packageFile, source)).digest('hex').slice(0, 16);
}

/** Path of a package file under `root`'s node_modules, also for files a package's `exports` map does not list. */
export function packagePath(packageFile, root = siteDir) {
  try {
    return createRequire(path.join(root, 'package.json')).resolve(packageFile);
  } catch {
    return path.join(root, 'node_modules', packageFile);
  }
}

/** Guards whose file is missing or differs from `recorded`, with the entry each one concerns. */
export function firedGuards(recorded, root = siteDir) {
  const fired = [];
  for (const [file, {entry, recheck}] of Object.entries(guardedFiles)) {
    let hash;
    try {
      hash = hashOf(file, root);
    } catch {
      hash = 'missing';
    }
    if (hash !== recorded[file])
      fired.push({file, entry, recheck, comparison: comparisonOf(file), missing: hash === 'missing'});
  }
  return fired;
}

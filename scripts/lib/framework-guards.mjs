// The framework files this site replaces, ejects or parses the output of, and where each dependency is explained.
// tests/unit/framework-guards.test.ts compares their content hashes with tests/unit/data/framework-guards.json;
// `node scripts/update-framework-guards.mjs` records the current hashes once the listed code has been re-checked.
import {createHash} from 'node:crypto';
import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {fileURLToPath} from 'node:url';

const require = createRequire(import.meta.url);

const routeShards = 'src/plugins/route-shards (see its README)';
const leanEntry = 'src/plugins/lean-entry (see its README)';
const staticCode = 'src/plugins/code-highlighting (build-time highlighting, see its README)';
const ejected = (file) => `${file} (ejected: compare with the new upstream version and carry the change over)`;

/** Package file → what to re-check when it changes. */
export const guardedFiles = {
  '@docusaurus/core/lib/client/preload.js': routeShards,
  '@docusaurus/core/lib/client/docusaurus.js': routeShards,
  '@docusaurus/core/lib/client/exports/ComponentCreator.js': routeShards,
  '@docusaurus/core/lib/server/codegen/codegenRoutes.js': `${routeShards}: the generated routes.js and registry.js it parses`,
  '@docusaurus/core/lib/webpack/plugins/ChunkAssetPlugin.js': `${routeShards}: the plugin it removes`,
  '@docusaurus/core/lib/server/codegen/codegen.js': `${leanEntry}: the generated docusaurus.config.mjs it trims`,
  '@docusaurus/utils-common/lib/index.js': `${leanEntry}: client/utilsCommon.ts re-exports this entry`,
  '@docusaurus/theme-classic/lib/nprogress.js': `${leanEntry}: client/progressBar.ts replaces it`,
  '@docusaurus/theme-common/lib/utils/IntlUtils.js': `${leanEntry}: client/intlUtils.ts replaces it`,
  '@docusaurus/plugin-content-docs/lib/client/docsClientUtils.js': `${leanEntry}: client/docsClientUtils.ts replaces it`,
  '@docusaurus/theme-common/lib/hooks/useCodeWordWrap.js': `${leanEntry}: client/codeWordWrap.ts replaces it`,
  '@docusaurus/theme-common/lib/utils/usePluralForm.js': `${leanEntry}: client/pluralForm.ts replaces it`,
  '@docusaurus/theme-common/lib/utils/emojiUtils.js': `${leanEntry}: client/leadingEmoji.ts replaces it`,
  '@docusaurus/theme-common/lib/utils/reactUtils.js': `${leanEntry}: codeUnitSortLoader.js edits one line of it`,
  'react-helmet-async/lib/index.module.js': 'src/plugins/helmet-server: deferHeadLoader.js edits its setHelmet and emitChange (see its README)',
  'react-helmet-async/lib/index.js': 'src/plugins/helmet-server: deferHeadLoader.js edits its setHelmet and emitChange (see its README)',
  '@docusaurus/theme-classic/lib/prism-include-languages.js': 'src/plugins/code-highlighting (see its README)',
  '@docusaurus/theme-classic/lib/theme/CodeBlock/index.js': `${staticCode}: src/theme/CodeBlock skips it (and its second render) for blocks highlighted at build time`,
  '@docusaurus/theme-classic/lib/theme/CodeBlock/Content/index.js': `${staticCode}: src/theme/CodeBlock/Content draws the same pre and code elements`,
  '@docusaurus/theme-classic/lib/theme/CodeBlock/Content/String.js': `${staticCode}: src/theme/CodeBlock renders it directly`,
  '@docusaurus/theme-classic/lib/theme/CodeBlock/Line/index.js': `${staticCode}: static/composeLines.ts writes the same line markup`,
  '@docusaurus/theme-classic/lib/theme/CodeBlock/Container/index.js': `${staticCode}: src/theme/CodeBlock/Container drops its inline colours`,
  '@docusaurus/theme-common/lib/utils/codeBlockUtils.js': `${staticCode}: static/composeLines.ts relies on how it removes magic-comment lines`,
  '@docusaurus/mdx-loader/lib/remark/mdx1Compat/codeCompatPlugin.js': `${staticCode}: the \`prehighlighted\` property rides on the hProperties it keeps`,
  'mdast-util-to-hast/lib/handlers/code.js': `${staticCode}: the line break it adds to a fence's text`,
  'prism-react-renderer/dist/index.js': `${staticCode}: static/highlight.ts resolves token styles and splits lines as it does`,
  '@docusaurus/theme-classic/lib/theme/MDXComponents/Code.js': ejected('src/theme/MDXComponents/Code.tsx'),
  '@docusaurus/theme-classic/lib/theme/BlogArchivePage/index.js': ejected('src/theme/BlogArchivePage'),
  '@docusaurus/theme-classic/lib/theme/BlogListPage/index.js': ejected('src/theme/BlogListPage'),
  '@docusaurus/theme-classic/lib/theme/BlogSidebar/Content/index.js': ejected('src/theme/BlogSidebar/Content'),
  '@docusaurus/theme-classic/lib/theme/Blog/Components/Author/Socials/index.js': ejected('src/theme/Blog/Components/Author/Socials'),
  '@docusaurus/theme-classic/lib/theme/BlogPostItem/Footer/ReadMoreLink/index.js': ejected('src/theme/BlogPostItem/Footer/ReadMoreLink'),
  '@docusaurus/theme-classic/lib/theme/BlogPostPage/StructuredData/index.js': ejected('src/theme/BlogPostPage/StructuredData'),
  '@docusaurus/theme-classic/lib/theme/DocVersionBanner/index.js': ejected('src/theme/DocVersionBanner'),
  '@docusaurus/theme-classic/lib/theme/NavbarItem/DocsVersionDropdownNavbarItem.js': ejected('src/theme/NavbarItem/DocsVersionDropdownNavbarItem.tsx'),
  '@docusaurus/plugin-pwa/lib/index.js': 'src/plugins/local-search/index.ts: it runs the PWA plugin\'s postBuild with the search index added',
  '@docsearch/react/dist/esm/DocSearchModal.js': 'src/plugins/local-search/noEvalProbeLoader.js: the zod eval probe it replaces',
  '@docsearch/css/dist/modal.css': 'src/plugins/local-search/modalStylesheet.ts: the modal CSS it copies into a cascade layer',
};

/** Short content hash of an installed package file. */
export function hashOf(packageFile) {
  return createHash('sha256').update(readFileSync(packagePath(packageFile))).digest('hex').slice(0, 16);
}

/** Path of a package file, also for files a package's `exports` map does not list. */
export function packagePath(packageFile) {
  try {
    return require.resolve(packageFile);
  } catch {
    return fileURLToPath(new URL(`../../node_modules/${packageFile}`, import.meta.url));
  }
}

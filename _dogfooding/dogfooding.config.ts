/**
 * The /tests area ("dogfooding"): three extra content instances plus a tiny
 * client-module plugin. Their fixtures exercise framework features this site
 * depends on, so a regression shows up on a real page that an E2E test visits.
 */
import path from 'node:path';
import type {PluginConfig, Plugin, ParseFrontMatter} from '@docusaurus/types';
import type {Options as PagesOptions} from '@docusaurus/plugin-content-pages';
import type {Options as DocsOptions, PluginOptions as DocsPluginOptions} from '@docusaurus/plugin-content-docs';
import type {Options as BlogOptions} from '@docusaurus/plugin-content-blog';
import rehypeFootnoteLabelIds from '../src/plugins/footnote-ids/rehypeFootnoteLabelIds';
import remarkCodeImports from '../src/plugins/code-highlighting/remarkCodeImports';

/** Static folders of the site: `non-existent` is missing on purpose and must not break the build. */
export const dogfoodingStaticDirectories = ['_dogfooding/_asset-tests', '_dogfooding/non-existent'];

/** Extra stylesheet for the area (accent colours, z-index fixture); appended to the theme's customCss. */
export const dogfoodingCustomCss = './_dogfooding/dogfooding.css';

/**
 * Front matter hook fixture: a doc that sets `force_unlisted_parseFrontMatter_test: true`
 * becomes unlisted, proving the site's `markdown.parseFrontMatter` hook runs on every file.
 */
export function dogfoodingTransformFrontMatter(frontMatter: Record<string, unknown>): Record<string, unknown> {
  if (frontMatter.force_unlisted_parseFrontMatter_test === true) {
    return {...frontMatter, unlisted: true};
  }
  return frontMatter;
}

/** `markdown.parseFrontMatter` of the site: the framework parser, then our fixture transform. */
export const dogfoodingParseFrontMatter: ParseFrontMatter = async (params) => {
  const parsed = await params.defaultParseFrontMatter(params);
  return {...parsed, frontMatter: dogfoodingTransformFrontMatter(parsed.frontMatter)};
};

/** Category index file names accepted by the docs-tests instance (case does not matter). */
const categoryIndexNames = ['index', 'readme', 'intro'];

/**
 * The default generator only knows `index`, `README` and the folder's own name;
 * this one also accepts `intro.mdx`, which the "custom-index-convention" fixture relies on.
 */
const sidebarItemsGenerator: DocsPluginOptions['sidebarItemsGenerator'] = ({defaultSidebarItemsGenerator, ...args}) =>
  defaultSidebarItemsGenerator({
    ...args,
    isCategoryIndex: ({fileName, directories}) => {
      const name = fileName.toLowerCase();
      const folder = directories[0]?.toLowerCase();
      return categoryIndexNames.includes(name) || name === folder;
    },
  });

const docsTests: DocsOptions = {
  id: 'docs-tests',
  path: '_dogfooding/_docs tests',
  routeBasePath: '/tests/docs',
  sidebarPath: '_dogfooding/docs-tests-sidebars.ts',
  sidebarItemsGenerator,
  tags: 'tags.yml',
  onInlineTags: 'warn',
  versions: {current: {noIndex: true}},
  showLastUpdateTime: true,
  showLastUpdateAuthor: true,
  remarkPlugins: [remarkCodeImports],
};

const blogTests: BlogOptions = {
  id: 'blog-tests',
  path: '_dogfooding/_blog tests',
  routeBasePath: '/tests/blog',
  blogTitle: 'Blog tests',
  blogDescription: 'Fixture posts of the blog-tests instance.',
  postsPerPage: 3,
  blogSidebarCount: 'ALL',
  blogSidebarTitle: 'All test posts',
  authorsMapPath: 'authors.yml',
  tags: 'tags.yml',
  onInlineTags: 'warn',
  onInlineAuthors: 'ignore',
  onUntruncatedBlogPosts: 'ignore',
  remarkPlugins: [remarkCodeImports],
  // Several whole posts with footnotes share list page 4: their label headings need distinct ids.
  rehypePlugins: [rehypeFootnoteLabelIds],
  // Posts that set `hide_reading_time` get none; the rest are timed at a slow reader's pace.
  readingTime: ({content, locale, frontMatter, defaultReadingTime}) =>
    frontMatter.hide_reading_time ? undefined : defaultReadingTime({content, locale, options: {wordsPerMinute: 5}}),
  feedOptions: {
    type: 'all',
    title: 'Docusaurus blog fixtures',
    copyright: 'Fixture feed of the Docusaurus website test area',
    xslt: {rss: 'custom-rss.xsl', atom: 'custom-atom.xsl'},
  },
};

const pagesTests: PagesOptions = {
  id: 'pages-tests',
  path: '_dogfooding/_pages tests',
  routeBasePath: '/tests/pages',
  showLastUpdateTime: true,
  showLastUpdateAuthor: true,
  remarkPlugins: [remarkCodeImports],
};

/** Registers browser-side modules: a route listener, a CSS marker and the storage-key migration. */
function clientModuleTestPlugin(): Plugin {
  return {
    name: 'client-module-test-plugin',
    getClientModules() {
      return [
        path.join(__dirname, 'clientModuleRouteMarker.ts'),
        path.join(__dirname, 'clientModuleCSS.css'),
        path.join(__dirname, 'migrateStorageNamespace.ts'),
      ];
    },
  };
}

export const dogfoodingPlugins: PluginConfig[] = [
  ['content-docs', docsTests],
  ['content-blog', blogTests],
  ['content-pages', pagesTests],
  clientModuleTestPlugin,
];

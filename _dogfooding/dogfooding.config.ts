/**
 * The /tests area: extra plugin instances whose content exercises framework
 * features the site relies on. Each fixture's file name says what it tests.
 */
import type {PluginConfig} from '@docusaurus/types';
import type {Options as DocsOptions} from '@docusaurus/plugin-content-docs';
import type {Options as BlogOptions} from '@docusaurus/plugin-content-blog';
import type {Options as PagesOptions} from '@docusaurus/plugin-content-pages';

const docsTests: DocsOptions = {
  id: 'docs-tests',
  path: '_dogfooding/_docs tests',
  routeBasePath: '/tests/docs',
  sidebarPath: '_dogfooding/docs-tests-sidebars.ts',
  versions: {current: {noIndex: true}},
  showLastUpdateTime: true,
  showLastUpdateAuthor: true,
};

const blogTests: BlogOptions = {
  id: 'blog-tests',
  path: '_dogfooding/_blog tests',
  routeBasePath: '/tests/blog',
  postsPerPage: 3,
  blogSidebarCount: 'ALL',
  onInlineTags: 'warn',
  onInlineAuthors: 'ignore',
  onUntruncatedBlogPosts: 'ignore',
  feedOptions: {type: 'all', title: 'Docusaurus tests blog'},
};

const pagesTests: PagesOptions = {
  id: 'pages-tests',
  path: '_dogfooding/_pages tests',
  routeBasePath: '/tests/pages',
  showLastUpdateTime: true,
  showLastUpdateAuthor: true,
};

export const dogfoodingPlugins: PluginConfig[] = [
  ['content-docs', docsTests],
  ['content-blog', blogTests],
  ['content-pages', pagesTests],
];

/**
 * Options of the content plugins (docs, community docs, blog, pages): where the
 * content lives and how it is turned into routes.
 */
import type {Options as DocsOptions} from '@docusaurus/plugin-content-docs';
import type {Options as BlogOptions} from '@docusaurus/plugin-content-blog';
import type {Options as PagesOptions} from '@docusaurus/plugin-content-pages';
import npm2yarn from '@docusaurus/remark-plugin-npm2yarn';
import remarkMath from 'remark-math';
import rehypeKatex from 'rehype-katex';
import remarkKatexStylesheet from '../plugins/katex/remarkKatexStylesheet';
import remarkCodeImports from '../plugins/code-highlighting/remarkCodeImports';
import remarkZoom from '../plugins/zoom/remarkZoom';
import path from 'node:path';
import {cachedReadingTime} from '../utils/readingTimeCache';
import {docsVersions, getLastStableVersion, nextVersionLabel, repoUrl, resolveBaseUrl} from './site';

const editBase = `${repoUrl}/edit/main/website`;

/**
 * `npm start` (the dev server) builds by default what contributors edit most: the Canary docs, the community docs and
 * the pages. It leaves out the released docs versions, the blog, the changelog and the /tests area, so a first start
 * waits for about half the content (README "Run it"). `WITH_BLOG=true npm start` adds the blog and the changelog's
 * newest releases; `FULL_SITE=true npm start` builds everything. `docusaurus build` and every other command
 * (including write-translations, and the tests, which load this file outside the CLI) always get the whole site.
 */
export const isDevServer = process.env.NODE_ENV === 'development' && process.argv.slice(2).includes('start');
export const buildsFullSite = !isDevServer || process.env.FULL_SITE === 'true';
export const buildsBlog = buildsFullSite || process.env.WITH_BLOG === 'true';
/** How many changelog releases `WITH_BLOG=true npm start` publishes, newest first (the other 95 cost a first start ~3 s). */
export const devChangelogReleases = 10;

/** A part of the site that `npm start` leaves out, and the switch that brings it back. */
export type DevLeftOutSection = {path: string; name: string; switch: 'WITH_BLOG=true' | 'FULL_SITE=true'};

const leftOut = (path: string, name: string, flag: DevLeftOutSection['switch']): DevLeftOutSection => ({
  path,
  name,
  switch: flag,
});

/**
 * What the dev server leaves out, for its not-found page (`src/theme/NotFound/Content`), which names the switch that
 * brings a section back. Empty outside `npm start`. The first entry whose path starts the URL applies.
 */
export const devLeftOutSections: DevLeftOutSection[] = buildsFullSite
  ? []
  : [
      ...docsVersions.map((version) => leftOut(`/docs/${version}/`, `the ${version} docs`, 'FULL_SITE=true')),
      ...(buildsBlog
        ? [leftOut('/changelog/', `releases older than the ${devChangelogReleases} newest`, 'FULL_SITE=true')]
        : [leftOut('/blog/', 'the blog', 'WITH_BLOG=true'), leftOut('/changelog/', 'the changelog', 'WITH_BLOG=true')]),
      leftOut('/tests/', 'the /tests area', 'FULL_SITE=true'),
    ];
const copyright = `Copyright © ${new Date().getFullYear()} the Docusaurus project.`;

export const docsOptions: DocsOptions = {
  path: 'docs',
  sidebarPath: './sidebars.ts',
  editUrl: ({docPath}) => `${editBase}/docs/${docPath}`,
  // Canary (the "current" version) is served at /docs; released versions under /docs/<version>.
  lastVersion: 'current',
  versions: {
    current: {label: nextVersionLabel, path: '', banner: 'unreleased'},
    // With `lastVersion: 'current'`, the plugin marks every release "unmaintained" by default;
    // the newest stable release is maintained, so it shows no banner (older ones keep the default).
    [getLastStableVersion()]: {banner: 'none'},
  },
  ...(buildsFullSite ? {} : {onlyIncludeVersions: ['current']}),
  admonitions: {keywords: ['my-custom-admonition']},
  showLastUpdateTime: true,
  showLastUpdateAuthor: true,
  remarkPlugins: [
    [npm2yarn, {sync: true}],
    remarkMath,
    [remarkKatexStylesheet, {baseUrl: resolveBaseUrl()}],
    remarkCodeImports,
    remarkZoom,
  ],
  rehypePlugins: [rehypeKatex],
};

export const communityDocsOptions: DocsOptions = {
  id: 'community',
  path: 'community',
  routeBasePath: 'community',
  sidebarPath: './sidebarsCommunity.ts',
  editUrl: ({docPath}) => `${editBase}/community/${docPath}`,
  showLastUpdateTime: true,
  showLastUpdateAuthor: true,
  remarkPlugins: [npm2yarn, remarkCodeImports, remarkZoom],
};

export const blogOptions: BlogOptions = {
  path: 'blog',
  blogTitle: 'Docusaurus blog',
  blogDescription: 'Release notes, guides and news from the people who build Docusaurus.',
  blogSidebarCount: 'ALL',
  blogSidebarTitle: 'All our posts',
  postsPerPage: 5,
  authorsMapPath: 'authors.yml',
  tags: 'tags.yml',
  onInlineTags: 'throw',
  onInlineAuthors: 'throw',
  onUntruncatedBlogPosts: 'throw',
  showLastUpdateTime: true,
  showLastUpdateAuthor: true,
  // The plugin's own count, kept between runs in `npm run clear`'s cache folder (src/utils/readingTimeCache.ts).
  readingTime: cachedReadingTime(path.join(__dirname, '../../node_modules/.cache/reading-time/blog.json')),
  editUrl: ({blogDirPath, blogPath}) => `${editBase}/${blogDirPath}/${blogPath}`,
  remarkPlugins: [npm2yarn, remarkCodeImports, remarkZoom],
  feedOptions: {
    type: 'all',
    title: 'Docusaurus blog',
    description: 'Release notes, guides and news about Docusaurus.',
    copyright,
    language: 'en',
    // Every post in the feeds (the plugin keeps only the 20 latest by default).
    limit: false,
    xslt: true,
  },
};

export const pagesOptions: PagesOptions = {
  remarkPlugins: [npm2yarn, remarkCodeImports, remarkZoom],
  showLastUpdateTime: true,
  showLastUpdateAuthor: true,
};

/**
 * SVGR (SVG files imported as React components). The SVGO passes are the plugin's defaults (keep `<title>` and the
 * viewBox) plus `prefixIds`: SVGO shortens every internal id to `a`, `b`..., so two inline SVGs on one page (the
 * /tests/pages/svg/ fixture, the home page's icons) declared the same gradient id and the second drew with the first's
 * colours. The prefix is the file name.
 */
export const svgrOptions = {
  svgrConfig: {
    svgoConfig: {
      plugins: [
        {name: 'preset-default', params: {overrides: {removeTitle: false, removeViewBox: false}}},
        {name: 'prefixIds'},
      ],
    },
  },
};

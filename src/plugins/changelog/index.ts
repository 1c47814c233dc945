/**
 * The changelog: one page per Docusaurus release, published through a blog
 * plugin instance. Our source of truth is `changelog/releases/*.yml`; before the
 * blog plugin reads anything, we turn those files into Markdown posts and an
 * authors map inside the git-ignored `changelog/.generated/` folder.
 */
import fs from 'fs';
import path from 'path';
import type {LoadContext, OptionValidationContext, Plugin} from '@docusaurus/types';
import type {
  BlogContent,
  Options as BlogOptions,
  PluginOptions as BlogPluginOptions,
} from '@docusaurus/plugin-content-blog';
import pluginContentBlog, {validateOptions as validateBlogOptions} from '@docusaurus/plugin-content-blog';
import {normalizeUrl} from '@docusaurus/utils';
import {
  assignListPageLinks,
  buildAuthorsMap,
  parseRelease,
  releaseToMarkdown,
  sortReleases,
  type Release,
} from './releases';

/**
 * The blog plugin's options, plus `newestReleases`: publish only that many releases, newest first. The dev server's
 * default (`src/config/plugins.ts`) sets it, so `npm start` does not bundle a hundred release pages that a contributor
 * rarely opens; a production build always publishes every release.
 */
export type PluginOptions = BlogPluginOptions & {newestReleases?: number};
export type Options = BlogOptions & {newestReleases?: number};

export function validateOptions({
  validate,
  options,
}: OptionValidationContext<Options | undefined, PluginOptions>): PluginOptions {
  const {newestReleases, ...blogOptions} = options ?? {};
  if (newestReleases !== undefined && !(Number.isInteger(newestReleases) && newestReleases > 0)) {
    throw new Error(`changelog: newestReleases must be a positive whole number, got ${String(newestReleases)}`);
  }
  const validated = validateBlogOptions({validate, options: blogOptions} as Parameters<typeof validateBlogOptions>[0]);
  return newestReleases === undefined ? validated : {...validated, newestReleases};
}

const SOURCE_DIR = 'changelog/releases';
const GENERATED_DIR = 'changelog/.generated';

export function readReleases(sourceDir: string): Release[] {
  const files = fs.readdirSync(sourceDir).filter((file) => file.endsWith('.yml'));
  return sortReleases(
    files.map((file) => parseRelease(fs.readFileSync(path.join(sourceDir, file), 'utf8'), file.replace(/\.yml$/, ''))),
  );
}

/**
 * Brings the generated folder in line with the release files. Unchanged files
 * are not rewritten, so `docusaurus start` only recompiles what an edit touched.
 */
export function generateChangelogPosts(sourceDir: string, outDir: string, newestReleases = Infinity): Release[] {
  const releases = readReleases(sourceDir).slice(0, newestReleases);
  const wanted = new Map<string, string>(
    releases.map((release) => [`${release.fileName}.md`, releaseToMarkdown(release)]),
  );
  wanted.set('authors.json', JSON.stringify(buildAuthorsMap(releases), null, 1));
  fs.mkdirSync(outDir, {recursive: true});
  for (const file of fs.readdirSync(outDir)) {
    if (!wanted.has(file)) fs.rmSync(path.join(outDir, file), {recursive: true, force: true});
  }
  for (const [file, text] of wanted) {
    const target = path.join(outDir, file);
    if (!fs.existsSync(target) || fs.readFileSync(target, 'utf8') !== text) {
      fs.writeFileSync(target, text);
    }
  }
  return releases;
}

export default async function changelogPlugin(
  context: LoadContext,
  options: PluginOptions,
): Promise<Plugin<BlogContent>> {
  const sourceDir = path.join(context.siteDir, SOURCE_DIR);
  const outDir = path.join(context.siteDir, GENERATED_DIR);
  const {newestReleases, ...blogOptions} = options;
  // The blog plugin resolves the authors map when it is created, so the files must exist first.
  generateChangelogPosts(sourceDir, outDir, newestReleases);

  const blogPlugin = await pluginContentBlog(context, {
    ...blogOptions,
    path: outDir,
    authorsMapPath: 'authors.json',
    blogListComponent: '@theme/ChangelogList',
    blogPostComponent: '@theme/ChangelogPage',
    blogAuthorsListComponent: '@theme/ChangelogAuthorsList',
  });
  const themePath = path.join(__dirname, 'theme');

  // The returned plugin keeps the blog plugin's name on purpose: the blog MDX
  // loader finds each post's metadata under that name in the generated files.
  return {
    ...blogPlugin,
    getThemePath: () => themePath,
    getTypeScriptThemePath: () => themePath,
    getPathsToWatch: () => [
      ...(blogPlugin.getPathsToWatch?.() ?? []).filter((p) => !p.startsWith(outDir)),
      `${sourceDir}/*.yml`,
    ],
    async loadContent() {
      generateChangelogPosts(sourceDir, outDir, newestReleases);
      const content = await blogPlugin.loadContent!();
      const listBase = normalizeUrl([context.baseUrl, options.routeBasePath]);
      const perPage = typeof options.postsPerPage === 'number' ? options.postsPerPage : Infinity;
      // Every release knows the list page that holds it, for the "back" link.
      assignListPageLinks(content.blogPosts, perPage, listBase, options.pageBasePath);
      return content;
    },
  };
}

/**
 * The changelog: one page per Docusaurus release, published through a blog
 * plugin instance. Our source of truth is `changelog/releases/*.yml`; before the
 * blog plugin reads anything, we turn those files into Markdown posts and an
 * authors map inside the git-ignored `changelog/.generated/` folder.
 */
import fs from 'fs';
import path from 'path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {BlogContent, PluginOptions} from '@docusaurus/plugin-content-blog';
import pluginContentBlog from '@docusaurus/plugin-content-blog';
import {normalizeUrl} from '@docusaurus/utils';
import {
  assignListPageLinks,
  buildAuthorsMap,
  parseRelease,
  releaseToMarkdown,
  sortReleases,
  type Release,
} from './releases';

export {validateOptions} from '@docusaurus/plugin-content-blog';

const SOURCE_DIR = 'changelog/releases';
const GENERATED_DIR = 'changelog/.generated';

export function readReleases(sourceDir: string): Release[] {
  const files = fs.readdirSync(sourceDir).filter((file) => file.endsWith('.yml'));
  return sortReleases(
    files.map((file) =>
      parseRelease(fs.readFileSync(path.join(sourceDir, file), 'utf8'), file.replace(/\.yml$/, '')),
    ),
  );
}

/** Rewrites the generated folder from the release files. */
export function generateChangelogPosts(sourceDir: string, outDir: string): Release[] {
  const releases = readReleases(sourceDir);
  fs.rmSync(outDir, {recursive: true, force: true});
  fs.mkdirSync(outDir, {recursive: true});
  for (const release of releases) {
    fs.writeFileSync(path.join(outDir, `${release.fileName}.md`), releaseToMarkdown(release));
  }
  fs.writeFileSync(path.join(outDir, 'authors.json'), JSON.stringify(buildAuthorsMap(releases), null, 1));
  return releases;
}

export default async function changelogPlugin(
  context: LoadContext,
  options: PluginOptions,
): Promise<Plugin<BlogContent>> {
  const sourceDir = path.join(context.siteDir, SOURCE_DIR);
  const outDir = path.join(context.siteDir, GENERATED_DIR);
  // The blog plugin resolves the authors map when it is created, so the files must exist first.
  generateChangelogPosts(sourceDir, outDir);

  const blogPlugin = await pluginContentBlog(context, {
    ...options,
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
      generateChangelogPosts(sourceDir, outDir);
      const content = await blogPlugin.loadContent!();
      const listBase = normalizeUrl([context.baseUrl, options.routeBasePath]);
      const perPage = typeof options.postsPerPage === 'number' ? options.postsPerPage : Infinity;
      // Every release knows the list page that holds it, for the "back" link.
      assignListPageLinks(content.blogPosts, perPage, listBase, options.pageBasePath);
      return content;
    },
  };
}

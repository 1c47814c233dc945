/**
 * The changelog: a blog plugin instance whose posts are the releases.
 * Delegates pagination, feeds, authors and SEO to @docusaurus/plugin-content-blog.
 */
import path from 'path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {BlogContent, PluginOptions} from '@docusaurus/plugin-content-blog';
import pluginContentBlog from '@docusaurus/plugin-content-blog';

export {validateOptions} from '@docusaurus/plugin-content-blog';

export default async function changelogPlugin(
  context: LoadContext,
  options: PluginOptions,
): Promise<Plugin<BlogContent>> {
  // Keeps the blog plugin's name: its MDX loader locates post metadata by that name.
  return pluginContentBlog(context, {
    ...options,
    path: path.join(context.siteDir, 'changelog/releases'),
  });
}

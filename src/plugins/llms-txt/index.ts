/**
 * Publishes the docs for AI tools after each build: one Markdown copy per page of every version at
 * `<page URL without trailing slash>.md`, `/llms.txt` (index: Canary by section, then each released version) and
 * `/llms-full.txt` (all Canary pages). See README.md for the choices.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {LoadedContent, LoadedVersion, DocMetadata} from '@docusaurus/plugin-content-docs';
import type {BlogContent} from '@docusaurus/plugin-content-blog';
import type {SidebarItemLike} from '../../utils/sidebarItem';
import {
  buildLlmsFull,
  buildLlmsTxt,
  markdownUrlFor,
  mdxToMarkdown,
  pageUrlFor,
  rewriteDocLinks,
  type LlmsSection,
  type MarkdownDoc,
} from './markdown';

export type LlmsTxtOptions = {
  /** Docs plugin instance to publish. */
  docsPluginId?: string;
  /**
   * Versions to publish (the docs plugin calls the unreleased one `current`); every version by default. The first
   * one listed by the docs plugin (Canary) gets the sectioned index and llms-full.txt; the others a list each.
   */
  versionNames?: string[];
  /** Blog plugin instances whose posts also get Markdown copies (not listed in llms.txt). */
  blogPluginIds?: string[];
};

/** Doc ids per top-level section of a sidebar, in reading order. */
export function sectionsFromSidebar(items: SidebarItemLike[], rootTitle: string): {title: string; ids: string[]}[] {
  const root = {title: rootTitle, ids: [] as string[]};
  const sections = [root];
  const collect = (list: SidebarItemLike[], into: string[]) => {
    for (const item of list) {
      if ((item.type === 'doc' || item.type === 'ref') && item.id) into.push(item.id);
      if (item.type === 'category') {
        if (item.link?.type === 'doc' && item.link.id) into.push(item.link.id);
        collect(item.items ?? [], into);
      }
    }
  };
  for (const item of items) {
    if (item.type === 'category') {
      const section = {title: item.label ?? 'Docs', ids: [] as string[]};
      collect([item], section.ids);
      sections.push(section);
    } else {
      collect([item], root.ids);
    }
  }
  return sections;
}

/** Heading of the pages at the top level of each sidebar (not in a category). */
const sidebarTitles: Record<string, string> = {docs: 'Start here', api: 'API reference'};

function resolveSourcePath(siteDir: string, source: string): string {
  return path.join(siteDir, source.replace(/^@site\//, ''));
}

/** Writes the Markdown copy of a page at its `.md` URL (the permalink includes the base URL; the build folder not). */
async function writeMarkdownCopy(outDir: string, baseUrl: string, permalink: string, markdown: string): Promise<void> {
  const file = path.join(outDir, markdownUrlFor(permalink).slice(baseUrl.length - 1));
  await fs.mkdir(path.dirname(file), {recursive: true});
  await fs.writeFile(file, markdown);
}

/** Writes the Markdown copy of every doc of a version; returns them by doc id. */
async function publishVersion(
  version: LoadedVersion,
  {
    siteDir,
    outDir,
    origin,
    baseUrl,
    trailingSlash,
  }: {siteDir: string; outDir: string; origin: string; baseUrl: string; trailingSlash: boolean | undefined},
): Promise<Map<string, MarkdownDoc>> {
  const bySourcePath = new Map<string, DocMetadata>();
  for (const doc of version.docs) bySourcePath.set(resolveSourcePath(siteDir, doc.source), doc);

  const converted = new Map<string, MarkdownDoc>();
  for (const doc of version.docs) {
    const sourcePath = resolveSourcePath(siteDir, doc.source);
    const raw = await fs.readFile(sourcePath, 'utf8');
    let markdown = mdxToMarkdown(raw, {title: doc.title, description: doc.description});
    // Relative links resolve within the page's own version folder, so they stay in its version.
    markdown = rewriteDocLinks(markdown, (target) => {
      const linked = bySourcePath.get(path.resolve(path.dirname(sourcePath), target));
      return linked ? `${origin}${markdownUrlFor(linked.permalink)}` : undefined;
    });
    const entry: MarkdownDoc = {
      title: doc.title,
      description: doc.description,
      permalink: pageUrlFor(doc.permalink, trailingSlash),
      markdownUrl: markdownUrlFor(doc.permalink),
      markdown,
    };
    converted.set(doc.id, entry);
    await writeMarkdownCopy(outDir, baseUrl, doc.permalink, markdown);
  }
  return converted;
}

/** A version's listed pages by sidebar section (sidebar order), then its other public pages. */
function versionSections(version: LoadedVersion, converted: Map<string, MarkdownDoc>): LlmsSection[] {
  const listed = new Set<string>();
  const sections: LlmsSection[] = [];
  for (const [sidebarId, items] of Object.entries(version.sidebars)) {
    const rootTitle = sidebarTitles[sidebarId] ?? sidebarId;
    for (const section of sectionsFromSidebar(items as SidebarItemLike[], rootTitle)) {
      const ids = section.ids.filter((id) => converted.has(id) && !listed.has(id));
      ids.forEach((id) => listed.add(id));
      sections.push({title: section.title, docs: ids.map((id) => converted.get(id)!)});
    }
  }
  // Unlisted pages keep their .md copy but are not advertised.
  const others = version.docs
    .filter((doc) => !listed.has(doc.id) && !doc.unlisted)
    .map((doc) => converted.get(doc.id)!);
  sections.push({title: 'Other pages', docs: others});
  return sections;
}

export default function llmsTxtPlugin(context: LoadContext, options: LlmsTxtOptions = {}): Plugin {
  const pluginId = options.docsPluginId ?? 'default';
  const {siteConfig, siteDir} = context;
  const origin = siteConfig.url.replace(/\/$/, '');
  const summary = String(siteConfig.customFields?.description ?? siteConfig.tagline);

  // postBuild does not receive other plugins' content: keep it from allContentLoaded.
  let docsContent: LoadedContent | undefined;
  let blogContents: BlogContent[] = [];

  return {
    name: 'llms-txt',
    allContentLoaded({allContent}) {
      docsContent = allContent['docusaurus-plugin-content-docs']?.[pluginId] as LoadedContent | undefined;
      const blogs = allContent['docusaurus-plugin-content-blog'] ?? {};
      blogContents = (options.blogPluginIds ?? []).flatMap((id) => (blogs[id] ? [blogs[id] as BlogContent] : []));
    },
    async postBuild({outDir}) {
      const versions = (docsContent?.loadedVersions ?? []).filter(
        (v) => !options.versionNames || options.versionNames.includes(v.versionName),
      );
      const [main, ...older] = versions;
      if (!main) throw new Error(`llms-txt: no docs version of plugin "${pluginId}" to publish`);
      const where = {siteDir, outDir, origin, baseUrl: siteConfig.baseUrl, trailingSlash: siteConfig.trailingSlash};

      const mainSections = versionSections(main, await publishVersion(main, where));
      const olderSections: LlmsSection[] = [];
      for (const version of older) {
        const docs = versionSections(version, await publishVersion(version, where)).flatMap((section) => section.docs);
        olderSections.push({title: `Docusaurus ${version.label}`, docs});
      }

      const title = `${siteConfig.title} documentation (${main.label})`;
      const olderNote = older.length
        ? ` The last sections list the pages of the released versions (${older.map((v) => v.label).join(', ')}), which have Markdown copies too.`
        : '';
      await fs.writeFile(
        path.join(outDir, 'llms.txt'),
        buildLlmsTxt({
          siteTitle: title,
          summary,
          details: `Every link below leads to the Markdown copy of one page. The ${main.label} documentation as a single file: ${origin}${siteConfig.baseUrl}llms-full.txt.${olderNote}`,
          origin,
          sections: [...mainSections, ...olderSections],
        }),
      );
      await fs.writeFile(
        path.join(outDir, 'llms-full.txt'),
        buildLlmsFull({siteTitle: title, summary, origin, docs: mainSections.flatMap((s) => s.docs)}),
      );

      // Posts (blog, changelog): a Markdown copy each, by the same URL rule as the docs.
      for (const blog of blogContents) {
        for (const post of blog.blogPosts) {
          const {source, title: postTitle, description, permalink} = post.metadata;
          const markdown = mdxToMarkdown(await fs.readFile(resolveSourcePath(siteDir, source), 'utf8'), {
            title: postTitle,
            description,
          });
          await writeMarkdownCopy(outDir, siteConfig.baseUrl, permalink, markdown);
        }
      }
    },
  };
}

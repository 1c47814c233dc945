/**
 * Publishes the current (Canary) docs for AI tools after each build:
 * `/llms.txt` (index), `/llms-full.txt` (all pages) and one Markdown copy per page
 * at `<page URL without trailing slash>.md`. See README.md for the choices.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {LoadedContent, LoadedVersion, DocMetadata} from '@docusaurus/plugin-content-docs';
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
  /** Version to publish (the docs plugin calls the unreleased one `current`). */
  versionName?: string;
};

type SidebarItemLike = {type: string; id?: string; label?: string; items?: SidebarItemLike[]; link?: {type: string; id?: string}};

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

export default function llmsTxtPlugin(context: LoadContext, options: LlmsTxtOptions = {}): Plugin {
  const pluginId = options.docsPluginId ?? 'default';
  const versionName = options.versionName ?? 'current';
  const {siteConfig, siteDir} = context;
  const origin = siteConfig.url.replace(/\/$/, '');
  const summary = String(siteConfig.customFields?.description ?? siteConfig.tagline);

  // postBuild does not receive other plugins' content: keep it from allContentLoaded.
  let docsContent: LoadedContent | undefined;

  return {
    name: 'llms-txt',
    allContentLoaded({allContent}) {
      docsContent = allContent['docusaurus-plugin-content-docs']?.[pluginId] as LoadedContent | undefined;
    },
    async postBuild({outDir}) {
      const version: LoadedVersion | undefined = docsContent?.loadedVersions.find((v) => v.versionName === versionName);
      if (!version) throw new Error(`llms-txt: docs version "${versionName}" of plugin "${pluginId}" not found`);

      const bySourcePath = new Map<string, DocMetadata>();
      for (const doc of version.docs) bySourcePath.set(resolveSourcePath(siteDir, doc.source), doc);

      const converted = new Map<string, MarkdownDoc>();
      for (const doc of version.docs) {
        const sourcePath = resolveSourcePath(siteDir, doc.source);
        const raw = await fs.readFile(sourcePath, 'utf8');
        let markdown = mdxToMarkdown(raw, {title: doc.title, description: doc.description});
        markdown = rewriteDocLinks(markdown, (target) => {
          const linked = bySourcePath.get(path.resolve(path.dirname(sourcePath), target));
          return linked ? `${origin}${markdownUrlFor(linked.permalink)}` : undefined;
        });
        const entry: MarkdownDoc = {
          title: doc.title,
          description: doc.description,
          permalink: pageUrlFor(doc.permalink, siteConfig.trailingSlash),
          markdownUrl: markdownUrlFor(doc.permalink),
          markdown,
        };
        converted.set(doc.id, entry);
        const file = path.join(outDir, entry.markdownUrl.slice(siteConfig.baseUrl.length - 1));
        await fs.mkdir(path.dirname(file), {recursive: true});
        await fs.writeFile(file, markdown);
      }

      // Listed pages follow the sidebars; unlisted pages keep their .md copy but are not advertised.
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
      const others = version.docs.filter((doc) => !listed.has(doc.id) && !doc.unlisted).map((doc) => converted.get(doc.id)!);
      sections.push({title: 'Other pages', docs: others});

      const title = `${siteConfig.title} documentation (${version.label})`;
      await fs.writeFile(
        path.join(outDir, 'llms.txt'),
        buildLlmsTxt({
          siteTitle: title,
          summary,
          details: `Every link below leads to the Markdown copy of one page. The whole documentation as a single file: ${origin}${siteConfig.baseUrl}llms-full.txt`,
          origin,
          sections,
        }),
      );
      await fs.writeFile(
        path.join(outDir, 'llms-full.txt'),
        buildLlmsFull({siteTitle: title, summary, origin, docs: sections.flatMap((s) => s.docs)}),
      );
    },
  };
}

/**
 * A social card per docs page: after the build, draws a 1200×630 PNG for every page of every docs version (and the
 * community docs) from its title, its sidebar section and its version, at the URL `socialCardPath()` gives; the page
 * metadata (src/theme/DocItem/Metadata) points `og:image` at it. Pages whose front matter names an image keep it.
 * Cards are cached by content in node_modules/.cache/social-cards, so a rebuild only draws the cards that changed.
 */
import {createHash} from 'node:crypto';
import {copyFile, mkdir, access} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {LoadedContent, LoadedVersion} from '@docusaurus/plugin-content-docs';
import sharp from 'sharp';
import {docCardSvg} from './cardArt.mjs';
import {socialCardPath, socialCardVersionText} from './cardPath';
import {forEachConcurrently} from '../../utils/forEachConcurrently';
import type {SidebarItemLike} from '../../utils/sidebarItem';

export type SocialCardsOptions = {
  /** Docs plugin instances whose pages get cards. */
  docsPluginIds?: string[];
};

export type DocCard = {permalink: string; title: string; section?: string; versionText: string};

function holds(items: SidebarItemLike[], docId: string): boolean {
  return items.some(
    (item) =>
      ((item.type === 'doc' || item.type === 'ref') && item.id === docId) ||
      (item.type === 'category' && (item.link?.id === docId || holds(item.items ?? [], docId))),
  );
}

/**
 * The section of a doc as its breadcrumbs show it: the top-level category that holds it, unless the doc is that
 * category's own page.
 */
export function sectionOf(sidebars: Record<string, SidebarItemLike[]>, docId: string): string | undefined {
  for (const items of Object.values(sidebars)) {
    for (const item of items) {
      if (item.type === 'category' && item.link?.id !== docId && holds(item.items ?? [], docId)) return item.label;
    }
  }
  return undefined;
}

export function docCards(pluginId: string, versions: LoadedVersion[]): DocCard[] {
  return versions.flatMap((version) =>
    version.docs
      .filter((doc) => !doc.frontMatter.image)
      .map((doc) => ({
        permalink: doc.permalink,
        title: doc.title,
        section: sectionOf(version.sidebars as Record<string, SidebarItemLike[]>, doc.id),
        versionText: socialCardVersionText(pluginId, version.label),
      })),
  );
}

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

export default function socialCardsPlugin(context: LoadContext, options: SocialCardsOptions = {}): Plugin {
  const pluginIds = options.docsPluginIds ?? ['default'];
  const cacheDir = path.join(context.siteDir, 'node_modules/.cache/social-cards');
  let cards: DocCard[] = [];

  return {
    name: 'social-cards',
    allContentLoaded({allContent}) {
      const docs = allContent['docusaurus-plugin-content-docs'] ?? {};
      cards = pluginIds.flatMap((id) => docCards(id, (docs[id] as LoadedContent | undefined)?.loadedVersions ?? []));
    },
    async postBuild({outDir}) {
      const started = Date.now();
      await mkdir(cacheDir, {recursive: true});
      let drawn = 0;
      // Two at a time: sharp renders on its own threads, and the build machine has two cores. Plain PNG at level 6 is
      // drawn in ~13 ms (a palette PNG, half the size, takes ~120 ms: 30 s for every card on a cold build).
      await forEachConcurrently(cards, 2, async (card) => {
        const svg = docCardSvg({title: card.title, section: card.section, version: card.versionText});
        const cached = path.join(cacheDir, `${createHash('sha256').update(svg).digest('hex').slice(0, 20)}.png`);
        if (!(await exists(cached))) {
          await sharp(Buffer.from(svg)).png({compressionLevel: 6}).toFile(cached);
          drawn += 1;
        }
        const target = path.join(outDir, socialCardPath(card.permalink, context.baseUrl));
        await mkdir(path.dirname(target), {recursive: true});
        await copyFile(cached, target);
      });
      console.log(
        `[social-cards] ${cards.length} docs cards (${drawn} drawn, ${cards.length - drawn} from the cache) in ${((Date.now() - started) / 1000).toFixed(1)} s`,
      );
    },
  };
}

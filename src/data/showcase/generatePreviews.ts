/**
 * Writes static/img/showcase/<slug>.svg for every showcased site.
 * Run after editing sites.json: `npx jiti src/data/showcase/generatePreviews.ts`
 * (a unit test fails when a preview is missing or out of date).
 */
import fs from 'node:fs';
import path from 'node:path';
import {showcaseSites, showcaseTags} from './index';
import {buildPreviewSvg} from './previewSvg';

export const previewDir = path.join(__dirname, '../../../static/img/showcase');

export function previewFor(slug: string): string {
  const site = showcaseSites.find((s) => s.slug === slug);
  if (!site) throw new Error(`Unknown showcase site ${slug}`);
  const tags = showcaseTags.filter((tag) => site.tags.includes(tag.key));
  // Favorites share one colour: badge them with their next tag so they stay distinct.
  const accentColor = (tags.find((tag) => tag.key !== 'favorite') ?? tags[0])?.color;
  return buildPreviewSvg({
    title: site.title,
    website: site.website,
    tagColors: tags.map((tag) => tag.color),
    accentColor,
  });
}

if (process.argv[1]?.endsWith('generatePreviews.ts')) {
  fs.mkdirSync(previewDir, {recursive: true});
  for (const site of showcaseSites) {
    fs.writeFileSync(path.join(previewDir, `${site.slug}.svg`), previewFor(site.slug));
  }
  console.log(`Wrote ${showcaseSites.length} previews to ${previewDir}`);
}

// Draws the blog's images from data, so none is copied from elsewhere:
//  - blog/releases/<x.y>/img/social-card.png: one card per release post, from its
//    front matter title and date (drawn by src/plugins/social-cards/cardArt.mjs, which also draws the docs cards);
//  - static/img/authors/<key>.svg: one avatar per author of blog/authors.yml
//    (initials on a colour derived from the key).
// Run after adding a release post or an author: `node scripts/generate-blog-cards.mjs`.
import sharp from 'sharp';
import yaml from 'js-yaml';
import {mkdir, readdir, readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {cardFont, colourFor, escapeXml, releaseCardSvg} from '../src/plugins/social-cards/cardArt.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const releasesDir = path.join(root, 'blog/releases');
export function avatarSvg({key, name}) {
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => word[0])
    .slice(0, 2)
    .join('')
    .toUpperCase();
  return `<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 128 128" role="img" aria-label="${escapeXml(name)}">
  <rect width="128" height="128" rx="64" fill="${colourFor(key)}"/>
  <text x="64" y="64" dy="0.35em" text-anchor="middle" font-family="${cardFont}" font-size="52" font-weight="700" fill="#ffffff">${escapeXml(initials)}</text>
</svg>
`;
}

/** Reads the YAML front matter block at the top of an MDX file. */
function readFrontMatter(source) {
  const match = /^---\n([\s\S]*?)\n---/.exec(source);
  if (!match) throw new Error('missing front matter');
  return yaml.load(match[1]);
}

async function writeReleaseCards() {
  const versions = (await readdir(releasesDir, {withFileTypes: true}))
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  for (const version of versions) {
    const postDir = path.join(releasesDir, version);
    const frontMatter = readFrontMatter(await readFile(path.join(postDir, 'index.mdx'), 'utf8'));
    const date =
      frontMatter.date instanceof Date ? frontMatter.date.toISOString().slice(0, 10) : String(frontMatter.date);
    const svg = releaseCardSvg({version, title: frontMatter.title, date});
    await mkdir(path.join(postDir, 'img'), {recursive: true});
    await sharp(Buffer.from(svg)).png({compressionLevel: 9}).toFile(path.join(postDir, 'img/social-card.png'));
  }
  return versions.length;
}

async function writeAvatars() {
  const authors = yaml.load(await readFile(path.join(root, 'blog/authors.yml'), 'utf8'));
  const outDir = path.join(root, 'static/img/authors');
  await mkdir(outDir, {recursive: true});
  for (const [key, author] of Object.entries(authors)) {
    await writeFile(path.join(outDir, `${key}.svg`), avatarSvg({key, name: author.name}));
  }
  return Object.keys(authors).length;
}

const cards = await writeReleaseCards();
const avatars = await writeAvatars();
console.log(`wrote ${cards} release cards and ${avatars} author avatars`);

// Draws the blog's images from data, so none is copied from elsewhere:
//  - blog/releases/<x.y>/img/social-card.png: one card per release post, from its
//    front matter title and date;
//  - static/img/authors/<key>.svg: one avatar per author of blog/authors.yml
//    (initials on a colour derived from the key).
// Run after adding a release post or an author: `node scripts/generate-blog-cards.mjs`.
import sharp from 'sharp';
import yaml from 'js-yaml';
import {mkdir, readdir, readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const releasesDir = path.join(root, 'blog/releases');
const font = 'DejaVu Sans, sans-serif';
const palette = ['#2e8555', '#1f6f8b', '#7a4eb0', '#b0503a', '#8a6d1c', '#3b5bab', '#a03f72', '#2f7d6d', '#5d6b2f'];

const escapeXml = (text) =>
  text.replace(/[&<>"']/g, (c) => ({'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;'})[c]);

/** Reads the YAML front matter block at the top of an MDX file. */
function readFrontMatter(source) {
  const match = /^---\n([\s\S]*?)\n---/.exec(source);
  if (!match) throw new Error('missing front matter');
  return yaml.load(match[1]);
}

/** Stable colour per string, so a card or avatar keeps its colour between runs. */
function colourFor(text) {
  let hash = 0;
  for (const char of text) hash = (hash * 31 + char.codePointAt(0)) >>> 0;
  return palette[hash % palette.length];
}

export function releaseCardSvg({version, title, date}) {
  const month = new Date(`${date}T00:00:00Z`).toLocaleDateString('en-US', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const accent = colourFor(version);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <rect width="1200" height="630" fill="#10201a"/>
  <rect x="0" y="0" width="24" height="630" fill="${accent}"/>
  <circle cx="1030" cy="470" r="260" fill="${accent}" opacity="0.25"/>
  <text x="100" y="170" font-family="${font}" font-size="40" fill="#9fe3c6">Docusaurus release notes</text>
  <text x="92" y="390" font-family="${font}" font-size="220" font-weight="700" fill="#ffffff">${escapeXml(version)}</text>
  <text x="100" y="480" font-family="${font}" font-size="44" fill="#ffffff">${escapeXml(title)}</text>
  <text x="100" y="545" font-family="${font}" font-size="32" fill="#9fe3c6">${escapeXml(month)}</text>
</svg>`;
}

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
  <text x="64" y="64" dy="0.35em" text-anchor="middle" font-family="${font}" font-size="52" font-weight="700" fill="#ffffff">${escapeXml(initials)}</text>
</svg>
`;
}

async function writeReleaseCards() {
  const versions = (await readdir(releasesDir, {withFileTypes: true}))
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  for (const version of versions) {
    const postDir = path.join(releasesDir, version);
    const frontMatter = readFrontMatter(await readFile(path.join(postDir, 'index.mdx'), 'utf8'));
    const date = frontMatter.date instanceof Date ? frontMatter.date.toISOString().slice(0, 10) : String(frontMatter.date);
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

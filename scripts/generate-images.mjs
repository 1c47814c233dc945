// Renders the PNG icons and the default social card from our SVG sources.
// Run after editing static/img/logo.svg: `node scripts/generate-images.mjs`.
import sharp from 'sharp';
import {readFile} from 'node:fs/promises';

const logo = await readFile(new URL('../static/img/logo.svg', import.meta.url));
for (const size of [192, 512]) {
  await sharp(logo, {density: 600}).resize(size, size).png().toFile(`static/img/icon-${size}.png`);
}

const card = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <rect width="1200" height="630" fill="#10201a"/>
  <g transform="translate(100 165) scale(4.7)">${logo.toString().replace(/<\/?svg[^>]*>/g, '')}</g>
  <text x="450" y="300" font-family="DejaVu Sans, sans-serif" font-size="84" font-weight="700" fill="#ffffff">Docusaurus</text>
  <text x="450" y="380" font-family="DejaVu Sans, sans-serif" font-size="34" fill="#9fe3c6">Docs, blog and pages from Markdown</text>
</svg>`);
await sharp(card).png().toFile('static/img/social-card.png');
console.log('wrote static/img/icon-192.png, icon-512.png, social-card.png');

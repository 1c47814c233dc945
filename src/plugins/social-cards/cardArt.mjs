// The drawings of the site's social cards, as SVG: the release posts' cards (scripts/generate-blog-cards.mjs, which
// commits them next to each post) and the card of every docs page (the social-cards plugin, at build time).
// Plain JavaScript so that both the script (plain Node) and the plugin (TypeScript, see cardArt.d.mts) use it.

export const cardFont = 'DejaVu Sans, sans-serif';
const palette = ['#2e8555', '#1f6f8b', '#7a4eb0', '#b0503a', '#8a6d1c', '#3b5bab', '#a03f72', '#2f7d6d', '#5d6b2f'];

export const escapeXml = (text) =>
  text.replace(/[&<>"']/g, (c) => ({'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;'})[c]);

/** Stable colour per string, so a card or avatar keeps its colour between runs. */
export function colourFor(text) {
  let hash = 0;
  for (const char of text) hash = (hash * 31 + char.codePointAt(0)) >>> 0;
  return palette[hash % palette.length];
}

/** Splits a title into at most `maxLines` lines of about `width` characters (SVG text does not wrap). */
export function wrapLines(text, width, maxLines) {
  const lines = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && `${line} ${word}`.length > width) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  if (lines.length > maxLines) {
    const kept = lines.slice(0, maxLines);
    kept[maxLines - 1] = `${kept[maxLines - 1].replace(/\s*\S*$/, '')}…`;
    return kept;
  }
  return lines;
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
  <text x="100" y="170" font-family="${cardFont}" font-size="40" fill="#9fe3c6">Docusaurus release notes</text>
  <text x="92" y="390" font-family="${cardFont}" font-size="220" font-weight="700" fill="#ffffff">${escapeXml(version)}</text>
  <text x="100" y="480" font-family="${cardFont}" font-size="44" fill="#ffffff">${escapeXml(title)}</text>
  <text x="100" y="545" font-family="${cardFont}" font-size="32" fill="#9fe3c6">${escapeXml(month)}</text>
</svg>`;
}

/**
 * The card of a docs page: the page title large, its sidebar section above it and the docs version below, on the
 * release cards' dark ground with an accent colour per section.
 */
export function docCardSvg({title, section, version, site = 'Docusaurus'}) {
  const accent = colourFor(section || title);
  // Emoji have no glyph in the card font; they would be drawn as empty boxes.
  const plainTitle = title.replace(/[\p{Extended_Pictographic}\u{FE0F}\u{200D}]/gu, '').trim();
  const lines = wrapLines(plainTitle, 22, 3);
  // A bold DejaVu Sans character is about 0.62 em wide; the title has 1,000 px (x 100 to 1100).
  const longest = Math.max(...lines.map((line) => line.length));
  const size = Math.min(lines.length > 2 ? 70 : 84, Math.floor(1000 / (longest * 0.62)));
  const top = 330 - ((lines.length - 1) * size * 1.15) / 2;
  const titleText = lines
    .map((line, index) => `<tspan x="100" y="${Math.round(top + index * size * 1.15)}">${escapeXml(line)}</tspan>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <rect width="1200" height="630" fill="#10201a"/>
  <rect x="0" y="0" width="24" height="630" fill="${accent}"/>
  <circle cx="1090" cy="540" r="230" fill="${accent}" opacity="0.25"/>
  <text x="100" y="130" font-family="${cardFont}" font-size="38" fill="#9fe3c6">${escapeXml(section ? `${site} docs · ${section}` : `${site} docs`)}</text>
  <text font-family="${cardFont}" font-size="${size}" font-weight="700" fill="#ffffff">${titleText}</text>
  <text x="100" y="540" font-family="${cardFont}" font-size="34" fill="#9fe3c6">${escapeXml(version)}</text>
</svg>`;
}

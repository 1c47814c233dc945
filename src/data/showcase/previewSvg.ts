/**
 * Builds the SVG preview card of a showcased site from its name, domain and
 * tag colours, so every card has a distinctive image without any screenshot.
 */
export type PreviewInput = {
  readonly title: string;
  readonly website: string;
  /** Colours of the site's tags, in tag order. */
  readonly tagColors: readonly string[];
  /** Colour of the initials badge; defaults to the first tag colour. */
  readonly accentColor?: string;
};

export function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** A stable 32-bit hash (FNV-1a), used to pick a hue per site. */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/** Up to two letters that stand for the site, e.g. "React Native" → "RN". */
export function initialsOf(title: string): string {
  const words = title
    .split(/[\s\-–|:_.]+/)
    .map((word) => word.replace(/[^\p{L}\p{N}]/gu, ''))
    .filter(Boolean);
  if (words.length === 0) return '?';
  if (words.length === 1) return Array.from(words[0]!).slice(0, 2).join('').toUpperCase();
  return (Array.from(words[0]!)[0]! + Array.from(words[1]!)[0]!).toUpperCase();
}

export function domainOf(website: string): string {
  const url = new URL(website);
  const path = url.pathname.replace(/\/$/, '');
  return url.hostname.replace(/^www\./, '') + path;
}

function truncate(text: string, max: number): string {
  const chars = Array.from(text);
  return chars.length > max ? `${chars.slice(0, max - 1).join('')}…` : text;
}

export function buildPreviewSvg({title, website, tagColors, accentColor}: PreviewInput): string {
  const hue = hashString(website) % 360;
  const accent = accentColor ?? tagColors[0] ?? '#888888';
  const name = escapeXml(truncate(title.split(' - ')[0]!, 28));
  const domain = escapeXml(truncate(domainOf(website), 40));
  const initials = escapeXml(initialsOf(title));
  // Shrink long names so they fit in the 400px right of the badge.
  const nameSize = Math.min(30, Math.floor(400 / (Array.from(title.split(' - ')[0]!).length * 0.58)));
  const stripeWidth = tagColors.length > 0 ? 640 / tagColors.length : 640;
  const stripes = tagColors
    .map(
      (color, i) =>
        `<rect x="${(i * stripeWidth).toFixed(1)}" y="344" width="${stripeWidth.toFixed(1)}" height="16" fill="${color}"/>`,
    )
    .join('');
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360" viewBox="0 0 640 360">',
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},55%,22%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360},60%,38%)"/></linearGradient></defs>`,
    '<rect width="640" height="360" fill="url(#g)"/>',
    '<rect width="640" height="36" fill="#000" fill-opacity=".35"/>',
    '<circle cx="22" cy="18" r="6" fill="#f25f58"/><circle cx="42" cy="18" r="6" fill="#fbbe3c"/><circle cx="62" cy="18" r="6" fill="#58cb42"/>',
    '<rect x="86" y="8" width="460" height="20" rx="10" fill="#fff" fill-opacity=".9"/>',
    `<text x="100" y="23" font-family="system-ui,sans-serif" font-size="13" fill="#333">${domain}</text>`,
    `<circle cx="120" cy="190" r="62" fill="${accent}" fill-opacity=".9"/>`,
    `<text x="120" y="190" dy=".35em" text-anchor="middle" font-family="system-ui,sans-serif" font-size="48" font-weight="700" fill="#fff">${initials}</text>`,
    `<text x="210" y="182" font-family="system-ui,sans-serif" font-size="${nameSize}" font-weight="700" fill="#fff">${name}</text>`,
    `<text x="210" y="218" font-family="system-ui,sans-serif" font-size="17" fill="#fff" fill-opacity=".85">${domain}</text>`,
    stripes,
    '</svg>',
    '',
  ].join('');
}

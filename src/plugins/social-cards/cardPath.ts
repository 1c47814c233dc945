/** Where the card of a docs page is served (shared by the plugin and the page metadata; no Node APIs). */

/** Docs plugin instances whose pages get a card (the /tests fixtures keep the site's default image). */
export const socialCardPluginIds: readonly string[] = ['default', 'community'];

/** The card's path from the site root (without the base URL), for a page's permalink (which has it). */
export function socialCardPath(permalink: string, baseUrl = '/'): string {
  const trimmed = permalink.slice(baseUrl.length - 1).replace(/\/+$/, '');
  return `/img/social-cards${trimmed === '' ? '/index' : trimmed}.png`;
}

/** The version line of a card; the community docs have no versions. */
export function socialCardVersionText(pluginId: string, versionLabel: string): string {
  return pluginId === 'community' ? 'Community docs' : `Version ${versionLabel}`;
}

/** The text alternative of a card: what it shows. */
export function socialCardAlt(card: {title: string; section?: string; versionText: string}): string {
  const details = [card.section, card.versionText].filter(Boolean).join(', ');
  return `Card of the page "${card.title}" (${details}) on the Docusaurus website`;
}

/**
 * Real screenshots of showcased sites, keyed by site slug. None is available
 * offline yet; to add one, put the image in this folder and register it:
 *
 *   'jest': require('./screenshots/jest.png').default,
 *
 * Sites without an entry use their generated SVG preview.
 */
export const screenshots: Readonly<Record<string, string>> = {};

/**
 * Facts about the site and its releases, in one place so every module (config,
 * pages, tests) derives the same values.
 */
import versions from '../../versions.json';

export const siteTitle = 'Docusaurus';
export const siteTagline = 'Write docs and posts in Markdown, ship a fast React website';
export const siteDescription =
  'Docusaurus turns Markdown and MDX into a fast, versioned, searchable documentation website, with a blog and custom React pages.';
export const siteUrl = 'https://docusaurus.io';
export const repoUrl = 'https://github.com/facebook/docusaurus';

/**
 * Social metadata every page starts from; docs and posts replace `og:type` with `article` (src/theme/DocItem/Metadata,
 * the theme's BlogPostPage/Metadata) and posts with a card of their own replace the image's text alternative.
 */
export const defaultSocialMetadata = [
  {property: 'og:type', content: 'website'},
  {
    property: 'og:image:alt',
    content: 'The Docusaurus logo and name, with the line "Docs, blog and pages from Markdown"',
  },
];

/** `BASE_URL` lets a build be served from a sub-path (e.g. `/build/`). */
export function resolveBaseUrl(env: NodeJS.ProcessEnv = process.env): string {
  const raw = env.BASE_URL ?? '/';
  const withLeading = raw.startsWith('/') ? raw : `/${raw}`;
  return withLeading.endsWith('/') ? withLeading : `${withLeading}/`;
}

/** Name shown for the unreleased docs ("current" version, served at /docs). */
export const nextVersionLabel = 'Canary';

export const docsVersions: readonly string[] = versions;

export function isPrerelease(version: string): boolean {
  return /-|alpha|beta|rc/i.test(version);
}

/** The newest released version that is not a prerelease, e.g. "3.7.0". */
export function getLastStableVersion(all: readonly string[] = docsVersions): string {
  const stable = all.find((v) => !isPrerelease(v));
  if (!stable) {
    throw new Error(`No stable version in versions.json: ${all.join(', ')}`);
  }
  return stable;
}

/** "major.minor" of the last stable version, e.g. "3.7": used by the banner, announcement bar and release links. */
export function getAnnouncedVersion(all: readonly string[] = docsVersions): string {
  const [major, minor] = getLastStableVersion(all).split('.');
  return `${major}.${minor}`;
}

/** Older documentation snapshots that live on other hosts (listed in the version dropdown and /versions/). */
export const archivedVersions: readonly {label: string; href: string}[] = [
  {label: '2.3.1', href: 'https://docusaurus-archive-october-2023.netlify.app/docs/2.3.1'},
  {label: '2.2.0', href: 'https://docusaurus-archive-october-2023.netlify.app/docs/2.2.0'},
  {label: '2.1.0', href: 'https://docusaurus-archive-october-2023.netlify.app/docs/2.1.0'},
  {label: '2.0.1', href: 'https://docusaurus-archive-october-2023.netlify.app/docs/2.0.1'},
];

export const legacyV1Docs = {label: '1.x.x', href: 'https://v1.docusaurus.io/docs/en/installation'};

/**
 * Sorts the docs versions of the site into the sections of /versions/:
 * the stable release, the unreleased "current" docs, and older releases.
 * "Stable" is the first non-prerelease entry of versions.json, not the
 * plugin's `lastVersion` (which is `current` on this site).
 */
import {getLastStableVersion} from '../../config/site';

export type VersionLike = {readonly name: string; readonly label: string; readonly path: string};

export type VersionEntry = {
  readonly name: string;
  readonly label: string;
  /** Documentation URL (site path with trailing slash, or external URL). */
  readonly docsUrl: string;
  /** GitHub release page, when the version is a published release. */
  readonly releaseNotesUrl: string | null;
  /** Release blog post on this site, when one exists. */
  readonly blogPostUrl: string | null;
};

export type GroupedVersions = {
  readonly stable: VersionEntry;
  readonly next: VersionEntry | null;
  readonly past: readonly VersionEntry[];
};

const releaseTagBase = 'https://github.com/facebook/docusaurus/releases/tag/v';

/** Minor lines that have a release post under /blog/releases/<major.minor>/. */
export const releasePostMinors: readonly string[] = [
  '3.7',
  '3.6',
  '3.5',
  '3.4',
  '3.3',
  '3.2',
  '3.1',
  '3.0',
  '2.4',
  '2.3',
  '2.2',
];

function withSlash(path: string): string {
  return path.endsWith('/') ? path : `${path}/`;
}

export function minorOf(version: string): string {
  return version.split('.').slice(0, 2).join('.');
}

export function toEntry(name: string, label: string, docsUrl: string): VersionEntry {
  const minor = minorOf(name);
  return {
    name,
    label,
    docsUrl,
    releaseNotesUrl: `${releaseTagBase}${name}`,
    blogPostUrl: releasePostMinors.includes(minor) ? `/blog/releases/${minor}/` : null,
  };
}

export function groupVersions(
  pluginVersions: readonly VersionLike[],
  versionsJson: readonly string[],
  archived: readonly {label: string; href: string}[],
): GroupedVersions {
  const stableName = getLastStableVersion(versionsJson);
  const stableVersion = pluginVersions.find((version) => version.name === stableName);
  if (!stableVersion) throw new Error(`The docs plugin has no version ${stableName}`);
  const current = pluginVersions.find((version) => version.name === 'current');
  const next: VersionEntry | null = current
    ? {
        name: current.name,
        label: current.label,
        docsUrl: withSlash(current.path),
        releaseNotesUrl: null,
        blogPostUrl: null,
      }
    : null;
  const pastReleased = versionsJson
    .filter((name) => name !== stableName)
    .flatMap((name) => {
      const version = pluginVersions.find((v) => v.name === name);
      return version ? [toEntry(version.name, version.label, withSlash(version.path))] : [];
    });
  const pastArchived = archived.map((entry) => toEntry(entry.label, entry.label, entry.href));
  return {
    stable: toEntry(stableVersion.name, stableVersion.label, withSlash(stableVersion.path)),
    next,
    past: [...pastReleased, ...pastArchived],
  };
}

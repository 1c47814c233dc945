import type {GlobalVersion, GlobalDoc} from '@docusaurus/plugin-content-docs/client';
import {isPrerelease} from '@site/src/config/site';

/** Canary and prereleases (alpha, beta, rc) are never suggested as "the latest version". */
function isStable(version: GlobalVersion): boolean {
  return version.name !== 'current' && !isPrerelease(version.name);
}

/**
 * The page a version banner should send readers to: the same doc in the newest
 * stable version when it exists there, otherwise that version's landing doc.
 * `versions` is ordered newest first, as the docs plugin provides them.
 */
export function stableSuggestion(
  versions: readonly GlobalVersion[],
  sameDocByVersion: Record<string, GlobalDoc | null | undefined>,
): {version: GlobalVersion; doc: GlobalDoc} | null {
  const version = versions.find(isStable);
  if (!version) return null;
  const doc = sameDocByVersion[version.name] ?? version.docs.find((candidate) => candidate.id === version.mainDocId);
  return doc ? {version, doc} : null;
}

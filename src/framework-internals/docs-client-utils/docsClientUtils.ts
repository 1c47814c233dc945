/**
 * Stands in for @docusaurus/plugin-content-docs's `client/docsClientUtils.js` (swapped in by ../index.ts): the same
 * five functions with the same results, computed once per plugin data and path instead of on every call. The docs
 * hooks call them from every navbar item, the breadcrumbs, the sidebar and the page metadata, and each call sorted
 * the plugins with `localeCompare` and ran `matchPath` over every doc of the version: together the largest script
 * cost of hydrating a docs page after React itself (≈ 80 ms at 4× CPU slowdown on /docs/installation/).
 */
import {matchPath} from '@docusaurus/router';
import type {
  ActivePlugin,
  ActiveDocContext,
  DocVersionSuggestions,
  GlobalPluginData,
  GlobalVersion,
} from '@docusaurus/plugin-content-docs/client';

type AllPluginData = Record<string, GlobalPluginData>;
type GetActivePluginOptions = {failfast?: boolean};

const matches = (pathname: string, path: string, exact: boolean) =>
  matchPath(pathname, {path, exact, strict: false}) !== null;

/** Memo of `compute(key, pathname)` per object and path. */
function memoByPath<Key extends object, Value>(compute: (key: Key, pathname: string) => Value) {
  const cache = new WeakMap<Key, Map<string, Value>>();
  return (key: Key, pathname: string): Value => {
    let byPath = cache.get(key);
    if (!byPath) cache.set(key, (byPath = new Map()));
    if (!byPath.has(pathname)) byPath.set(pathname, compute(key, pathname));
    return byPath.get(pathname)!;
  };
}

/** Plugins, the one with the longest (most specific) base path first. */
const pluginsBySpecificity = new WeakMap<AllPluginData, [string, GlobalPluginData][]>();

const findActivePlugin = memoByPath((allPluginData: AllPluginData, pathname: string): ActivePlugin | undefined => {
  let ordered = pluginsBySpecificity.get(allPluginData);
  if (!ordered) {
    // Descending code-unit order, so a path comes before every path it starts with. The original compares with
    // `localeCompare`, whose first call makes the browser load its collation data during hydration.
    ordered = Object.entries(allPluginData).sort(([, a], [, b]) => (a.path < b.path ? 1 : a.path > b.path ? -1 : 0));
    pluginsBySpecificity.set(allPluginData, ordered);
  }
  const found = ordered.find(([, pluginData]) => matches(pathname, pluginData.path, false));
  return found && {pluginId: found[0], pluginData: found[1]};
});

export function getActivePlugin(
  allPluginData: AllPluginData,
  pathname: string,
  options: GetActivePluginOptions = {},
): ActivePlugin | undefined {
  const activePlugin = findActivePlugin(allPluginData, pathname);
  if (!activePlugin && options.failfast) {
    const paths = Object.values(allPluginData).map((plugin) => plugin.path);
    throw new Error(
      `Can't find active docs plugin for "${pathname}" pathname, while it was expected to be found. Maybe you tried to use a docs feature that can only be used on a docs-related page? Existing docs plugin paths are: ${paths.join(', ')}`,
    );
  }
  return activePlugin;
}

export const getLatestVersion = (data: GlobalPluginData): GlobalVersion =>
  data.versions.find((version) => version.isLast)!;

/** Versions with a path nested in another's before that other one (a version at /docs/3.7.0 before one at /docs). */
const versionsBySpecificity = new WeakMap<GlobalPluginData, GlobalVersion[]>();

export const getActiveVersion = memoByPath((data: GlobalPluginData, pathname: string): GlobalVersion | undefined => {
  let ordered = versionsBySpecificity.get(data);
  if (!ordered) {
    ordered = [...data.versions].sort((a, b) => {
      if (a.path === b.path) return 0;
      if (a.path.includes(b.path)) return -1;
      return b.path.includes(a.path) ? 1 : 0;
    });
    versionsBySpecificity.set(data, ordered);
  }
  return ordered.find((version) => matches(pathname, version.path, false));
});

export const getActiveDocContext = memoByPath((data: GlobalPluginData, pathname: string): ActiveDocContext => {
  const activeVersion = getActiveVersion(data, pathname);
  const activeDoc = activeVersion?.docs.find((doc) => matches(pathname, doc.path, true));
  const alternateDocVersions: ActiveDocContext['alternateDocVersions'] = {};
  if (activeDoc) {
    for (const version of data.versions) {
      for (const doc of version.docs) if (doc.id === activeDoc.id) alternateDocVersions[version.name] = doc;
    }
  }
  return {activeVersion, activeDoc, alternateDocVersions};
});

export function getDocVersionSuggestions(data: GlobalPluginData, pathname: string): DocVersionSuggestions {
  const latestVersion = getLatestVersion(data);
  return {
    latestDocSuggestion: getActiveDocContext(data, pathname).alternateDocVersions[latestVersion.name],
    latestVersionSuggestion: latestVersion,
  };
}

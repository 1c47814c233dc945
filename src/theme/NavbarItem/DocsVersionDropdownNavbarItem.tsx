// Ejected and rewritten: when the page does not exist in the version a reader switches to, the
// theme sends them to that version's landing doc; this version sends them to the closest parent
// page that exists there (see ./closestVersionDoc.ts). Everything else follows the theme.
import React, {type ReactNode} from 'react';
import {
  useActiveDocContext,
  useDocsPreferredVersion,
  useDocsVersionCandidates,
  useVersions,
  type GlobalVersion,
} from '@docusaurus/plugin-content-docs/client';
import {translate} from '@docusaurus/Translate';
import {useHistorySelector} from '@docusaurus/theme-common';
import {useLocation} from '@docusaurus/router';
import DefaultNavbarItem from '@theme/NavbarItem/DefaultNavbarItem';
import DropdownNavbarItem from '@theme/NavbarItem/DropdownNavbarItem';
import type {Props} from '@theme/NavbarItem/DocsVersionDropdownNavbarItem';
import type {LinkLikeNavbarItemProps} from '@theme/NavbarItem';
import {closestVersionDoc} from './closestVersionDoc';

type VersionItem = {version: GlobalVersion; label: string};

function useVersionItems(docsPluginId: string | undefined, configs: Props['versions']): VersionItem[] {
  const versions = useVersions(docsPluginId);
  if (!configs) return versions.map((version) => ({version, label: version.label}));
  const byName = new Map(versions.map((version) => [version.name, version]));
  const entries: [string, {label?: string} | undefined][] = Array.isArray(configs)
    ? configs.map((name) => [name, undefined])
    : Object.entries(configs);
  return entries.map(([name, config]) => {
    const version = byName.get(name);
    if (!version) {
      throw new Error(
        `No docs version exist for name '${name}', please verify your 'docsVersionDropdown' navbar item versions config.\nAvailable version names:\n- ${versions.map((v) => v.name).join('\n- ')}`,
      );
    }
    return {version, label: config?.label ?? version.label};
  });
}

export default function DocsVersionDropdownNavbarItem({
  mobile,
  docsPluginId,
  dropdownActiveClassDisabled,
  dropdownItemsBefore,
  dropdownItemsAfter,
  versions: configs,
  ...props
}: Props): ReactNode {
  const {pathname} = useLocation();
  const search = useHistorySelector((history) => history.location.search);
  const hash = useHistorySelector((history) => history.location.hash);
  const activeDocContext = useActiveDocContext(docsPluginId);
  const {savePreferredVersionName} = useDocsPreferredVersion(docsPluginId);
  const versionItems = useVersionItems(docsPluginId, configs);
  const candidates = useDocsVersionCandidates(docsPluginId);
  const displayedItem =
    candidates.map((candidate) => versionItems.find((item) => item.version === candidate)).find(Boolean) ??
    versionItems[0]!;

  const targetOf = (version: GlobalVersion) =>
    closestVersionDoc(
      pathname,
      activeDocContext.activeVersion,
      version,
      activeDocContext.alternateDocVersions[version.name],
    );

  const versionLinks: LinkLikeNavbarItemProps[] = versionItems.map(({version, label}) => {
    const {doc, isSameDoc} = targetOf(version);
    return {
      label,
      // The query and anchor only make sense on the same doc.
      to: isSameDoc ? `${doc.path}${search}${hash}` : doc.path,
      isActive: () => version === activeDocContext.activeVersion,
      onClick: () => savePreferredVersionName(version.name),
    };
  });
  const items = [...dropdownItemsBefore, ...versionLinks, ...dropdownItemsAfter];

  const isMobileList = mobile && items.length > 1;
  const label = isMobileList
    ? translate({id: 'theme.navbar.mobileVersionsDropdown.label', message: 'Versions'})
    : displayedItem.label;
  const to = isMobileList ? undefined : targetOf(displayedItem.version).doc.path;
  const isActive = dropdownActiveClassDisabled ? () => false : undefined;

  // A single version is a plain link, not a dropdown.
  if (items.length <= 1) {
    return <DefaultNavbarItem {...props} mobile={mobile} label={label} to={to} isActive={isActive} />;
  }
  return <DropdownNavbarItem {...props} mobile={mobile} label={label} to={to} items={items} isActive={isActive} />;
}

// Ejected and rewritten: the theme points "latest version" at the version marked as last,
// which on this site is Canary (served at /docs/). Readers of Canary and of older releases
// should be sent to the newest stable release instead (3.7.0), on the same doc when it exists.
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {ThemeClassNames} from '@docusaurus/theme-common';
import {
  useActiveDocContext,
  useActivePlugin,
  useDocsPreferredVersion,
  useDocsVersion,
  useVersions,
} from '@docusaurus/plugin-content-docs/client';
import type {Props} from '@theme/DocVersionBanner';
import {stableSuggestion} from './stableSuggestion';

type VersionLabelProps = {readonly siteTitle: string; readonly versionLabel: string};

function UnreleasedLabel({siteTitle, versionLabel}: VersionLabelProps): ReactNode {
  return (
    <Translate
      id="theme.docs.versions.unreleasedVersionLabel"
      values={{siteTitle, versionLabel: <b>{versionLabel}</b>}}>
      {'This is unreleased documentation for {siteTitle} {versionLabel} version.'}
    </Translate>
  );
}

function UnmaintainedLabel({siteTitle, versionLabel}: VersionLabelProps): ReactNode {
  return (
    <Translate
      id="theme.docs.versions.unmaintainedVersionLabel"
      values={{siteTitle, versionLabel: <b>{versionLabel}</b>}}>
      {'This is documentation for {siteTitle} {versionLabel}, which is no longer actively maintained.'}
    </Translate>
  );
}

function Banner({className, banner}: Props & {readonly banner: 'unreleased' | 'unmaintained'}): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const versionMetadata = useDocsVersion();
  const {pluginId} = useActivePlugin({failfast: true})!;
  const versions = useVersions(pluginId);
  const {alternateDocVersions} = useActiveDocContext(pluginId);
  const {savePreferredVersionName} = useDocsPreferredVersion(pluginId);
  const suggestion = stableSuggestion(versions, alternateDocVersions);
  const Label = banner === 'unreleased' ? UnreleasedLabel : UnmaintainedLabel;
  return (
    <div
      className={clsx(className, ThemeClassNames.docs.docVersionBanner, 'alert alert--warning margin-bottom--md')}
      role="alert">
      <div>
        <Label siteTitle={siteConfig.title} versionLabel={versionMetadata.label} />
      </div>
      {suggestion && (
        <div className="margin-top--md">
          <Translate
            id="theme.docs.versions.latestVersionSuggestionLabel"
            values={{
              versionLabel: suggestion.version.label,
              latestVersionLink: (
                <b>
                  <Link to={suggestion.doc.path} onClick={() => savePreferredVersionName(suggestion.version.name)}>
                    <Translate id="theme.docs.versions.latestVersionLinkLabel">latest version</Translate>
                  </Link>
                </b>
              ),
            }}>
            {'For up-to-date documentation, see the {latestVersionLink} ({versionLabel}).'}
          </Translate>
        </div>
      )}
    </div>
  );
}

export default function DocVersionBanner({className}: Props): ReactNode {
  const {banner} = useDocsVersion();
  return banner ? <Banner className={className} banner={banner} /> : null;
}

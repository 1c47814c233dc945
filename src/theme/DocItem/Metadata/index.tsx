// Wrapper: a doc page is an article for social previews, and a page of an older docs version says its version in the
// title ("Installation | Docusaurus 3.7.0"), so it is told apart from the current page of the same name in tabs,
// bookmarks and search results. Canary (the `current` version) keeps the plain title.
import React, {type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import {useDoc, useDocsVersion} from '@docusaurus/plugin-content-docs/client';
import {useTitleFormatter} from '@docusaurus/theme-common/internal';
import DocItemMetadata from '@theme-original/DocItem/Metadata';
import TwitterCardText from '@site/src/components/TwitterCardText';

/** The tab title of a doc: the formatted title, followed by the version label for versions other than `current`. */
export function versionedDocTitle(formattedTitle: string, version: {version: string; label: string}): string {
  return version.version === 'current' ? formattedTitle : `${formattedTitle} ${version.label}`;
}

export default function DocItemMetadataWrapper(): ReactNode {
  const {metadata} = useDoc();
  const version = useDocsVersion();
  const title = versionedDocTitle(useTitleFormatter().format(metadata.title), version);
  return (
    <>
      <DocItemMetadata />
      <Head>
        <title>{title}</title>
        <meta property="og:title" content={title} />
        <meta property="og:type" content="article" />
      </Head>
      <TwitterCardText title={title} description={metadata.description} />
    </>
  );
}

// Wrapper: a doc page is an article for social previews, and a page of an older docs version says its version in the
// title ("Installation | Docusaurus 3.7.0"), so it is told apart from the current page of the same name in tabs,
// bookmarks and search results. Canary (the `current` version) keeps the plain title. Each page shares its own social
// card (drawn at build time by src/plugins/social-cards) unless its front matter names an image.
import React, {type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import {useDoc, useDocsVersion, useSidebarBreadcrumbs} from '@docusaurus/plugin-content-docs/client';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {useTitleFormatter} from '@site/src/framework-internals/theme-common-internal';
import DocItemMetadata from '@theme-original/DocItem/Metadata';
import TwitterCardText from '@site/src/components/TwitterCardText';
import {
  socialCardAlt,
  socialCardPath,
  socialCardPluginIds,
  socialCardVersionText,
} from '@site/src/plugins/social-cards/cardPath';

/** The tab title of a doc: the formatted title, followed by the version label for versions other than `current`. */
export function versionedDocTitle(formattedTitle: string, version: {version: string; label: string}): string {
  return version.version === 'current' ? formattedTitle : `${formattedTitle} ${version.label}`;
}

export default function DocItemMetadataWrapper(): ReactNode {
  const {metadata} = useDoc();
  const version = useDocsVersion();
  const title = versionedDocTitle(useTitleFormatter().format(metadata.title), version);
  const {siteConfig} = useDocusaurusContext();
  const crumbs = useSidebarBreadcrumbs();
  const cardUrl = useBaseUrl(socialCardPath(metadata.permalink, siteConfig.baseUrl), {absolute: true});
  // The same section the card shows: the top-level category, unless the page is that category's own page.
  const section = crumbs && crumbs.length > 1 ? crumbs[0]!.label : undefined;
  const hasCard = !metadata.frontMatter.image && socialCardPluginIds.includes(version.pluginId);
  const card = hasCard
    ? {
        url: cardUrl,
        alt: socialCardAlt({
          title: metadata.title,
          section,
          versionText: socialCardVersionText(version.pluginId, version.label),
        }),
      }
    : null;
  return (
    <>
      <DocItemMetadata />
      <Head>
        <title>{title}</title>
        <meta property="og:title" content={title} />
        <meta property="og:type" content="article" />
        {card && <meta property="og:image" content={card.url} />}
        {card && <meta property="og:image:alt" content={card.alt} />}
        {card && <meta property="og:image:width" content="1200" />}
        {card && <meta property="og:image:height" content="630" />}
        {card && <meta name="twitter:image" content={card.url} />}
        {card && <meta name="twitter:image:alt" content={card.alt} />}
      </Head>
      <TwitterCardText title={title} description={metadata.description} />
    </>
  );
}

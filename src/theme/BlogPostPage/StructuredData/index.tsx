// Replaces the theme's JSON-LD of a post with the same data plus `publisher`, which the theme leaves out and which
// structured-data testers ask of a BlogPosting: the site, as an Organization with its logo.
import React, {type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {useBlogPostStructuredData} from '@docusaurus/plugin-content-blog/client';

export default function BlogPostStructuredData(): ReactNode {
  const structuredData = useBlogPostStructuredData();
  const {siteConfig} = useDocusaurusContext();
  const logoUrl = useBaseUrl('/img/icon-512.png', {absolute: true});
  const publisher = {
    '@type': 'Organization',
    name: siteConfig.title,
    url: useBaseUrl('/', {absolute: true}),
    logo: {'@type': 'ImageObject', url: logoUrl},
  };
  return (
    <Head>
      <script type="application/ld+json">{JSON.stringify({...structuredData, publisher})}</script>
    </Head>
  );
}

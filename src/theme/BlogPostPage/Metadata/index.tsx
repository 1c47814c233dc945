// Wrapper: a post's social preview gets the twitter:* text, and a post with a card of its own (the release posts)
// describes that card instead of inheriting the site card's text alternative.
import React, {type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import {useTitleFormatter} from '@site/src/framework-internals/theme-common-internal';
import BlogPostPageMetadata from '@theme-original/BlogPostPage/Metadata';
import TwitterCardText from '@site/src/components/TwitterCardText';

export default function BlogPostPageMetadataWrapper(): ReactNode {
  const {assets, metadata} = useBlogPost();
  const {title, description, frontMatter} = metadata;
  const pageTitle = useTitleFormatter().format(frontMatter.title_meta ?? title);
  const ownImage = assets.image ?? frontMatter.image;
  return (
    <>
      <BlogPostPageMetadata />
      <TwitterCardText title={pageTitle} description={description} />
      {ownImage && (
        <Head>
          <meta property="og:image:alt" content={`Card of the post "${title}"`} />
        </Head>
      )}
    </>
  );
}

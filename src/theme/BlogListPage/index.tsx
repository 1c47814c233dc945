/**
 * Ejected, not wrapped: the theme's blog list page has no `h1` (its first heading is the first post's `h2`), and the
 * heading has to sit inside the layout's `main`, which a wrapper cannot reach. The blog title is added there as a
 * visually hidden `h1`, for screen-reader heading navigation; the rest is the theme's page.
 */
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {PageMetadata, HtmlClassNameProvider, ThemeClassNames} from '@docusaurus/theme-common';
import BlogLayout from '@theme/BlogLayout';
import BlogListPaginator from '@theme/BlogListPaginator';
import SearchMetadata from '@theme/SearchMetadata';
import BlogPostItems from '@theme/BlogPostItems';
import BlogListPageStructuredData from '@theme/BlogListPage/StructuredData';
import type {Props} from '@theme/BlogListPage';

function useListTitle(metadata: Props['metadata']): string {
  const {siteConfig} = useDocusaurusContext();
  // Blog-only mode serves the list at the site root, where the site's title names the page.
  return metadata.permalink === '/' ? siteConfig.title : metadata.blogTitle;
}

export default function BlogListPage(props: Props): ReactNode {
  const {metadata, items, sidebar} = props;
  const title = useListTitle(metadata);
  return (
    <HtmlClassNameProvider className={clsx(ThemeClassNames.wrapper.blogPages, ThemeClassNames.page.blogListPage)}>
      <PageMetadata title={title} description={metadata.blogDescription} />
      <SearchMetadata tag="blog_posts_list" />
      <BlogListPageStructuredData {...props} />
      <BlogLayout sidebar={sidebar}>
        <h1 className="sr-only">{title}</h1>
        <BlogPostItems items={items} />
        <BlogListPaginator metadata={metadata} />
      </BlogLayout>
    </HtmlClassNameProvider>
  );
}

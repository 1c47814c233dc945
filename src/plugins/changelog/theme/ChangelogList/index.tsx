/** The changelog list pages: /changelog/ and /changelog/page/N/, newest release first. */
import type {ReactNode} from 'react';
import clsx from 'clsx';
import {HtmlClassNameProvider, PageMetadata, ThemeClassNames} from '@docusaurus/theme-common';
import {BlogPostProvider} from '@docusaurus/plugin-content-blog/client';
import BlogLayout from '@theme/BlogLayout';
import BlogListPaginator from '@theme/BlogListPaginator';
import SearchMetadata from '@theme/SearchMetadata';
import type {Props} from '@theme/BlogListPage';
import ChangelogListHeader from '@theme/ChangelogList/Header';
import ChangelogItem from '@theme/ChangelogItem';

export default function ChangelogList({metadata, items, sidebar}: Props): ReactNode {
  const {blogTitle, blogDescription, page} = metadata;
  const title = page > 1 ? `${blogTitle}, page ${page}` : blogTitle;
  return (
    <HtmlClassNameProvider className={clsx(ThemeClassNames.wrapper.blogPages, ThemeClassNames.page.blogListPage)}>
      <PageMetadata title={title} description={blogDescription} />
      <SearchMetadata tag="blog_posts_list" />
      <BlogLayout sidebar={sidebar}>
        <ChangelogListHeader blogTitle={blogTitle} blogDescription={blogDescription} />
        {items.map(({content: Content}) => (
          <BlogPostProvider key={Content.metadata.permalink} content={Content}>
            <ChangelogItem>
              <Content />
            </ChangelogItem>
          </BlogPostProvider>
        ))}
        <BlogListPaginator metadata={metadata} />
      </BlogLayout>
    </HtmlClassNameProvider>
  );
}

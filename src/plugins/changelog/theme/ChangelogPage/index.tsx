/** The page of one release, with a way back to the list page that shows it. */
import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import {HtmlClassNameProvider, ThemeClassNames} from '@docusaurus/theme-common';
import {BlogPostProvider} from '@docusaurus/plugin-content-blog/client';
import BlogLayout from '@theme/BlogLayout';
import BlogPostPageMetadata from '@theme/BlogPostPage/Metadata';
import TOC from '@theme/TOC';
import type {Props} from '@theme/BlogPostPage';
import ChangelogItem from '@theme/ChangelogItem';
import ChangelogPaginator from '@theme/ChangelogPaginator';
import type {ChangelogPostMetadata} from '../types';
import styles from './styles.module.css';

export default function ChangelogPage({content: Content, sidebar}: Props): ReactNode {
  const metadata = Content.metadata as ChangelogPostMetadata;
  const {prevItem, nextItem, listPageLink} = metadata;
  const {toc} = Content;
  return (
    <BlogPostProvider content={Content} isBlogPostPage>
      <HtmlClassNameProvider className={clsx(ThemeClassNames.wrapper.blogPages, ThemeClassNames.page.blogPostPage)}>
        <BlogPostPageMetadata />
        <BlogLayout sidebar={sidebar} toc={toc.length > 0 ? <TOC toc={toc} /> : undefined}>
          <Link to={listPageLink} className={styles.backLink} data-testid="changelog-back-link">
            <Translate id="changelog.backLink">← Back to index page</Translate>
          </Link>
          <ChangelogItem>
            <Content />
          </ChangelogItem>
          {(prevItem || nextItem) && <ChangelogPaginator prevItem={prevItem} nextItem={nextItem} />}
        </BlogLayout>
      </HtmlClassNameProvider>
    </BlogPostProvider>
  );
}

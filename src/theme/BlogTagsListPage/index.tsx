// Wraps the tags list page to give it a meta description (the theme sets only a title).
import React, {type ReactNode} from 'react';
import BlogTagsListPage from '@theme-original/BlogTagsListPage';
import type BlogTagsListPageType from '@theme/BlogTagsListPage';
import {PageMetadata} from '@docusaurus/theme-common';
import {translate} from '@docusaurus/Translate';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof BlogTagsListPageType>;

export default function BlogTagsListPageWrapper(props: Props): ReactNode {
  return (
    <>
      <PageMetadata
        description={translate({
          id: 'theme.blog.tagsListPage.description',
          message: 'Every topic of the Docusaurus blog, with the number of posts on each one.',
        })}
      />
      <BlogTagsListPage {...props} />
    </>
  );
}

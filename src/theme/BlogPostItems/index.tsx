// Wrapper: marks the posts it lists as being in a list (`PostListContext`), so that their authors leave out their
// social links (`Blog/Components/Author/Socials`).
import React, {type ReactNode} from 'react';
import BlogPostItems from '@theme-original/BlogPostItems';
import type {Props} from '@theme/BlogPostItems';
import {PostListContext} from './PostListContext';

export default function BlogPostItemsWrapper(props: Props): ReactNode {
  return (
    <PostListContext.Provider value>
      <BlogPostItems {...props} />
    </PostListContext.Provider>
  );
}

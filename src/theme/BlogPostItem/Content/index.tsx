/**
 * Wrapper: a post's body (on its page, and each excerpt of the blog and changelog lists) is hydrated after the rest
 * of the page, in slices (see Layout/HydrateLater), instead of in the page's one hydration task.
 */
import React, {type ReactNode} from 'react';
import Content from '@theme-original/BlogPostItem/Content';
import type ContentType from '@theme/BlogPostItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import HydrateLater from '@site/src/theme/Layout/HydrateLater';

type Props = WrapperProps<typeof ContentType>;

export default function ContentWrapper(props: Props): ReactNode {
  return (
    <HydrateLater>
      <Content {...props} />
    </HydrateLater>
  );
}

// Wrapper: Markdown pages (src/pages/*.mdx) get the twitter:* card text, like docs and posts.
import React, {type ReactNode} from 'react';
import {useTitleFormatter} from '@site/src/framework-internals/theme-common-internal';
import MDXPage from '@theme-original/MDXPage';
import type {Props} from '@theme/MDXPage';
import TwitterCardText from '@site/src/components/TwitterCardText';

export default function MDXPageWrapper(props: Props): ReactNode {
  const {title, description} = props.content.metadata;
  const {format} = useTitleFormatter();
  return (
    <>
      <MDXPage {...props} />
      {title && <TwitterCardText title={format(title)} description={description} />}
    </>
  );
}

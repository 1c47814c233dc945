// Ejected and rewritten: the theme's link text is only "Read more" (its aria-label names the post,
// but search engines and link lists read the text). Here the text itself names the post, with the
// post title visually hidden so the excerpt footer looks the same.
import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import type {Props} from '@theme/BlogPostItem/Footer/ReadMoreLink';

export default function BlogPostItemFooterReadMoreLink({blogPostTitle, ...linkProps}: Props): ReactNode {
  return (
    <Link {...linkProps} className="read-more-link">
      <b>
        <Translate id="theme.blog.post.readMore">Read more</Translate>
      </b>
      <span className="sr-only">
        <Translate id="theme.blog.post.readMoreAbout" values={{title: blogPostTitle}}>
          {' about {title}'}
        </Translate>
      </span>
    </Link>
  );
}

// Wrapper: an author given only a picture (no name, no title) rendered as an `<img>` without alt text, the only
// content of its link. Such authors get the same avatar with a text alternative; named authors are unchanged.
import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import BlogAuthor from '@theme-original/Blog/Components/Author';
import type {Props} from '@theme/Blog/Components/Author';

export default function BlogAuthorWrapper(props: Props): ReactNode {
  const {author, className} = props;
  if (author.name || author.title || !author.imageURL) {
    return <BlogAuthor {...props} />;
  }
  const href = author.page?.permalink ?? author.url ?? (author.email ? `mailto:${author.email}` : undefined);
  const alt = translate({
    id: 'theme.blog.author.pictureOnly',
    message: 'Author',
    description: 'Text alternative of the picture of an author who has no name',
  });
  const picture = <img className="avatar__photo" src={author.imageURL} alt={alt} />;
  return (
    <div className={['avatar margin-bottom--sm', className].filter(Boolean).join(' ')}>
      {href ? (
        <Link href={href} className="avatar__photo-link">
          {picture}
        </Link>
      ) : (
        picture
      )}
    </div>
  );
}

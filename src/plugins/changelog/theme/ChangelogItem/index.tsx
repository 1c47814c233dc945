/** One release: version, date, committers, then its content (truncated in the list). */
import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import MDXContent from '@theme/MDXContent';
import ChangelogCommitters from '@theme/ChangelogItem/Committers';
import {englishDateFormat} from '@site/src/utils/englishDates';
import styles from './styles.module.css';

// UTC keeps the server and the browser on the same day for every release.
// English release dates without Intl's locale data (see src/utils/englishDates.ts).
const dateFormat = englishDateFormat('en-US', {dateStyle: 'long', timeZone: 'UTC'})!;

export default function ChangelogItem({children}: {children: ReactNode}): ReactNode {
  const {metadata, isBlogPostPage} = useBlogPost();
  const {title, permalink, date, authors} = metadata;
  const TitleTag = isBlogPostPage ? 'h1' : 'h2';
  return (
    <article className={clsx(styles.release, !isBlogPostPage && styles.releaseInList)} data-testid="changelog-release">
      <header>
        <TitleTag className={styles.title}>{isBlogPostPage ? title : <Link to={permalink}>{title}</Link>}</TitleTag>
        <time className={styles.date} dateTime={new Date(date).toISOString().slice(0, 10)}>
          {dateFormat.format(new Date(date))}
        </time>
        <ChangelogCommitters authors={authors} />
      </header>
      <div className="markdown">
        <MDXContent>{children}</MDXContent>
      </div>
    </article>
  );
}

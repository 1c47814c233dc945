/** /changelog/authors/: everyone who committed to a release, with their number of releases. */
import type {ReactNode} from 'react';
import clsx from 'clsx';
import {HtmlClassNameProvider, PageMetadata, ThemeClassNames, usePluralForm} from '@docusaurus/theme-common';
import Translate, {translate} from '@docusaurus/Translate';
import BlogLayout from '@theme/BlogLayout';
import type {Props} from '@theme/Blog/Pages/BlogAuthorsListPage';
import ChangelogAvatar from '@theme/ChangelogAvatar';
import styles from './styles.module.css';

export default function ChangelogAuthorsList({authors, sidebar}: Props): ReactNode {
  const title = translate({id: 'changelog.authors.title', message: 'Changelog committers'});
  const {selectMessage} = usePluralForm();
  const releaseCount = (count: number) =>
    selectMessage(
      count,
      translate({id: 'changelog.authors.releases', message: 'One release|{count} releases'}, {count}),
    );
  // Most releases first, then by name, so the regular contributors lead the list.
  const sorted = [...authors].sort((a, b) => b.count - a.count || (a.name ?? a.key).localeCompare(b.name ?? b.key));
  return (
    <HtmlClassNameProvider
      className={clsx(ThemeClassNames.wrapper.blogPages, ThemeClassNames.page.blogAuthorsListPage)}>
      <PageMetadata title={title} />
      <BlogLayout sidebar={sidebar}>
        <h1>{title}</h1>
        <p>
          <Translate id="changelog.authors.intro" values={{count: authors.length}}>
            {'{count} people committed to the releases in this changelog.'}
          </Translate>
        </p>
        <ul className={styles.grid} data-testid="changelog-authors">
          {sorted.map((author) => (
            <li key={author.key} className={styles.person}>
              <ChangelogAvatar handle={author.key} name={author.name} />
              <span>
                <a href={author.url} target="_blank" rel="noopener noreferrer">
                  {author.name ?? author.key}
                </a>
                <span className={styles.count}>{releaseCount(author.count)}</span>
              </span>
            </li>
          ))}
        </ul>
      </BlogLayout>
    </HtmlClassNameProvider>
  );
}

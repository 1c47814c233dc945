/** The committers of a release, collapsed behind a button so long lists do not bury the changes. */
import {useId, useState, type ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import type {Author} from '@docusaurus/plugin-content-blog';
import ChangelogAvatar from '@theme/ChangelogAvatar';
import styles from './styles.module.css';

export default function ChangelogCommitters({authors}: {authors: readonly Author[]}): ReactNode {
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  if (authors.length === 0) return null;
  return (
    <div className={styles.committers}>
      <button
        type="button"
        className={styles.toggle}
        aria-expanded={expanded}
        aria-controls={listId}
        onClick={() => setExpanded((value) => !value)}>
        <span className={styles.chevron} aria-hidden="true">
          {expanded ? '▾' : '▸'}
        </span>
        <Translate id="changelog.committers.toggle" values={{count: authors.length}}>
          {'Committers ({count})'}
        </Translate>
      </button>
      <ul id={listId} className={styles.list} hidden={!expanded}>
        {authors.map((author) => (
          <li key={author.key ?? author.name} className={styles.committer}>
            <ChangelogAvatar handle={author.key ?? author.name ?? '?'} name={author.name} />
            <a href={author.url} target="_blank" rel="noopener noreferrer">
              {author.name}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Header of the changelog list: the title and the feeds readers can subscribe to. */
import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import useBaseUrl from '@docusaurus/useBaseUrl';
import styles from './styles.module.css';

interface Props {
  readonly blogTitle: string;
  readonly blogDescription: string;
}

export default function ChangelogListHeader({blogTitle, blogDescription}: Props): ReactNode {
  // Feeds are static files written after the build: `pathname://` keeps the
  // client router and the broken-link checker away from them.
  const feeds = [
    {label: 'RSS', file: 'rss.xml'},
    {label: 'Atom', file: 'atom.xml'},
    {label: 'JSON Feed', file: 'feed.json'},
  ];
  const feedBase = useBaseUrl('/changelog/');
  return (
    <header className={styles.header}>
      <h1>{blogTitle}</h1>
      <p>{blogDescription}</p>
      <p className={styles.subscribe} data-testid="changelog-feeds">
        <Translate id="changelog.list.subscribe">Follow new releases in your reader:</Translate>{' '}
        {feeds.map((feed, index) => (
          <span key={feed.file}>
            {index > 0 && ' · '}
            <Link to={`pathname://${feedBase}${feed.file}`}>{feed.label}</Link>
          </span>
        ))}
      </p>
    </header>
  );
}

import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {getPreviewUrl, showcaseTags, type ShowcaseSite} from '@site/src/data/showcase';
import styles from './styles.module.css';

export function FavoriteIcon({className}: {readonly className?: string}): ReactNode {
  return (
    <svg className={className} viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M12 21.3 10.6 20C5.4 15.4 2 12.3 2 8.5 2 5.4 4.4 3 7.5 3c1.7 0 3.4.8 4.5 2.1A6 6 0 0 1 16.5 3C19.6 3 22 5.4 22 8.5c0 3.8-3.4 6.9-8.6 11.5L12 21.3Z"
      />
    </svg>
  );
}

export default function ShowcaseCard({site}: {readonly site: ShowcaseSite}): ReactNode {
  const preview = getPreviewUrl(site);
  const previewSrc = useBaseUrl(preview.src);
  const tags = showcaseTags.filter((tag) => site.tags.includes(tag.key));
  return (
    <li className={`card ${styles.card}`}>
      <div className={styles.cardImage}>
        <img src={previewSrc} alt="" width={640} height={360} loading="lazy" decoding="async" />
      </div>
      <div className={`card__body ${styles.cardBody}`}>
        <div className={styles.cardHeader}>
          <h3 className={styles.cardTitle}>
            <Link href={site.website}>{site.title}</Link>
          </h3>
          {site.tags.includes('favorite') && (
            <span className={styles.favoriteBadge} title="Favorite">
              <FavoriteIcon />
              <span className="sr-only">(favorite)</span>
            </span>
          )}
          {site.source && (
            <Link
              href={site.source}
              className={`button button--secondary button--sm ${styles.sourceButton}`}
              aria-label={`Source code of ${site.title}`}>
              source
            </Link>
          )}
        </div>
        <p className={styles.cardDescription}>{site.description}</p>
      </div>
      {tags.length > 0 && (
        <ul className={`card__footer ${styles.cardTags}`} aria-label="Tags">
          {tags.map((tag) => (
            <li key={tag.key} className={styles.tagPill} title={tag.description}>
              <span className={styles.tagDot} style={{backgroundColor: tag.color}} aria-hidden="true" />
              {tag.label.toLowerCase()}
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

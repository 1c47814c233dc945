import React, {useMemo, type ReactNode} from 'react';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import {sortedShowcaseSites, type ShowcaseSite} from '@site/src/data/showcase';
import {filterSites, hasActiveFilters} from '@site/src/components/Showcase/filtering';
import {useShowcaseFilters} from '@site/src/components/Showcase/useShowcaseFilters';
import ShowcaseFilters from '@site/src/components/Showcase/ShowcaseFilters';
import ShowcaseCard, {FavoriteIcon} from '@site/src/components/Showcase/ShowcaseCard';
import styles from '@site/src/components/Showcase/styles.module.css';

const title = 'Docusaurus site showcase';
const description =
  'Documentation sites, blogs and product pages that people and companies have built with Docusaurus.';
const addSiteUrl = 'https://github.com/facebook/docusaurus/discussions/7826';

function CardList({sites}: {readonly sites: readonly ShowcaseSite[]}): ReactNode {
  return (
    <ul className={styles.cardList}>
      {sites.map((site) => (
        <ShowcaseCard key={site.slug} site={site} />
      ))}
    </ul>
  );
}

function ShowcaseCards({
  sites,
  filtered,
}: {
  readonly sites: readonly ShowcaseSite[];
  readonly filtered: boolean;
}): ReactNode {
  if (sites.length === 0) {
    return (
      <section className={`container ${styles.noResult}`}>
        <h2>No result</h2>
        <p>No site matches these filters. Try fewer tags, the OR operator, or another name.</p>
      </section>
    );
  }
  if (filtered) {
    return (
      <section className="container margin-bottom--xl" aria-label="Matching sites">
        <CardList sites={sites} />
      </section>
    );
  }
  const favorites = sites.filter((site) => site.tags.includes('favorite'));
  const others = sites.filter((site) => !site.tags.includes('favorite'));
  return (
    <>
      <section className={styles.favoritesSection} aria-labelledby="showcase-favorites">
        <div className="container">
          <h2 id="showcase-favorites" className={styles.sectionHeading}>
            Our favorites <FavoriteIcon />
          </h2>
          <CardList sites={favorites} />
        </div>
      </section>
      <section className="container margin-top--lg margin-bottom--xl" aria-labelledby="showcase-all">
        <h2 id="showcase-all">All sites</h2>
        <CardList sites={others} />
      </section>
    </>
  );
}

export default function ShowcasePage(): ReactNode {
  const [filters, setFilters] = useShowcaseFilters();
  const sites = useMemo(() => filterSites(sortedShowcaseSites, filters), [filters]);
  return (
    <Layout title="Showcase" description={description}>
      <main>
        <header className="container margin-top--lg text--center">
          <h1>{title}</h1>
          <p>{description} Each card links to the site, and to its source code when it is public.</p>
          <Link className="button button--primary" href={addSiteUrl}>
            Suggest your site
          </Link>
        </header>
        <div className="container margin-top--lg">
          <ShowcaseFilters filters={filters} onChange={setFilters} resultCount={sites.length} />
        </div>
        <ShowcaseCards sites={sites} filtered={hasActiveFilters(filters)} />
      </main>
    </Layout>
  );
}

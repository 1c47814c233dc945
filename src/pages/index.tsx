import React, {type ReactNode} from 'react';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import HomepageFeatures from '@site/src/components/HomepageFeatures';
import HomepageDemo from '@site/src/components/HomepageDemo';
import home from '@site/src/data/home.json';
import styles from './index.module.css';

type CustomFields = {readonly announcedVersion: string; readonly description: string};

function ReleaseBanner({version}: {readonly version: string}): ReactNode {
  return (
    <div className={styles.banner}>
      <Link to={`/blog/releases/${version}/`} className={styles.bannerLink}>
        <span className={styles.bannerBadge}>New</span>
        {home.banner.text.replace('{version}', version)}
        <span aria-hidden="true"> · </span>
        <span className={styles.bannerCta}>{home.banner.linkLabel} →</span>
      </Link>
    </div>
  );
}

function Hero({title, tagline}: {readonly title: string; readonly tagline: string}): ReactNode {
  const logo = useBaseUrl('/img/logo-dark.svg');
  return (
    <header className={styles.hero}>
      <div className={`container ${styles.heroInner}`}>
        {/* Fixed size, so the logo never shifts the layout; the headline text stays the largest element. */}
        <img src={logo} alt="" width={112} height={112} className={styles.heroLogo} />
        <div>
          <p className={styles.eyebrow}>{home.hero.eyebrow}</p>
          <h1 className={styles.heroTitle}>
            <span className={styles.heroName}>{title}</span>
            <span className={styles.heroTagline}>{tagline}</span>
          </h1>
          <div className={styles.ctas}>
            <Link className={`button button--lg ${styles.primaryCta}`} to={home.hero.primaryCta.to}>
              {home.hero.primaryCta.label}
            </Link>
            <Link className={`button button--lg ${styles.secondaryCta}`} to={home.hero.secondaryCta.to}>
              {home.hero.secondaryCta.label}
            </Link>
          </div>
        </div>
      </div>
    </header>
  );
}

export default function Home(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const {announcedVersion, description} = siteConfig.customFields as CustomFields;
  return (
    <Layout title={siteConfig.tagline} description={description}>
      <main>
        <ReleaseBanner version={announcedVersion} />
        <Hero title={siteConfig.title} tagline={siteConfig.tagline} />
        <HomepageFeatures heading={home.featuresHeading} features={home.features} />
        <HomepageDemo {...home.demo} />
      </main>
    </Layout>
  );
}

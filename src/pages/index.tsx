import React from 'react';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

export default function Home(): React.ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const {announcedVersion, description} = siteConfig.customFields as {announcedVersion: string; description: string};
  return (
    <Layout title={siteConfig.tagline} description={description}>
      <main>
        <section className="hero hero--primary">
          <div className="container">
            <p>
              <Link to={`/blog/releases/${announcedVersion}/`}>Docusaurus {announcedVersion} is out</Link>
            </p>
            <h1 className="hero__title">{siteConfig.title}</h1>
            <p className="hero__subtitle">{siteConfig.tagline}</p>
            <Link className="button button--secondary button--lg" to="/docs/">
              Get Started
            </Link>
          </div>
        </section>
      </main>
    </Layout>
  );
}

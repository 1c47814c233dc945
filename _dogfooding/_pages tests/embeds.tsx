import React from 'react';
import Layout from '@theme/Layout';
import useBaseUrl from '@docusaurus/useBaseUrl';

const themeQueryValues = ['light', 'dark', 'unexpected-value'];

/** Embeds pages of this same site; the `docusaurus-theme` query parameter forces the colour mode inside the frame. */
export default function EmbedTests(): React.ReactNode {
  const embeddedPage = useBaseUrl('/tests/pages/layout-no-children/');
  return (
    <Layout title="Embeds">
      <main className="container margin-vert--lg">
        <h1>Embeds</h1>
        <p>Each frame loads a page of this site. Only our own origin is framed: no external site is contacted.</p>
        {themeQueryValues.map((theme) => (
          <section key={theme} className="margin-bottom--lg">
            <h2>docusaurus-theme={theme}</h2>
            <iframe
              title={`Site embedded with theme ${theme}`}
              src={`${embeddedPage}?docusaurus-theme=${theme}`}
              width="100%"
              height="240"
              loading="lazy"
            />
          </section>
        ))}
      </main>
    </Layout>
  );
}

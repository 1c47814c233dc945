import React from 'react';
import Layout from '@theme/Layout';

/** dogfooding.css gives #z-index-test a z-index of 100, scoped to the pages-tests instance. */
export default function ZIndexTests(): React.ReactNode {
  return (
    <Layout title="z-index tests">
      <main className="container margin-vert--lg">
        <h1>z-index</h1>
        <div id="z-index-test" className="padding--md">
          This box must sit above positioned siblings: its z-index comes from the area stylesheet.
        </div>
      </main>
    </Layout>
  );
}

import React from 'react';
import Layout from '@theme/Layout';

export default function ShowcasePage(): React.ReactNode {
  return (
    <Layout title="Showcase" description="Websites built with Docusaurus.">
      <main className="container margin-vert--lg">
        <h1>Docusaurus site showcase</h1>
        <p>Websites that people and companies build with Docusaurus.</p>
      </main>
    </Layout>
  );
}

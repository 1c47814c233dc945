import React from 'react';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import requests from '@site/src/data/feature-requests.json';

type Props = {readonly basePath: string};

export default function FeatureRequestsPage({basePath}: Props): React.ReactNode {
  return (
    <Layout title="Feature requests" description="What readers and site authors ask of Docusaurus, and where each request stands.">
      <main className="container margin-vert--lg">
        <h1>Feature requests</h1>
        <ul>
          {requests.map((request) => (
            <li key={request.slug}>
              <Link to={`${basePath}${request.slug}/`}>{request.title}</Link> ({request.status})
            </li>
          ))}
        </ul>
      </main>
    </Layout>
  );
}

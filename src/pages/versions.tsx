import React from 'react';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import {useVersions, useLatestVersion} from '@docusaurus/plugin-content-docs/client';

export default function VersionsPage(): React.ReactNode {
  const versions = useVersions(undefined);
  const latest = useLatestVersion(undefined);
  return (
    <Layout title="Documentation versions" description="Every version of the Docusaurus documentation served by this site.">
      <main className="container margin-vert--lg">
        <h1>Documentation versions</h1>
        <ul>
          {versions.map((version) => (
            <li key={version.name}>
              <Link to={version.path + '/'}>{version.label}</Link>
              {version.name === latest.name ? ' (latest)' : ''}
            </li>
          ))}
        </ul>
      </main>
    </Layout>
  );
}

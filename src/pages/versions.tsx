import React, {type ReactNode} from 'react';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import {useVersions} from '@docusaurus/plugin-content-docs/client';
import {archivedVersions, docsVersions, legacyV1Docs} from '@site/src/config/site';
import {groupVersions, type VersionEntry} from '@site/src/components/Versions/groupVersions';
import styles from '@site/src/components/Versions/styles.module.css';

function VersionTable({
  entries,
  caption,
}: {
  readonly entries: readonly VersionEntry[];
  readonly caption: string;
}): ReactNode {
  return (
    <table className={styles.table}>
      <caption className={styles.caption}>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Version</th>
          <th scope="col">Documentation</th>
          <th scope="col">Release notes</th>
        </tr>
      </thead>
      <tbody>
        {entries.map((entry) => (
          <tr key={entry.name}>
            <th scope="row">{entry.label}</th>
            <td>
              <Link href={entry.docsUrl} aria-label={`${entry.label} documentation`}>
                Documentation
              </Link>
            </td>
            <td>
              {entry.releaseNotesUrl ? (
                <Link href={entry.releaseNotesUrl} aria-label={`${entry.label} release notes on GitHub`}>
                  GitHub release
                </Link>
              ) : (
                'Not released yet'
              )}
              {entry.blogPostUrl && (
                <>
                  {' · '}
                  <Link to={entry.blogPostUrl} aria-label={`${entry.label} release blog post`}>
                    Blog post
                  </Link>
                </>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export default function VersionsPage(): ReactNode {
  const {stable, next, past} = groupVersions(useVersions(undefined), docsVersions, archivedVersions);
  return (
    <Layout
      title="Documentation versions"
      description="Every version of the Docusaurus documentation: the stable release, the unreleased Canary docs, older releases and the legacy v1 site.">
      <main className={`container margin-vert--lg ${styles.prose}`}>
        <h1>Docusaurus documentation versions</h1>
        <p>
          Each released version of Docusaurus keeps its own copy of the documentation, so you can read the docs that
          match the version in your <code>package.json</code>.
        </p>

        <section className="margin-top--lg">
          <h2 id="latest">Current version (stable)</h2>
          <p>The newest release. Use this one unless you have a reason not to.</p>
          <VersionTable entries={[stable]} caption="Stable version" />
        </section>

        {next && (
          <section className="margin-top--lg">
            <h2 id="next">Next version (unreleased)</h2>
            <p>
              Documentation of the <code>main</code> branch. It describes features that only exist in canary builds
              until the next release is published.
            </p>
            <VersionTable entries={[next]} caption="Unreleased version" />
          </section>
        )}

        {past.length > 0 && (
          <section className="margin-top--lg">
            <h2 id="archive">Past versions (not maintained anymore)</h2>
            <p>Older releases no longer receive fixes. The 2.x documentation lives on an archived copy of this site.</p>
            <VersionTable entries={past} caption="Past versions" />
          </section>
        )}

        <section className="margin-top--lg">
          <h2 id="legacy">Docusaurus v1 (legacy)</h2>
          <p>
            The first generation of Docusaurus was a different code base. Its documentation is kept on its own site:{' '}
            <Link href={legacyV1Docs.href}>Docusaurus {legacyV1Docs.label} documentation</Link>.
          </p>
        </section>
      </main>
    </Layout>
  );
}

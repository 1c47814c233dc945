import React from 'react';
import Layout from '@theme/Layout';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

/** Builds an error with a two-level `cause` chain, so the build output can be checked for the whole chain. */
function createChainedError(): Error {
  const rootCause = new Error('Root cause: the crash test fixture was asked to fail');
  const middle = new Error('Middle layer: rendering a fixture component', {cause: rootCause});
  return new Error('Crash test: server-side rendering failed on purpose', {cause: middle});
}

/** Throws while rendering on the server when `customFields.crashTest` is set; a normal page otherwise. */
export default function CrashTest(): React.ReactNode {
  const {siteConfig} = useDocusaurusContext();
  if (siteConfig.customFields?.crashTest && typeof window === 'undefined') {
    throw createChainedError();
  }
  return (
    <Layout title="Crash test">
      <main className="container margin-vert--lg">
        <h1>Crash test</h1>
        <p>
          With <code>customFields.crashTest</code> set, this page throws during static rendering, and the build must
          fail with a message that shows every cause. In a normal build it is just this page.
        </p>
      </main>
    </Layout>
  );
}

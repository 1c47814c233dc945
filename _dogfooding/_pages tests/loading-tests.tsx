import React, {useState, type ReactNode} from 'react';
import Loadable from 'react-loadable';
import Layout from '@theme/Layout';
import Loading from '@theme/Loading';

/**
 * A component loaded on demand through react-loadable with the theme's `Loading`
 * screen, as Docusaurus does for route components. If its chunk fails to download,
 * the screen shows the error and a "Retry" button that downloads it again.
 */
const LazyPanel = Loadable({
  loader: () => import(/* webpackChunkName: "loading-tests-panel" */ './_loadingTestsPanel'),
  loading: Loading,
});

export default function LoadingTests(): ReactNode {
  const [shown, setShown] = useState(false);
  return (
    <Layout
      title="Loading tests"
      description="A lazily loaded component and the loading screen it shows when its download fails.">
      <main className="container margin-vert--lg">
        <h1>Loading screen</h1>
        <p>
          The panel below is downloaded only when asked for. While it loads, the framework&apos;s loading screen stands
          in; if the download fails, that screen shows the error and offers to retry.
        </p>
        {shown ? (
          <LazyPanel />
        ) : (
          <button type="button" className="button button--primary" onClick={() => setShown(true)}>
            Load the panel
          </button>
        )}
      </main>
    </Layout>
  );
}

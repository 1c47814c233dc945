import React, {Suspense, lazy} from 'react';
import Layout from '@theme/Layout';
import BrowserOnly from '@docusaurus/BrowserOnly';

// Split into its own chunk, loaded when first rendered.
const HeavyComponent = lazy(() => import('./_components/HeavyComponent'));

export default function ReactConcurrentFeatures(): React.ReactNode {
  return (
    <Layout title="React 18 features">
      <main className="container margin-vert--lg">
        <h1>React 18 features</h1>
        <h2>React.lazy inside Suspense</h2>
        <Suspense fallback={<p>Loading the lazy component…</p>}>
          <HeavyComponent />
        </Suspense>
        <h2>BrowserOnly wrapping Suspense</h2>
        <BrowserOnly fallback={<p>Rendered on the server.</p>}>
          {() => (
            <Suspense fallback={<p>Loading in the browser…</p>}>
              <HeavyComponent label="browser-only" />
            </Suspense>
          )}
        </BrowserOnly>
      </main>
    </Layout>
  );
}

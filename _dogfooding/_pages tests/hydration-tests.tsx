import React, {useEffect, useState} from 'react';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import useIsBrowser from '@docusaurus/useIsBrowser';

/** Server HTML says "not hydrated"; React replaces it once the page is interactive. */
export default function HydrationTests(): React.ReactNode {
  const isBrowser = useIsBrowser();
  const [effectRan, setEffectRan] = useState(false);
  useEffect(() => setEffectRan(true), []);
  const hydrated = isBrowser && effectRan;
  return (
    <Layout title="Hydration tests">
      <main className="container margin-vert--lg">
        <h1>Hydration</h1>
        <p data-testid="hydration-status">{hydrated ? 'hydrated' : 'not hydrated'}</p>
        <p>
          Text before a link <Link to="/tests/pages/">first link</Link> text between links{' '}
          <Link to="/tests/pages/hydration-tests/">second link</Link> text after. Adjacent text and link nodes must not
          cause a hydration mismatch.
        </p>
      </main>
    </Layout>
  );
}

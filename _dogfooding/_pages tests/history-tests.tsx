import React, {useEffect, useState} from 'react';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import {useHistory} from '@docusaurus/router';

/** While the checkbox is ticked, every client-side navigation is refused and counted. */
export default function HistoryTests(): React.ReactNode {
  const history = useHistory();
  const [blocking, setBlocking] = useState(false);
  const [blockedCount, setBlockedCount] = useState(0);

  useEffect(() => {
    if (!blocking) {
      return undefined;
    }
    const unblock = history.block(() => {
      setBlockedCount((count) => count + 1);
      return false;
    });
    return unblock;
  }, [blocking, history]);

  return (
    <Layout title="History blocking">
      <main className="container margin-vert--lg">
        <h1>History blocking</h1>
        <label>
          <input type="checkbox" checked={blocking} onChange={(event) => setBlocking(event.target.checked)} /> Block
          navigation
        </label>
        <p role="status">Blocked navigations: {blockedCount}</p>
        <p>
          <Link to="/tests/pages/">Go to the pages tests index</Link>
        </p>
      </main>
    </Layout>
  );
}

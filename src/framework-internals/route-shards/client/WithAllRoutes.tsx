/**
 * Renders its children in the browser once every route shard has loaded, so the debug
 * pages that list the route table and chunk registry show all of it. Server rendering
 * outputs nothing here: the server's table is whole, the browser's only after loading,
 * and the two must agree for hydration.
 */
import React, {useEffect, useState, type ReactNode} from 'react';
import routes from '@generated/routes';
import {loadAllRouteShards} from './shards';

export default function WithAllRoutes({children}: {children: () => ReactNode}): ReactNode {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let active = true;
    loadAllRouteShards(routes).then(
      () => active && setReady(true),
      (error: unknown) => console.warn('Some route shards could not be loaded.', error),
    );
    return () => {
      active = false;
    };
  }, []);
  return ready ? <>{children()}</> : <p>Loading the route table…</p>;
}

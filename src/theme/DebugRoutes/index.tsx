// Wrapper: in production the browser's route table loads in shards (src/framework-internals/route-shards);
// this debug page waits for all of them before listing it.
import React, {type ReactNode} from 'react';
import Original from '@theme-original/DebugRoutes';
import WithAllRoutes from '@site/src/framework-internals/route-shards/client/WithAllRoutes';

export default function DebugRoutesWrapper(): ReactNode {
  return <WithAllRoutes>{() => <Original />}</WithAllRoutes>;
}

import React, {type ReactNode} from 'react';

/** Downloaded on demand by loading-tests.tsx. */
export default function LoadingTestsPanel(): ReactNode {
  return (
    <section className="alert alert--success" aria-label="Lazy panel">
      The lazily loaded panel has arrived.
    </section>
  );
}
